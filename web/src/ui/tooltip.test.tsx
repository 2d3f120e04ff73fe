import { act, render, screen } from '@testing-library/react';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows its child at once, without a provider around it, and becomes the trigger of its tip once its code arrives', async () => {
    render(
      <Tooltip content="People meditating with you right now">
        <button type="button">12 meditating now</button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: '12 meditating now' })).toBeInTheDocument();

    await act(() => import('./tooltipPopup'));
    // Radix marks the trigger it wraps; the tip itself opens in a real browser (jsdom cannot place it).
    expect(screen.getByRole('button', { name: '12 meditating now' })).toHaveAttribute('data-state', 'closed');
  });
});

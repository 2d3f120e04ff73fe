import { act, render, screen, waitFor } from '@testing-library/react';
import { Tooltip } from './tooltip';

// Radix sizes the open tip with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Whether the person has used the page yet belongs to the page (the module): these run in order.
describe('Tooltip', () => {
  it('shows its child at once, without a provider around it, and fetches the tip only once the person uses the page', async () => {
    render(
      <Tooltip content="People meditating with you right now">
        <button type="button">12 meditating now</button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: '12 meditating now' })).not.toHaveAttribute('data-state');

    // Nothing has asked for the tip: its code is not fetched while the page loads. Had the render
    // asked for it, that answer would be in once the code has loaded here too.
    await act(async () => {
      await import('./tooltipPopup');
    });
    expect(screen.getByRole('button', { name: '12 meditating now' })).not.toHaveAttribute('data-state');

    // Tabbing to it is the first thing the person does: the child becomes the trigger of its tip
    // (Radix marks it; the tip itself opens in a real browser, jsdom cannot place it) and keeps the focus.
    act(() => screen.getByRole('button', { name: '12 meditating now' }).focus());
    await waitFor(() => expect(screen.getByRole('button', { name: '12 meditating now' })).toHaveAttribute('data-state'));
    expect(screen.getByRole('button', { name: '12 meditating now' })).toHaveFocus();
  });

  it('makes its child the trigger at once when the tip code is already here', () => {
    render(
      <Tooltip content="People meditating with you right now">
        <button type="button">3 meditating now</button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: '3 meditating now' })).toHaveAttribute('data-state', 'closed');
  });
});

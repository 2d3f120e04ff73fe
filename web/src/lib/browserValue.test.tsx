import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The Node build: jsdom has no MessageChannel, which the browser build of the server renderer needs.
import { renderToString } from 'react-dom/server.node';
import { useBrowserValue } from './browserValue';

function LastUpdated() {
  const today = useBrowserValue(() => 'November 21, 2025', '');
  return <p>Last updated: {today}</p>;
}

describe('a value only the browser knows', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is left out of a page rendered ahead of time', () => {
    expect(renderToString(<LastUpdated />)).not.toContain('2025');
  });

  it('follows the hydration of such a page, with no mismatch', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LastUpdated />);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <LastUpdated />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(container.textContent).toBe('Last updated: November 21, 2025');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('is there in the first render of a page the browser renders itself', () => {
    const container = document.createElement('div');
    act(() => createRoot(container).render(<LastUpdated />));
    expect(container.textContent).toBe('Last updated: November 21, 2025');
  });
});

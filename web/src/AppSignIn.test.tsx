import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { use } from 'react';
import { MemoryRouter } from 'react-router';
import { LanguageProvider } from './i18n/LanguageProvider';

// The signed-in shell's code, arriving when the test says.
let arrive: () => void = () => {};
const shellCode = new Promise<void>((resolve) => (arrive = resolve));
jest.unstable_mockModule('./layout/SignedInShell', () => ({
  default: function SignedInShell() {
    use(shellCode);
    return <p>The signed-in shell</p>;
  },
}));

const { AppRoutes } = await import('./App');
const { AuthProvider } = await import('./auth/AuthProvider');

describe('the first load of a signed-in person', () => {
  it('keeps the loading status on screen until the shell has arrived, with no fallback committed in between', async () => {
    let answer: (response: unknown) => void = () => {};
    globalThis.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as typeof fetch;
    render(
      <AuthProvider>
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes />
        </MemoryRouter>
      </AuthProvider>,
      { wrapper: LanguageProvider },
    );
    const loading = screen.getByRole('status');

    await act(async () =>
      answer({ ok: true, status: 200, headers: { get: () => 'application/json' }, json: () => Promise.resolve({ data: { me: { id: 'u1', firstName: 'Ada' } } }) }),
    );
    // A fallback shown here would make React hold the shell back for up to 300 ms once it arrives.
    expect(loading.isConnected).toBe(true);
    expect(screen.getAllByRole('status')).toEqual([loading]);

    await act(async () => arrive());
    expect(await screen.findByText('The signed-in shell')).toBeInTheDocument();
    expect(loading.isConnected).toBe(false);
  });
});

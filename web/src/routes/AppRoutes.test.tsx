import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../App';
import { AuthProvider, type AuthState } from '../auth/AuthProvider';
import { noteSignInOptions } from '../auth/signInOptions';
import { LanguageProvider } from '../i18n/LanguageProvider';

function renderAt(path: string, auth: AuthState) {
  return render(
    <AuthProvider initial={auth}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AuthProvider>,
    { wrapper: LanguageProvider },
  );
}

const visitor: AuthState = { status: 'ready', user: null };

// Route pages are loaded lazily; a busy machine may take a few seconds to bring a chunk in.
const LAZY_ROUTE_MS = 10_000;

describe('routing for visitors', () => {
  it('shows a full-screen "Loading..." while the sign-in state is unknown', () => {
    // The sign-in check never answers during this test.
    globalThis.fetch = () => new Promise<Response>(() => {});
    renderAt('/', { status: 'loading', user: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('sends a visitor who opens /stats to the landing page', async () => {
    renderAt('/stats', visitor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your daily Peace Practice' }, { timeout: LAZY_ROUTE_MS })).toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/api/login?returnTo=%2Fstats');
  });

  it('shows the not-found screen for an unknown path', async () => {
    renderAt('/somewhere-else', visitor);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' }, { timeout: LAZY_ROUTE_MS })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('invites a visitor at /profile to sign in', async () => {
    renderAt('/profile', visitor);
    expect(await screen.findByRole('heading', { name: 'Sign In to Track Your Journey' }, { timeout: LAZY_ROUTE_MS })).toBeInTheDocument();
    expect(screen.getByText('Sign in to view your profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?returnTo=%2Fprofile');
  });

  it('links the landing page to sign-in and to the seven teaching pages', async () => {
    renderAt('/', visitor);
    const start = await screen.findByRole('link', { name: /Start Your Peace Practice/ }, { timeout: LAZY_ROUTE_MS });
    expect(start).toHaveAttribute('href', '/api/login');
    // Google sign-in is not configured until the sign-in check says so: the closing block signs in the usual way.
    expect(screen.getByRole('link', { name: 'Sign In to Continue' })).toHaveAttribute('href', '/api/login');
    expect(screen.queryByRole('link', { name: 'Sign in with Google to Continue' })).not.toBeInTheDocument();
    act(() => noteSignInOptions({ googleSignIn: true }));
    expect(screen.getByRole('link', { name: 'Sign in with Google to Continue' })).toHaveAttribute('href', '/api/auth/google');
    act(() => noteSignInOptions({ googleSignIn: false }));
    for (const name of ['Peace', 'Non-Violence', 'Forgiveness', 'Compassion', 'Love', 'Unity', 'Service']) {
      const links = screen.getAllByRole('link', { name: `${name} meditation` });
      expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/[a-z]+-meditation$/));
    }
  });
});

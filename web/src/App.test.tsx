import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import type { AuthState } from './auth/AuthProvider';
import { LanguageProvider } from './i18n/LanguageProvider';

// Every page's code (and the signed-in shell's) fails to download, as after a
// release replaced the chunks or when the network drops.
const unreachable = () => lazy<ComponentType>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

jest.unstable_mockModule('./routes/pages', () => ({
  pages: new Proxy({}, { get: (cache: Record<string, unknown>, key: string) => (cache[key] ??= unreachable()) }),
  preloadPage: () => {},
}));
jest.unstable_mockModule('./layout/SignedInShell', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const { AppRoutes } = await import('./App');
const { AuthProvider } = await import('./auth/AuthProvider');

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

describe('a screen whose code cannot be fetched', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a notice with a retry inside the frame instead of a blank page', async () => {
    renderAt('/privacy', { status: 'ready', user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The site's frame is still there around it.
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows the notice when the signed-in shell itself cannot be fetched', async () => {
    renderAt('/', {
      status: 'ready',
      user: { id: 'u1', firstName: 'Ada', lastName: null, email: null, profileImageUrl: null, createdAt: null },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

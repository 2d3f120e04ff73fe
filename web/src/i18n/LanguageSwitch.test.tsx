import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { fakeRest } from '../../test/fakeRest';
import { AppRoutes } from '../App';
import { AuthProvider } from '../auth/AuthProvider';
import { MainNav } from '../layout/MainNav';
import { currentToasts, resetToasts } from '../ui/toastStore';
import { activateLanguage } from './catalogue';
import { LanguageProvider } from './LanguageProvider';
import { LanguageSwitch } from './LanguageSwitch';
import { SAVED_LANGUAGE_KEY } from './pageLanguage';

// Route pages are loaded lazily; a busy machine may take a few seconds to bring a chunk in.
const LAZY_ROUTE_MS = 10_000;

/** Where the app is, and what it was told on the way there, as the router sees it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>;
}

function renderLanding() {
  render(
    <AuthProvider initial={{ status: 'ready', user: null }}>
      <LanguageProvider>
        <MemoryRouter initialEntries={[{ pathname: '/', search: '?ref=footer', state: { from: '/stats' } }]}>
          <AppRoutes />
          <Address />
        </MemoryRouter>
      </LanguageProvider>
    </AuthProvider>,
  );
}

afterEach(async () => {
  await act(() => activateLanguage('en'));
  window.localStorage.clear();
  act(() => resetToasts());
});

const ada = { id: 'u1', firstName: 'Ada', lastName: null, email: null, profileImageUrl: null, createdAt: null };

/** Ada's navigation and the language switch, signed in. */
function renderSignedIn() {
  render(
    <AuthProvider initial={{ status: 'ready', user: ada }}>
      <LanguageProvider>
        <MemoryRouter>
          <MainNav />
          <LanguageSwitch />
        </MemoryRouter>
      </LanguageProvider>
    </AuthProvider>,
  );
}

describe("the footer's language switch", () => {
  it('is a labelled control a keyboard reaches, listing each language by its own name', async () => {
    renderLanding();
    const select = await screen.findByRole('combobox', { name: 'Language' }, { timeout: LAZY_ROUTE_MS });
    select.focus();
    expect(select).toHaveFocus();
    expect(select).toHaveValue('en');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.getAttribute('lang'), option.textContent])).toEqual([
      ['en', 'en', 'English'],
      ['es', 'es', 'Español'],
      ['de', 'de', 'Deutsch'],
      ['ja', 'ja', '日本語'],
      ['ar', 'ar', 'العربية'],
    ]);
  });

  it('changes the language of the page and nothing else, and remembers it on the device', async () => {
    renderLanding();
    await screen.findByRole('heading', { level: 1, name: 'Your daily Peace Practice' }, { timeout: LAZY_ROUTE_MS });
    const address = screen.getByTestId('address').textContent;
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login?returnTo=%2Fstats');

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'de' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Deine tägliche Friedenspraxis' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    // The same page at the same address, with what it was told on the way: the sign-in link still
    // leads back to where the visitor was headed.
    expect(screen.getByTestId('address').textContent).toBe(address);
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/api/login?returnTo=%2Fstats');
    expect(screen.getByRole('navigation', { name: 'Meditationen' })).toBeInTheDocument();
    expect(screen.getByText('Meditiere mit über 420 Menschen weltweit')).toBeInTheDocument();
    expect(window.localStorage.getItem(SAVED_LANGUAGE_KEY)).toBe('de');
  });

  it('turns the page right to left in Arabic, and back', async () => {
    renderLanding();
    await screen.findByRole('heading', { level: 1, name: 'Your daily Peace Practice' }, { timeout: LAZY_ROUTE_MS });

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'ar' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'ممارستك اليومية للسلام' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Numbers are written as Arabic readers write them, by Intl rather than by hand.
    expect(screen.getByText(`انضمّ إلى أكثر من ${new Intl.NumberFormat('ar').format(420)} ممارسًا حول العالم`)).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'اللغة' }), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your daily Peace Practice' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(window.localStorage.getItem(SAVED_LANGUAGE_KEY)).toBe('en');
  });
});

describe("a signed-in person's language", () => {
  it('is the one kept on their profile, and choosing another keeps it there', async () => {
    const rest = fakeRest({
      'GET /api/settings/language': () => ({ status: 200, body: { language: 'de' } }),
      'PUT /api/settings/language': (body) => ({ status: 200, body }),
    });
    renderSignedIn();
    expect(await screen.findByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sprache' }), { target: { value: 'ja' } });

    expect(await screen.findByRole('navigation', { name: 'メイン' })).toBeInTheDocument();
    expect(rest.calls.filter((call) => call.method === 'PUT')).toEqual([{ method: 'PUT', path: '/api/settings/language', body: { language: 'ja' } }]);
    expect(window.localStorage.getItem(SAVED_LANGUAGE_KEY)).toBe('ja');
  });

  it('stays as it was when the profile cannot keep the choice, and says so', async () => {
    fakeRest({
      'GET /api/settings/language': () => ({ status: 200, body: { language: 'de' } }),
      'PUT /api/settings/language': () => ({ status: 503, body: { message: 'Service unavailable' } }),
    });
    renderSignedIn();
    await screen.findByRole('navigation', { name: 'Hauptnavigation' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Sprache' }), { target: { value: 'ar' } });

    await waitFor(() => expect(currentToasts().map((toast) => toast.title)).toEqual(['Die Sprache konnte nicht geändert werden']));
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(window.localStorage.getItem(SAVED_LANGUAGE_KEY)).toBe('de');
  });
});

import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { AuthProvider, useAuth, type AuthState } from './auth/AuthProvider';
import { LanguageProvider } from './i18n/LanguageProvider';
import { PublicShell } from './layout/PublicShell';
import { preloadable } from './lib/preloadable';
import { OfflineBanner } from './offline/OfflineBanner';
import { pages } from './routes/pages';
import { routeTable, SIGNED_OUT_HOME, type PageKey } from './routes/table';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { FullScreenStatus, Spinner } from './ui/primitives';
import { useToasts } from './ui/toastStore';

// The signed-in shell brings the data client and the live connection, which
// visitors never need, so it is fetched only after sign-in is confirmed.
const signedInShell = preloadable(() => import('./layout/SignedInShell'));
const SignedInShell = signedInShell.Component;

/** Starts fetching the signed-in shell's code before the app renders it. */
export function preloadSignedInShell(): void {
  void signedInShell.preload().catch(() => {});
}

const Toaster = lazy(() => import('./ui/Toaster').then((module) => ({ default: module.Toaster })));

/** The toast layer's code is fetched with the first toast, not with the first paint. */
function Toasts() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

function PageView({ page }: { page: PageKey | 'notFound' }) {
  const Page = pages[page];
  const { pathname } = useLocation();
  const { t } = useLingui();
  // A page that fails (or whose code cannot be fetched) shows a notice inside the
  // shell; navigation and a running meditation carry on.
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense
        fallback={
          <div className="page page--loading">
            <Spinner label={t`Loading...`} />
          </div>
        }
      >
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Visitors who open a members-only page go to the landing page, which remembers where they were headed. */
function ToLanding() {
  const location = useLocation();
  return <Navigate to={SIGNED_OUT_HOME} replace state={{ from: `${location.pathname}${location.search}` }} />;
}

function routesFor(signedIn: boolean): ReactNode[] {
  const routes = routeTable.map((entry) => {
    const page = signedIn ? entry.signedIn : entry.signedOut;
    return <Route key={entry.path} path={entry.path} element={page ? <PageView page={page} /> : <ToLanding />} />;
  });
  routes.push(<Route key="*" path="*" element={<PageView page="notFound" />} />);
  return routes;
}

function Loading() {
  return (
    <FullScreenStatus>
      <Trans>Loading...</Trans>
    </FullScreenStatus>
  );
}

export function AppRoutes() {
  const auth = useAuth();
  if (auth.status === 'ready' && !auth.user) {
    return (
      <Routes>
        <Route element={<PublicShell />}>{routesFor(false)}</Route>
      </Routes>
    );
  }
  // One boundary from the first render on: the signed-in answer arrives as a transition, so the
  // loading status stays until the shell's code has arrived. A boundary mounted with the answer
  // would show its fallback instead, and React then holds the page back up to 300 ms (about
  // 170 ms of a phone's first load of the home, measured in a Lighthouse trace).
  return (
    <ErrorBoundary fullScreen>
      <Suspense fallback={<Loading />}>
        {auth.user ? (
          <Routes>
            <Route element={<SignedInShell user={auth.user} />}>{routesFor(true)}</Route>
          </Routes>
        ) : (
          <Loading />
        )}
      </Suspense>
    </ErrorBoundary>
  );
}

/** What a page rendered ahead of time shows: a visitor's view, since its server saw no session cookie. */
const VISITOR: AuthState = { status: 'ready', user: null };

interface AppProps {
  /** The router the app runs in: the browser's address, or a fixed one when rendered ahead of time. */
  router?: ComponentType<{ children: ReactNode }>;
  /**
   * Renders first as a visitor's page, as the build renders the public pages ahead of time and as
   * the browser hydrates them; the sign-in check still runs, and a signed-in answer shows the
   * signed-in app.
   */
  prerendered?: boolean;
}

export function App({ router: Router = BrowserRouter, prerendered = false }: AppProps) {
  return (
    <AuthProvider provisional={prerendered ? VISITOR : undefined}>
      <LanguageProvider>
        <Router>
          <OfflineBanner />
          <AppRoutes />
          <Toasts />
        </Router>
      </LanguageProvider>
    </AuthProvider>
  );
}

import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { cachedCurrentUser, forgetCurrentUser, loadCurrentUser, type CurrentUser } from './currentUser';

export type AuthState = { status: 'loading'; user: null } | { status: 'ready'; user: CurrentUser | null };

const AuthContext = createContext<AuthState>({ status: 'loading', user: null });

/**
 * The sign-in state. `initial` fixes it (tests). `provisional` is what the first render shows while
 * the sign-in check is still asked, as when a page rendered ahead of time for visitors is
 * hydrated: its first render must be a visitor's, whoever the check then finds.
 */
export function AuthProvider({ children, initial, provisional }: { children: ReactNode; initial?: AuthState; provisional?: AuthState }) {
  const [state, setState] = useState<AuthState>(() => {
    if (initial) return initial;
    if (provisional) return provisional;
    const known = cachedCurrentUser();
    return known === undefined ? { status: 'loading', user: null } : { status: 'ready', user: known };
  });
  const asking = !initial && (provisional !== undefined || state.status === 'loading');

  useEffect(() => {
    if (initial) return;
    let live = true;
    const show = (user: CurrentUser | null) => {
      if (!live) return;
      // The same answer as the state shown already changes nothing (a visitor stays on the page).
      // The app the answer opens renders as a transition: in slices that leave the page free to
      // answer input between them, showing what it showed until the whole of it is ready.
      startTransition(() => setState((current) => (current.status === 'ready' && sameUser(current.user, user) ? current : { status: 'ready', user })));
    };
    if (asking) void loadCurrentUser().then(show);
    // Back online, the server says again who is signed in: opened offline, the app showed the
    // person kept on this device, and a signed-out answer now wins.
    const recheck = () => {
      forgetCurrentUser();
      void loadCurrentUser().then(show);
    };
    window.addEventListener('online', recheck);
    return () => {
      live = false;
      window.removeEventListener('online', recheck);
    };
    // Asked once: the state shown changing is no reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

function sameUser(a: CurrentUser | null, b: CurrentUser | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

/** The signed-in user; only for screens that are never shown to visitors. */
export function useSignedInUser(): CurrentUser {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser needs a signed-in user');
  return user;
}

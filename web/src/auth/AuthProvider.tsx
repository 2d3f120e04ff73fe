import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { cachedCurrentUser, loadCurrentUser, type CurrentUser } from './currentUser';

export type AuthState = { status: 'loading'; user: null } | { status: 'ready'; user: CurrentUser | null };

const AuthContext = createContext<AuthState>({ status: 'loading', user: null });

export function AuthProvider({ children, initial }: { children: ReactNode; initial?: AuthState }) {
  const [state, setState] = useState<AuthState>(() => {
    if (initial) return initial;
    const known = cachedCurrentUser();
    return known === undefined ? { status: 'loading', user: null } : { status: 'ready', user: known };
  });

  useEffect(() => {
    if (state.status === 'ready') return;
    let live = true;
    void loadCurrentUser().then((user) => {
      if (live) setState({ status: 'ready', user });
    });
    return () => {
      live = false;
    };
  }, [state.status]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
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

import { useSyncExternalStore } from 'react';

/**
 * Whether this deployment offers Google sign-in, as the sign-in check's answer says (the graph's
 * googleSignIn, asked with `me`): the button is shown only where it leads somewhere.
 */
let googleSignIn = false;
const listeners = new Set<() => void>();

/** Notes what the sign-in check's answer says about Google sign-in. */
export function noteSignInOptions(data: { googleSignIn?: unknown } | null | undefined): void {
  const offered = data?.googleSignIn === true;
  if (offered === googleSignIn) return;
  googleSignIn = offered;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether to offer "Sign in with Google"; false until the sign-in check has said so. */
export function useGoogleSignIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => googleSignIn,
    () => false,
  );
}

/**
 * The graph's cache kept on this device for each person, so that the app opened without a network
 * shows their last-known figures rather than a wall of failed reads. It is written as the page is
 * left or hidden (nothing while it is in use), read back only when the app opens offline (online,
 * the network answers as ever), and forgotten on signing out and on deleting the account.
 */
import type { ApolloCache } from '@apollo/client';

const PREFIX = 'peace-practice:cache:';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Once this device has forgotten the person, a page being left must not write them back. */
let forgotten = false;

/** Fills the cache with what was kept for this person, when the app opens offline; answers whether it did. */
export function restoreKeptCache(cache: ApolloCache, userId: string): boolean {
  if (typeof navigator === 'undefined' || navigator.onLine) return false;
  try {
    const kept = storage()?.getItem(PREFIX + userId);
    if (!kept) return false;
    cache.restore(JSON.parse(kept) as Parameters<ApolloCache['restore']>[0]);
    return true;
  } catch (error) {
    console.debug('Could not read the figures kept on this device', error);
    return false;
  }
}

/** Writes the cache for this person whenever the page is hidden or left; answers how to stop. */
export function keepCacheOnLeave(cache: ApolloCache, userId: string): () => void {
  const keep = () => {
    if (forgotten) return;
    try {
      storage()?.setItem(PREFIX + userId, JSON.stringify(cache.extract()));
    } catch (error) {
      console.debug('Could not keep the figures on this device', error);
    }
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') keep();
  };
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    window.removeEventListener('pagehide', keep);
    document.removeEventListener('visibilitychange', onHidden);
  };
}

/** Forgets every person's kept figures, and keeps none from this page on. */
export function forgetKeptCaches(): void {
  forgotten = true;
  const kept = storage();
  if (!kept) return;
  try {
    const keys = Array.from({ length: kept.length }, (_, index) => kept.key(index)).filter((key): key is string => key?.startsWith(PREFIX) ?? false);
    for (const key of keys) kept.removeItem(key);
  } catch {
    // Nothing kept where nothing can be.
  }
}

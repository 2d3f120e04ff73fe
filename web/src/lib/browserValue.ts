import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A value only the reader's browser knows, such as today's date where they are or the page's own
 * origin. A page rendered ahead of time shows `ahead` in its place, and so does the browser's
 * first render of it while hydrating, so the two agree; the browser's value follows at once. A
 * page the browser renders from the start shows its value in the first render.
 */
export function useBrowserValue<T>(read: () => T, ahead: T): T {
  return useSyncExternalStore(neverChanges, read, () => ahead);
}

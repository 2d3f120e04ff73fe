import { useSyncExternalStore } from 'react';

function online(): boolean {
  return navigator.onLine;
}

function onNetworkChange(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser has a network; a page rendered ahead of time shows itself online. */
export function useOnline(): boolean {
  return useSyncExternalStore(onNetworkChange, online, () => true);
}

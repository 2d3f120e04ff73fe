import { useEffect, useState } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { countOf } from '../lib/plural';
import { useOnline } from './online';

/** How long "2 sits synced" stays on screen. */
const SYNCED_SHOWN_MS = 8000;


/**
 * A small line at the top of every page: that the app is offline (a sit still runs to its bell and
 * is kept on this device), and once the network is back, how many kept sits were recorded. It also
 * asks for that sync, for the person signed in (whose sits they are), when the app opens and
 * whenever the network returns. The sync's code is fetched only then, so the first paint carries
 * none of it, and a visitor never fetches it.
 */
export function OfflineBanner() {
  // Online as the page rendered ahead of time shows it; the browser's word once it runs.
  const isOnline = useOnline();
  const [synced, setSynced] = useState(0);
  const userId = useAuth().user?.id;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const sync = () => {
      void import('./syncSits')
        .then(({ syncQueuedSits }) => syncQueuedSits({ userId }))
        .then((outcomes) => {
          const recorded = [...outcomes.values()].filter((outcome) => outcome.kind === 'recorded').length;
          if (!live || recorded === 0) return;
          setSynced(recorded);
          clearTimeout(hide);
          hide = setTimeout(() => setSynced(0), SYNCED_SHOWN_MS);
        })
        .catch((error: unknown) => console.debug('Could not sync the sits kept on this device', error));
    };
    window.addEventListener('online', sync);
    if (navigator.onLine) sync();
    return () => {
      live = false;
      clearTimeout(hide);
      window.removeEventListener('online', sync);
    };
  }, [userId]);

  const message = !isOnline
    ? "You're offline. A sit still runs to its bell and is kept on this device until you're back."
    : synced > 0
      ? `${countOf(synced, 'sit')} synced`
      : null;
  // The live region stays in the page, so a screen reader hears each message as it comes.
  return (
    <div className="offline-status" role="status">
      {message ? <p className={isOnline ? 'offline-banner offline-banner--synced' : 'offline-banner'}>{message}</p> : null}
    </div>
  );
}

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadSignedInShell } from './App';
import { loadCurrentUser } from './auth/currentUser';
import { PRERENDERED_ATTRIBUTE } from './prerender/document';
import { preloadPage } from './routes/pages';
import { resolveAccess } from './routes/table';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// index.html starts fetching a public page's code; the signed-in screens' code, wherever they
// are opened, starts downloading as soon as the sign-in check answers, rather than one chunk
// after the other as rendering reaches them.
void loadCurrentUser().then((user) => {
  if (!user) return;
  preloadSignedInShell();
  const mine = resolveAccess(window.location.pathname, true);
  if (mine.kind === 'page') preloadPage(mine.page);
});

if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // The gateway sent a visitor's page rendered ahead of time, painted before this code started (see
  // src/prerender/document.ts): the app takes over its markup. Until the page's code arrives (the
  // page's inline script has started fetching it), React keeps the page's markup as it is rather
  // than showing the loading state.
  const visitorPage = resolveAccess(window.location.pathname, false);
  if (visitorPage.kind === 'page') preloadPage(visitorPage.page);
  // The page is on screen already, so taking it over need not be done at once: as a transition
  // it runs in short slices between the browser's own work, and a tap still wins (React hydrates
  // what was tapped first).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App prerendered />
      </StrictMode>,
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The service worker (built by Workbox, see vite.config.ts) keeps the app for when the network is
// gone. Registered once the page has loaded, so it never competes with the first visit's requests.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.debug('The app cannot work offline here', error));
  });
}

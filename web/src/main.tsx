import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadSignedInShell } from './App';
import { loadCurrentUser } from './auth/currentUser';
import { activateLanguage } from './i18n/catalogue';
import { DEFAULT_LANGUAGE } from './i18n/languages';
import { initialLanguage } from './i18n/pageLanguage';
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

const language = initialLanguage();

/** Renders the app into #root, taking over the markup of a page rendered ahead of time when it can. */
function start(container: HTMLElement) {
  const prerendered = container.hasAttribute(PRERENDERED_ATTRIBUTE);
  if (prerendered && language === DEFAULT_LANGUAGE) {
    hydratePrerendered(container);
    return;
  }
  // The pages rendered ahead of time are in English: read in another language, the app draws the
  // page afresh once that language's messages have arrived rather than taking over their markup,
  // still as the visitor's page it is while the sign-in check runs.
  createRoot(container).render(
    <StrictMode>
      <App prerendered={prerendered} />
    </StrictMode>,
  );
}

/**
 * The gateway sent a visitor's page rendered ahead of time, painted before this code started (see
 * src/prerender/document.ts): the app takes over its markup.
 */
function hydratePrerendered(container: HTMLElement) {
  // Until the page's code arrives (the page's inline script has started fetching it), React keeps
  // the page's markup as it is rather than showing the loading state.
  const visitorPage = resolveAccess(window.location.pathname, false);
  if (visitorPage.kind === 'page') preloadPage(visitorPage.page);
  // The page is on screen already, so taking it over need not be done at once: as a transition
  // it runs in short slices between the browser's own work, and a tap still wins (React hydrates
  // what was tapped first).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App prerendered />
      </StrictMode>,
    );
  });
}

// English is there from the start; another language's messages are fetched first, so its
// readers' first paint by the app is in their language and `<html lang dir>` says so.
if (language === DEFAULT_LANGUAGE) {
  start(root);
} else {
  activateLanguage(language)
    .catch((error: unknown) => console.debug(`The app is shown in English: the ${language} messages did not arrive`, error))
    .finally(() => start(root));
}

// The service worker (built by Workbox, see vite.config.ts) keeps the app for when the network is
// gone. Registered once the page has loaded, so it never competes with the first visit's requests.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.debug('The app cannot work offline here', error));
  });
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadPage } from './routes/pages';
import { resolveAccess } from './routes/table';
import './styles/app.css';

// Pages that look the same to everyone can start downloading before sign-in is known.
const access = resolveAccess(window.location.pathname, false);
if (access.kind === 'page' && (access.page === 'privacy' || access.page === 'terms' || access.page.startsWith('/'))) {
  preloadPage(access.page);
} else if (access.kind === 'page' && access.page === 'landing') {
  // Most first visits to / are visitors; the landing page is small enough to fetch on a guess.
  preloadPage('landing');
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

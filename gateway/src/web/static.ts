import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Router } from 'express';
import { parseCookieHeader, SESSION_COOKIE } from '@peace/kit';
import type { MissingPage } from './missing.js';
import { pageMatcher, prerenderedPages } from './prerendered.js';

/** Whether the request carries a session cookie, valid or not: only the app can tell who it is. */
function hasSessionCookie(req: Request): boolean {
  return parseCookieHeader(req.headers.cookie).has(SESSION_COOKIE);
}

/**
 * Files whose name stays while their content changes with each build, and which a browser must
 * ask for again each time: the service worker (a browser holding an old one keeps serving the old
 * app) and the manifest it installs the app from.
 */
const ALWAYS_REVALIDATED = new Set(['/sw.js', '/manifest.webmanifest']);

/**
 * The built web app: hashed assets cached for a year, the service worker and manifest asked again
 * every time, other files revalidated within the hour, and
 * index.html for every other path so the app decides what is a page and what is a 404. A request
 * without a session cookie for a public page gets the page rendered ahead of time for visitors,
 * which paints before any JavaScript has run; the app then takes it over. A page naming a session
 * or community that does not exist answers 404, as `missing` tells.
 */
export function serveWebApp(distDir: string, missing?: MissingPage): Router {
  const router = express.Router();
  const index = path.join(distDir, 'index.html');
  const prerendered = prerenderedPages(distDir);
  const isPage = pageMatcher(distDir);
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  router.use(
    express.static(distDir, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        const name = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
        if (ALWAYS_REVALIDATED.has(name)) res.setHeader('Cache-Control', 'no-cache');
        // The worker at the root controls the whole app, which is its default scope: the header says so plainly.
        if (name === '/sw.js') res.setHeader('Service-Worker-Allowed', '/');
      },
    }),
  );
  router.get(/.*/, async (req, res) => {
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The web app has not been built yet: run npm run build.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // The answer depends on the cookie: a cache must not give a visitor's page to someone signed in.
    res.vary('Cookie');
    if (!isPage(req.path) || (await missing?.(req.path))) res.status(404);
    res.sendFile((!hasSessionCookie(req) && prerendered.get(req.path)) || index);
  });
  return router;
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Router } from 'express';
import { parseCookieHeader, SESSION_COOKIE } from '@peace/kit';
import { prerenderedPages } from './prerendered.js';
import { SIGNED_IN_HOME_BUNDLE, type SignedInHome } from './signed-in-home.js';

/** Whether the request carries a session cookie, valid or not: only the app can tell who it is. */
function hasSessionCookie(req: Request): boolean {
  return parseCookieHeader(req.headers.cookie).has(SESSION_COOKIE);
}

/** The server bundle's folder under the built app: code the gateway runs, not files the app loads. */
const SERVER_BUNDLE_DIR = `/${path.dirname(SIGNED_IN_HOME_BUNDLE)}/`;

/**
 * The built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for every other path so the app decides what is a page and what is a 404. A request
 * without a session cookie for a public page gets the page rendered ahead of time for visitors,
 * which paints before any JavaScript has run; the app then takes it over. With `home`, a fresh
 * load of the home with a session cookie gets the person's home rendered with their data.
 */
export function serveWebApp(distDir: string, home?: SignedInHome): Router {
  const router = express.Router();
  const index = path.join(distDir, 'index.html');
  const prerendered = prerenderedPages(distDir);
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  const files = express.static(distDir, { index: false, maxAge: '1h' });
  router.use((req, res, next) => {
    if (req.path.startsWith(SERVER_BUNDLE_DIR)) next();
    else files(req, res, next);
  });
  router.get(/.*/, async (req, res) => {
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The web app has not been built yet: run npm run build.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // The answer depends on the cookie: a cache must not give a visitor's page to someone signed in.
    res.vary('Cookie');
    if (!hasSessionCookie(req)) {
      res.sendFile(prerendered.get(req.path) ?? index);
      return;
    }
    if (home && req.path === home.path) {
      const answer = await home.answer(req, res);
      if (answer.kind === 'rendered') {
        // One person's page: no shared cache may keep it.
        res.setHeader('Cache-Control', 'private, no-cache');
        res.type('html').send(answer.html);
        return;
      }
      if (answer.kind === 'visitor') {
        res.sendFile(prerendered.get(req.path) ?? index);
        return;
      }
    }
    res.sendFile(index);
  });
  return router;
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/**
 * The built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for every other path so the app decides what is a page and what is a 404.
 */
export function serveWebApp(distDir: string): Router {
  const router = express.Router();
  const index = path.join(distDir, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, (_req, res) => {
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The web app has not been built yet: run npm run build.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}

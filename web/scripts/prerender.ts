// Renders the pages a visitor sees the same on every fresh load (the route table's public paths)
// into web/dist/prerendered, one HTML file each, after `vite build` has written dist/index.html:
// the gateway answers them to requests without a session cookie, so the first paint needs no
// JavaScript. The app is built a second time as a server bundle (Vite's SSR build) into a folder
// of its own, removed once the pages are written, and the pages are rendered by React's static
// renderer through its entry (src/prerender/server-entry.tsx).
// Run: tsx scripts/prerender.ts  (from web/, as the last step of npm run build)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { pageDocument, PRERENDERED_DIR, PRERENDERED_MANIFEST, prerenderedFileName, ROUTES_MANIFEST } from '../src/prerender/document.ts';
import type * as ServerEntry from '../src/prerender/server-entry.tsx';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webDir, 'dist');
const serverDir = mkdtempSync(path.join(os.tmpdir(), 'peace-prerender-'));
/** The server bundle's entry: the name it is built under is the name of the file read back. */
const SERVER_ENTRY = 'server-entry';

await build({
  root: webDir,
  logLevel: 'warn',
  // React's production build, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: true,
    outDir: serverDir,
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    minify: false,
    rolldownOptions: {
      input: { [SERVER_ENTRY]: `src/prerender/${SERVER_ENTRY}.tsx` },
      // ES modules by their name: no package.json there says so.
      output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    },
  },
});
const { renderPage, routeTable, visitorPagePaths } = (await import(pathToFileURL(path.join(serverDir, `${SERVER_ENTRY}.mjs`)).href)) as typeof ServerEntry;
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const outDir = path.join(dist, PRERENDERED_DIR);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir);
const manifest: Record<string, string> = {};
for (const pagePath of visitorPagePaths()) {
  const file = prerenderedFileName(pagePath);
  writeFileSync(path.join(outDir, file), pageDocument(shell, await renderPage(pagePath)));
  manifest[pagePath] = file;
}
writeFileSync(path.join(outDir, PRERENDERED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
// Every page's path pattern ('/groups/:sessionId'), so the gateway answers any other address 404.
writeFileSync(path.join(outDir, ROUTES_MANIFEST), `${JSON.stringify(routeTable.map((entry) => entry.path), null, 2)}\n`);
rmSync(serverDir, { recursive: true, force: true });
console.log(`prerendered ${Object.keys(manifest).length} pages into dist/${PRERENDERED_DIR}/`);

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** What the web build writes beside index.html: each public page rendered for a visitor (web/scripts/prerender.ts). */
const manifestSchema = z.record(z.string().regex(/^\//), z.string().regex(/^[\w-]+\.html$/));

/**
 * The pages the web build rendered ahead of time for visitors: each path and its HTML file, from
 * dist/prerendered/pages.json. None when the build wrote none.
 */
export function prerenderedPages(distDir: string): Map<string, string> {
  const dir = path.join(distDir, 'prerendered');
  const manifest = path.join(dir, 'pages.json');
  if (!existsSync(manifest)) return new Map();
  const pages = manifestSchema.parse(JSON.parse(readFileSync(manifest, 'utf8')));
  return new Map(Object.entries(pages).map(([page, file]) => [page, path.join(dir, file)]));
}

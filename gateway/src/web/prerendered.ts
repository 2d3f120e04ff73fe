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

const routesSchema = z.array(z.string().regex(/^\//));

/**
 * Whether a path is one of the app's pages, by the route table the web build wrote to
 * dist/prerendered/routes.json ('/groups/:sessionId' holds any one segment there, letters in any
 * case, as the app's router matches). Without that file every path counts as a page.
 */
export function pageMatcher(distDir: string): (pathname: string) => boolean {
  const file = path.join(distDir, 'prerendered', 'routes.json');
  if (!existsSync(file)) return () => true;
  const patterns = routesSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).map((route) => segments(route));
  return (pathname) => {
    const parts = segments(pathname);
    return patterns.some((pattern) => pattern.length === parts.length && pattern.every((part, index) => part.startsWith(':') || part === parts[index]));
  };
}

/** A path's segments, lower-cased, with no empty ones (so a trailing slash matches as the router does). */
function segments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (part.startsWith(':') ? part : part.toLowerCase()));
}

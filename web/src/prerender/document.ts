// Pure helpers for the pages rendered ahead of time: where each is written, and how the built
// index.html becomes each page's document. No React here: the build script and tests read it.
import type { DocumentMeta } from '../lib/meta';

/** A page as the prerender renders it: #root's markup and what its head should say. */
export interface RenderedPage {
  html: string;
  meta: DocumentMeta;
}

/** The folder under the built app holding the pages rendered ahead of time. */
export const PRERENDERED_DIR = 'prerendered';

/** The manifest in that folder the gateway reads: each path and its file. */
export const PRERENDERED_MANIFEST = 'pages.json';

/** The route table's paths in that folder, for the gateway to answer any other address 404. */
export const ROUTES_MANIFEST = 'routes.json';

/** The file a path's page is written to: index.html for /, privacy.html for /privacy. */
export function prerenderedFileName(path: string): string {
  if (!/^\/[a-z0-9-]*$/.test(path)) throw new Error(`${path} is not an address the prerender can name a file for`);
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The attribute on #root that tells the app its markup is there, to be hydrated rather than replaced. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function replaceOnce(html: string, pattern: RegExp, replace: (...groups: string[]) => string, what: string): string {
  const match = pattern.exec(html);
  if (!match) throw new Error(`The built index.html has no ${what}`);
  return html.slice(0, match.index) + replace(...match) + html.slice(match.index + match[0].length);
}

/**
 * The built index.html with a page's markup in #root and the document marked as rendered ahead of
 * time (for hydration, and for index.html's script to fetch the page's code at once), and its
 * title and description in the head. #root must be the last element of the body, as it is in
 * index.html.
 */
export function pageDocument(shell: string, page: RenderedPage): string {
  const { title, description } = page.meta;
  let html = replaceOnce(shell, /<html\b([^>]*)>/, (_tag, attributes = '') => `<html${attributes} ${PRERENDERED_ATTRIBUTE}>`, '<html>');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`, '<title>');
  if (description !== undefined) {
    html = replaceOnce(html, /(<meta\s+name="description"\s+content=")[^"]*("\s*\/?>)/, (_tag, start = '', end = '') => `${start}${escapeHtml(description)}${end}`, 'description meta tag');
  }
  return replaceOnce(
    html,
    /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
    (_root, end = '') => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${page.html}</div>${end}`,
    '#root at the end of its body',
  );
}

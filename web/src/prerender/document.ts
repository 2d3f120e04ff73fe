// Pure helpers for the pages rendered ahead of time: where each is written, and how the built
// index.html becomes each page's document. No React here: the build script and tests read it.
import type { CurrentUser } from '../auth/currentUser';
import type { HomeVariables } from '../graphql/homeData';
import type { DocumentMeta } from '../lib/meta';

/** A page as the prerender renders it: #root's markup and what its head should say. */
export interface RenderedPage {
  html: string;
  meta: DocumentMeta;
}

/** The folder under the built app holding the pages rendered ahead of time. */
export const PRERENDERED_DIR = 'prerendered';

/** The folder under the built app holding the server bundle (the gateway renders signed-in homes with it). */
export const SERVER_DIR = 'server';

/** The manifest in that folder the gateway reads: each path and its file. */
export const PRERENDERED_MANIFEST = 'pages.json';

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

/** The template in a prerendered page's head that holds the app's code until the page has been painted. */
export const HELD_CODE_ID = 'peace-app-code';

/**
 * The controls a tap on the page's markup is kept for until the app has taken the page over (see
 * START_HELD_CODE): links are left to the browser, which follows them as it would anyway.
 */
export const EARLY_TAP_TARGETS = 'button, input, select, textarea, label, summary, [role="button"], [role="tab"]';

/** However the page's paints go (none is reported for a tab in the background), its app starts at the latest this long after. */
export const HELD_CODE_LATEST_MS = 3000;

/**
 * A prerendered page's only script of its own. Once the page's content has been painted (its first
 * contentful paint; where the browser does not report paints, the frame after the whole document
 * has been read), it puts the app's code to work, as index.html would have at once: code asked
 * for sooner would share the network and the main thread with what is still to be shown, and a
 * browser can paint a frame or two (its background, a document not read to its end) before it
 * paints any content. Until then, and until the app has taken the page over, a tap on one of the
 * page's controls would do nothing (or half of it: a radio button checked that the app then
 * unchecks): it keeps such taps instead, and the app gives them to the controls once it has taken
 * them over (see earlyTaps.ts).
 */
export const START_HELD_CODE =
  `(function () { var taps = []; function keep(event) { var control = event.target.closest && event.target.closest(${JSON.stringify(EARLY_TAP_TARGETS)}); ` +
  `if (!control || !document.getElementById('root').contains(control)) return; event.preventDefault(); event.stopPropagation(); taps.push(control); } ` +
  `document.addEventListener('click', keep, true); window.__peaceEarlyTaps = { listener: keep, targets: taps }; })(); ` +
  `(function () { var started = false; function startApp() { if (started) return; started = true; document.head.appendChild(document.importNode(document.getElementById('${HELD_CODE_ID}').content, true)); } ` +
  `function afterNextFrame() { requestAnimationFrame(function () { setTimeout(startApp); }); } ` +
  `if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) { ` +
  `new PerformanceObserver(function (list, observer) { if (list.getEntriesByName('first-contentful-paint').length > 0) { observer.disconnect(); startApp(); } }).observe({ type: 'paint', buffered: true }); ` +
  `setTimeout(startApp, ${HELD_CODE_LATEST_MS}); } ` +
  `else if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterNextFrame); else afterNextFrame(); })();`;

/** The app's code in the built head: its inline script, its entry, what it preloads. Data blocks stay. */
const APP_CODE = /<script\b(?![^>]*application\/(?:ld\+)?json)[^>]*>[\s\S]*?<\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * Holds the app's code back until the page has been painted. The page needs no code to show,
 * and code that has arrived by then would run first: the entry and the sign-in check would sit
 * between the visitor and their first paint. The held scripts are the built ones, byte for byte,
 * so the Content Security Policy that allows index.html's allows them.
 */
function holdAppCode(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('The built index.html has no </head>');
  const held: string[] = [];
  const head = html.slice(0, headEnd).replace(APP_CODE, (code) => {
    held.push(code.trim());
    return '';
  });
  if (held.length === 0) throw new Error('The built index.html has no script in its head');
  return `${head}<template id="${HELD_CODE_ID}">${held.join('')}</template>\n    <script>${START_HELD_CODE}</script>\n  ${html.slice(headEnd)}`;
}

/**
 * The built index.html with a page's markup in #root (marked for hydration), its title and
 * description in the head, and the app's code held back until the page has been painted.
 * #root must be the last element of the body, as it is in index.html.
 */
export function pageDocument(shell: string, page: RenderedPage): string {
  const { title, description } = page.meta;
  let html = replaceOnce(holdAppCode(shell), /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`, '<title>');
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

/**
 * The data block a signed-in home rendered by the server carries (index.html's inline script looks
 * for it by this id): who it was rendered for and the data it shows, for the app to take over
 * the markup with the same answers rather than ask for them again.
 */
export const SIGNED_IN_STATE_ID = 'peace-signed-in';

/** What a server-rendered signed-in home was rendered from. */
export interface SignedInState {
  user: CurrentUser;
  /** The home query's variables: the person's time zone, as their browser last told it. */
  variables: HomeVariables;
  /** The home query's answer. */
  data: Record<string, unknown>;
  /** How many people were meditating as it was rendered, when the server knew. */
  meditatorCount?: number;
}

/**
 * JSON that is safe inside a <script> element: no "<" (so no "</script>" or "<!--"), and the two
 * line separators that old parsers took for line ends, all as escapes JSON.parse reads back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The built index.html with a signed-in person's home in #root and what it was rendered from in a
 * data block before it, the app's code held back until the page has been painted, as for a
 * visitor's page.
 */
export function signedInDocument(shell: string, html: string, state: SignedInState): string {
  return replaceOnce(
    holdAppCode(shell),
    /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
    (_root, end = '') =>
      `<script type="application/json" id="${SIGNED_IN_STATE_ID}">${scriptSafeJson(state)}</script>\n    <div id="root">${html}</div>${end}`,
    '#root at the end of its body',
  );
}

/** The state of the signed-in home the server rendered into this document, if it did. */
export function readSignedInState(document: Pick<Document, 'getElementById'>): SignedInState | null {
  const text = document.getElementById(SIGNED_IN_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<SignedInState> | null;
    return state?.user && state.variables && state.data ? (state as SignedInState) : null;
  } catch {
    return null;
  }
}

const BASE = 'http://return-to.invalid';
const FALLBACK = '/';

// Browsers drop tabs and newlines inside URLs ("/\t/evil" becomes "//evil"), so any control character is refused.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A path that, resolved by a browser against our origin, stays on our origin. */
function staysHome(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || CONTROL.test(path)) return false;
  try {
    const url = new URL(path, BASE);
    const normalized = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === BASE && !normalized.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * Where to land after sign-in: a same-origin relative path, or '/' for anything else
 * (absolute URLs, '//host', '/\host', and the same hidden behind percent-encoding, which some
 * servers and proxies decode before a browser sees the Location).
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return FALLBACK;
  let decoded = value;
  for (let round = 0; round < 3; round += 1) {
    if (!staysHome(decoded)) return FALLBACK;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return FALLBACK;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (!staysHome(decoded)) return FALLBACK;
  const url = new URL(value, BASE);
  return `${url.pathname}${url.search}${url.hash}`;
}

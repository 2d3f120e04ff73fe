import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'cookie';

/**
 * The sign-in session's cookie, as the identity service (which sets it) and the gateway (which
 * reads it) share it: the browser holds `peace.sid=<sid>.<HMAC-SHA256(sid)>`. Only the cookie is
 * here, signing and parsing being runtime every HTTP edge needs; what a session holds and where it
 * is cached belongs to the identity service (`@peace/identity/sessions`).
 */
export const SESSION_COOKIE = 'peace.sid';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// Session ids are 32 random bytes in base64url; anything else is refused before any lookup.
const SID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isSessionId(value: string): boolean {
  return SID_PATTERN.test(value);
}

function mac(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** The cookie value for a session id: `<sid>.<signature>`. */
export function signSessionId(sid: string, secret: string): string {
  return `${sid}.${mac(sid, secret)}`;
}

/** The session id a cookie value carries, or null when it is malformed or its signature is wrong. */
export function verifySessionCookie(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const sid = value.slice(0, dot);
  if (!isSessionId(sid)) return null;
  const expected = Buffer.from(mac(sid, secret));
  const given = Buffer.from(value.slice(dot + 1));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return sid;
}

/** Cookie name → value from a Cookie header; the first occurrence of a name wins, as browsers order by specificity. */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const [name, value] of Object.entries(parseCookies(header))) {
    if (value !== undefined) cookies.set(name, value);
  }
  return cookies;
}

export interface CookieOptions {
  path?: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** One Set-Cookie header value. Values are URI-encoded so they never break the header. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`invalid cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
    if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (options.httpOnly ?? true) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}

/** The session cookie's attributes: HttpOnly, SameSite=Lax, Path=/, Secure behind https, 7 days. */
export function sessionCookieOptions(publicUrl: string): CookieOptions {
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure: new URL(publicUrl).protocol === 'https:', maxAge: SESSION_TTL_MS / 1000 };
}

/** Set-Cookie for a session id, or (with sid null) the header that deletes the cookie. */
export function sessionSetCookie(sid: string | null, secret: string, publicUrl: string): string {
  const options = sessionCookieOptions(publicUrl);
  return sid === null ? serializeCookie(SESSION_COOKIE, '', { ...options, maxAge: 0 }) : serializeCookie(SESSION_COOKIE, signSessionId(sid, secret), options);
}

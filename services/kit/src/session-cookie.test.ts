import { randomBytes } from 'node:crypto';
import { parseCookieHeader, serializeCookie, sessionSetCookie, signSessionId, verifySessionCookie } from './session-cookie.js';

const secret = 'a-session-secret-of-enough-length';
const sid = randomBytes(32).toString('base64url');

describe('session cookie', () => {
  it('gives back the session id of a cookie signed with the secret', () => {
    expect(verifySessionCookie(signSessionId(sid, secret), secret)).toBe(sid);
  });

  it('refuses a cookie signed with another secret', () => {
    expect(verifySessionCookie(signSessionId(sid, 'another-secret-of-enough-length'), secret)).toBeNull();
  });

  it('refuses a cookie whose session id was swapped after signing', () => {
    const [, signature] = signSessionId(sid, secret).split('.');
    const other = randomBytes(32).toString('base64url');
    expect(verifySessionCookie(`${other}.${signature}`, secret)).toBeNull();
  });

  it('refuses missing, unsigned and malformed values', () => {
    expect(verifySessionCookie(undefined, secret)).toBeNull();
    expect(verifySessionCookie('', secret)).toBeNull();
    expect(verifySessionCookie(sid, secret)).toBeNull();
    expect(verifySessionCookie(`${sid}.`, secret)).toBeNull();
    expect(verifySessionCookie(`.${signSessionId(sid, secret)}`, secret)).toBeNull();
    expect(verifySessionCookie(`short.${signSessionId('short', secret).split('.')[1]}`, secret)).toBeNull();
  });

  it('reads cookies from a Cookie header, first occurrence winning', () => {
    const cookies = parseCookieHeader(`a=1; peace.sid=${signSessionId(sid, secret)}; a=2; broken; q=encoded%20value`);
    expect(cookies.get('a')).toBe('1');
    expect(verifySessionCookie(cookies.get('peace.sid'), secret)).toBe(sid);
    expect(cookies.get('q')).toBe('encoded value');
    expect(parseCookieHeader(undefined).size).toBe(0);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, for a week, Secure only behind https', () => {
    const plain = sessionSetCookie(sid, secret, 'http://localhost:3000');
    expect(plain).toBe(`peace.sid=${signSessionId(sid, secret)}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax`);
    expect(sessionSetCookie(sid, secret, 'https://peace.example')).toContain('; Secure;');
  });

  it('deletes the session cookie with an expired, empty value', () => {
    expect(sessionSetCookie(null, secret, 'https://peace.example')).toBe('peace.sid=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax');
  });

  it('refuses a cookie name that would break the header', () => {
    expect(() => serializeCookie('a=b', 'c')).toThrow(TypeError);
  });
});

import { signInternalHeader, verifyInternalHeader } from './internal-auth.js';

const secret = 'a-secret-of-enough-length';

describe('internal header', () => {
  it('carries the user and request id when signed with the shared secret', () => {
    const header = signInternalHeader({ userId: 'u1', requestId: 'r1' }, secret);
    expect(verifyInternalHeader(header, secret)).toEqual({ userId: 'u1', requestId: 'r1' });
  });

  it('rejects a header signed with another secret', () => {
    const header = signInternalHeader({ userId: 'u1', requestId: 'r1' }, 'another-secret-of-enough-length');
    expect(verifyInternalHeader(header, secret)).toBeNull();
  });

  it('rejects a header whose payload was changed after signing', () => {
    const [, signature] = signInternalHeader({ userId: 'u1', requestId: 'r1' }, secret).split('.');
    const forged = Buffer.from(JSON.stringify({ u: 'admin', r: 'r1', t: Date.now() })).toString('base64url');
    expect(verifyInternalHeader(`${forged}.${signature}`, secret)).toBeNull();
  });

  it('rejects a stale header', () => {
    const header = signInternalHeader({ userId: null, requestId: 'r1' }, secret, Date.now() - 10 * 60 * 1000);
    expect(verifyInternalHeader(header, secret)).toBeNull();
  });

  it('rejects a missing or malformed header', () => {
    expect(verifyInternalHeader(undefined, secret)).toBeNull();
    expect(verifyInternalHeader('garbage', secret)).toBeNull();
    expect(verifyInternalHeader('a.b.c', secret)).toBeNull();
  });
});

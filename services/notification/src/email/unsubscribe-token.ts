import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'peace-practice/unsubscribe/v1';

/** The key that signs unsubscribe links: the configured one, or one derived from the internal secret for this purpose only. */
export function unsubscribeKey(config: { EMAIL_TOKEN_SECRET?: string | undefined; INTERNAL_SECRET: string }): Buffer {
  return config.EMAIL_TOKEN_SECRET ? Buffer.from(config.EMAIL_TOKEN_SECRET) : createHmac('sha256', config.INTERNAL_SECRET).update(PURPOSE).digest();
}

function signature(key: Buffer, userId: string): Buffer {
  return createHmac('sha256', key).update(`${PURPOSE}:${userId}`).digest();
}

/**
 * A token that unsubscribes one person, and only them: their id and its HMAC. It never expires,
 * as the links in old emails must keep working (RFC 8058).
 */
export function signUnsubscribeToken(key: Buffer, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${signature(key, userId).toString('base64url')}`;
}

/** The user a token names, or null when it is malformed or not ours. */
export function verifyUnsubscribeToken(key: Buffer, token: string): string | null {
  const [encodedId, encodedSignature, ...rest] = token.split('.');
  if (!encodedId || !encodedSignature || rest.length > 0) return null;
  const userId = Buffer.from(encodedId, 'base64url').toString();
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId)) return null;
  // Compared as text, exactly as signed: base64url decoding ignores a last character's spare bits,
  // so comparing decoded bytes would take more than one spelling of the same token.
  const given = Buffer.from(token);
  const expected = Buffer.from(signUnsubscribeToken(key, userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  const url = new URL('/api/email/unsubscribe', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the gateway signs and every subgraph verifies. */
export const INTERNAL_HEADER = 'x-peace-internal';

export interface InternalIdentity {
  /** The signed-in user, or null for a signed-out caller. */
  userId: string | null;
  requestId: string;
  /** The request's Idempotency-Key, already checked by the gateway (idempotency-key.ts); absent when none was sent. */
  idempotencyKey?: string | undefined;
}

const MAX_AGE_MS = 5 * 60 * 1000;

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signInternalHeader(identity: InternalIdentity, secret: string, now = Date.now()): string {
  const fields = { u: identity.userId, r: identity.requestId, t: now, ...(identity.idempotencyKey === undefined ? {} : { k: identity.idempotencyKey }) };
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** Answers the identity the header carries, or null when it is missing, forged or stale. */
export function verifyInternalHeader(header: string | undefined, secret: string, now = Date.now()): InternalIdentity | null {
  if (!header) return null;
  const [payload, signature, extra] = header.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; r?: unknown; t?: unknown; k?: unknown };
    if (typeof parsed.t !== 'number' || Math.abs(now - parsed.t) > MAX_AGE_MS) return null;
    if (parsed.u !== null && typeof parsed.u !== 'string') return null;
    if (typeof parsed.r !== 'string') return null;
    if (parsed.k !== undefined && typeof parsed.k !== 'string') return null;
    return { userId: parsed.u, requestId: parsed.r, ...(parsed.k === undefined ? {} : { idempotencyKey: parsed.k }) };
  } catch {
    return null;
  }
}

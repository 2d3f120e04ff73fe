import { createHmac } from 'node:crypto';

// Shared by the identity service and the embedded provider (a separate program under scripts/),
// so that the two agree on a client with nothing configured.

/** The client id the embedded provider registers and the identity service uses by default. */
export const DEFAULT_CLIENT_ID = 'peace-practice';

/**
 * Derives a named secret from SESSION_SECRET, so the embedded provider and the identity service
 * agree on the client secret (and the provider on its cookie keys) with nothing configured.
 */
export function deriveSecret(sessionSecret: string, purpose: string): string {
  return createHmac('sha256', sessionSecret).update(`peace-practice:${purpose}`).digest('base64url');
}

export const defaultClientSecret = (sessionSecret: string) => deriveSecret(sessionSecret, 'oidc-client-secret');

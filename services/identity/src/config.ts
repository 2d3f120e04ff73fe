import { ConfigError, DEFAULT_CLIENT_ID, defaultClientSecret, loadServiceConfig } from '@peace/kit';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const parsed = loadServiceConfig('identity', {
  /** Signs the session cookie; shared with the gateway. */
  SESSION_SECRET: z.string().min(16, 'must be at least 16 characters'),
  /** Where browsers reach the app (the gateway); redirect URIs and cookies derive from it. */
  PUBLIC_URL: z.string().url(),
  /** The OpenID provider users sign in with (the embedded one locally). */
  OIDC_ISSUER: z.string().url(),
  OIDC_CLIENT_ID: z.string().min(1).default(DEFAULT_CLIENT_ID),
  /** Defaults to the secret the embedded provider derives from SESSION_SECRET. */
  OIDC_CLIENT_SECRET: optional,
  OIDC_SCOPES: z.string().default('openid email profile'),
  /** Sign-in with Google is offered when both are set. */
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  /** Google's issuer; tests point it at a local provider. */
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  /** Plain-http issuers are refused in production unless this is 1 (e.g. a provider inside the cluster network). */
  OIDC_ALLOW_HTTP_ISSUER: z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => value === '1'),
});

if (parsed.NODE_ENV === 'production' && !parsed.OIDC_ALLOW_HTTP_ISSUER) {
  for (const [name, value] of [
    ['OIDC_ISSUER', parsed.OIDC_ISSUER],
    ['GOOGLE_ISSUER', parsed.GOOGLE_ISSUER],
  ] as const) {
    if (new URL(value).protocol !== 'https:') throw new ConfigError(`Invalid environment:\n  ${name}: must be https in production (or set OIDC_ALLOW_HTTP_ISSUER=1)`);
  }
}

if (Boolean(parsed.GOOGLE_CLIENT_ID) !== Boolean(parsed.GOOGLE_CLIENT_SECRET)) {
  throw new ConfigError('Invalid environment:\n  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both to offer Google sign-in, or neither');
}

export const config = Object.freeze({
  ...parsed,
  OIDC_CLIENT_SECRET: parsed.OIDC_CLIENT_SECRET ?? defaultClientSecret(parsed.SESSION_SECRET),
});
export type Config = typeof config;

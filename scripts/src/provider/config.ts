import { z } from 'zod';
import { ConfigError, DEFAULT_CLIENT_ID, defaultClientSecret, loadConfig, processEnv } from '@peace/kit';

const urlList = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
  .pipe(z.array(z.string().url()));

const parsed = loadConfig(
  processEnv.extend({
    /** Its accounts and signing keys live in a schema of their own (oidc_provider), migrated at its start. */
    DATABASE_URL: z.string().url(),
    REDIS_URL: z.string().url(),
    /** Client secret and cookie keys derive from it, so the identity service needs no extra setting. */
    SESSION_SECRET: z.string().min(16, 'must be at least 16 characters'),
    /** The URL browsers and the identity service reach the provider at. */
    OIDC_PROVIDER_ISSUER: z.string().url(),
    /** Comma-separated callback URLs of the one registered client, e.g. https://app.example/api/callback. */
    OIDC_PROVIDER_REDIRECT_URIS: urlList.refine((list) => list.length > 0, 'needs at least one URL'),
    /** Comma-separated URLs the client may return to after logout. */
    OIDC_PROVIDER_POST_LOGOUT_URIS: urlList,
    OIDC_PROVIDER_CLIENT_ID: z.string().min(1).default(DEFAULT_CLIENT_ID),
    OIDC_PROVIDER_CLIENT_SECRET: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : undefined)),
    /** The provider signs anyone in with just an email address; production refuses it unless this is 1. */
    OIDC_PROVIDER_ALLOW_IN_PRODUCTION: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1'),
  }),
);

if (parsed.NODE_ENV === 'production' && !parsed.OIDC_PROVIDER_ALLOW_IN_PRODUCTION) {
  throw new ConfigError(
    'Invalid environment:\n  OIDC_PROVIDER_ALLOW_IN_PRODUCTION: the embedded OpenID provider lets anyone sign in with any email address; set OIDC_ISSUER to a real provider, or set this to 1 to run it anyway',
  );
}

export const providerConfig = Object.freeze({
  ...parsed,
  OIDC_PROVIDER_CLIENT_SECRET: parsed.OIDC_PROVIDER_CLIENT_SECRET ?? defaultClientSecret(parsed.SESSION_SECRET),
});
export type ProviderConfig = typeof providerConfig;

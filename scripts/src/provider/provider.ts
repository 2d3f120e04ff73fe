import { randomBytes } from 'node:crypto';
import Provider, { type Configuration, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import { z } from 'zod';
import { deriveSecret, type Logger, type Redis } from '@peace/kit';
import type { ProviderAccounts } from './accounts.js';
import { createRedisAdapter } from './adapter.js';
import type { ProviderConfig } from './config.js';
import { errorPage, signedOutPage, signOutPage } from './pages.js';

const DAY = 24 * 60 * 60;

export interface ProviderDeps {
  config: ProviderConfig;
  redis: Redis;
  accounts: ProviderAccounts;
  keys: JWK[];
  logger: Logger;
}

/**
 * The Content-Security-Policy of the provider's pages. Form submissions end in redirects to the
 * app, and browsers check those against form-action too, so the app's origins are listed.
 */
export function pagePolicy(config: ProviderConfig, scriptNonce?: string): string {
  const origins = new Set([...config.OIDC_PROVIDER_REDIRECT_URIS, ...config.OIDC_PROVIDER_POST_LOGOUT_URIS].map((uri) => new URL(uri).origin));
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    scriptNonce ? `script-src 'nonce-${scriptNonce}'` : undefined,
    `form-action 'self' ${[...origins].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ]
    .filter(Boolean)
    .join('; ');
}

const uuid = z.string().uuid();

/**
 * A real OpenID provider (discovery, JWKS, authorization code with PKCE, userinfo, end-session)
 * with one registered client, the app, and accounts that are just an email address and a name.
 */
export function createProvider(deps: ProviderDeps): Provider {
  const { config, accounts, logger } = deps;
  const clientId = config.OIDC_PROVIDER_CLIENT_ID;

  const configuration: Configuration = {
    adapter: createRedisAdapter(deps.redis),
    clients: [
      {
        client_id: clientId,
        client_secret: config.OIDC_PROVIDER_CLIENT_SECRET,
        client_name: 'Peace Practice',
        redirect_uris: config.OIDC_PROVIDER_REDIRECT_URIS,
        post_logout_redirect_uris: config.OIDC_PROVIDER_POST_LOGOUT_URIS,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: deps.keys },
    cookies: { keys: [deriveSecret(config.SESSION_SECRET, 'oidc-provider-cookies')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Like Google, put the profile in the ID token too, so a relying party needs no userinfo call.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      if (!uuid.safeParse(sub).success) return undefined;
      const account = await accounts.find(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: true,
          given_name: account.givenName ?? undefined,
          family_name: account.familyName ?? undefined,
          name: [account.givenName, account.familyName].filter(Boolean).join(' ') || undefined,
        }),
      };
    },
    // The one client is the app itself: signing in grants it what it asked for, with no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId || client.clientId !== clientId) return undefined;
      const grantId = ctx.oidc.result?.['consent']?.grantId ?? session.grantIdFor(client.clientId);
      const grant = (grantId ? await provider.Grant.find(grantId) : undefined) ?? new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      await grant.save();
      return grant;
    },
    // Only the authorization code flow, always with PKCE.
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          const nonce = randomBytes(16).toString('base64');
          ctx.set('content-security-policy', pagePolicy(config, nonce));
          ctx.type = 'html';
          ctx.body = signOutPage(form, nonce);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.set('content-security-policy', pagePolicy(config));
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.set('content-security-policy', pagePolicy(config));
      ctx.type = 'html';
      ctx.body = errorPage('Sign-in could not continue', out.error_description ?? out.error);
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * DAY,
      Session: 14 * DAY,
    },
  };

  const provider = new Provider(config.OIDC_PROVIDER_ISSUER, configuration);
  // An https issuer served over plain http sits behind a TLS-terminating proxy: trust its X-Forwarded-* headers.
  provider.proxy = new URL(config.OIDC_PROVIDER_ISSUER).protocol === 'https:';
  provider.on('server_error', (_ctx: unknown, error: Error) => logger.error({ err: error }, 'provider error'));
  const refused = (event: string) => (_ctx: unknown, error: Error) => logger.warn({ err: error, event }, 'provider refused a request');
  provider.on('authorization.error', refused('authorization.error'));
  provider.on('grant.error', refused('grant.error'));
  provider.on('end_session.error', refused('end_session.error'));
  provider.on('userinfo.error', refused('userinfo.error'));
  return provider;
}

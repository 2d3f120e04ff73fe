import * as oidc from 'openid-client';
import { z } from 'zod';
import type { ProviderProfile } from '../commands/users.js';

export interface RelyingPartyOptions {
  /** Recorded with each session ('oidc', 'google'), so logout knows where to end it. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** The public callback URL, e.g. https://app.example/api/callback. */
  redirectUri: string;
  /** Permits a plain-http issuer (the embedded provider on localhost). */
  allowHttp: boolean;
  timeoutSeconds?: number;
}

/** The per-attempt secrets that tie a callback to the login that started it. */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newPendingLogin(): PendingLogin {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

const text = (max: number) => z.string().trim().min(1).max(max);
const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().toLowerCase().pipe(z.string().email().max(320)).optional().catch(undefined),
  // Some providers send the flag as a string.
  email_verified: z.union([z.boolean(), z.literal('true').transform(() => true), z.literal('false').transform(() => false)]).optional().catch(undefined),
  given_name: text(200).optional().catch(undefined),
  family_name: text(200).optional().catch(undefined),
  name: text(200).optional().catch(undefined),
  picture: z
    .string()
    .url()
    .max(2048)
    .refine((value) => /^https?:\/\//i.test(value), 'must be an http(s) URL')
    .optional()
    .catch(undefined),
});

/** Maps standard OpenID Connect claims to our profile; a claim that fails its check counts as absent. */
export function profileFromClaims(issuer: string, claims: Record<string, unknown>): ProviderProfile {
  const parsed = claimsSchema.parse(claims);
  // A provider that only sends a full name still gives the user a name.
  const firstName = parsed.given_name ?? (parsed.family_name ? null : (parsed.name ?? null));
  return {
    issuer,
    subject: parsed.sub,
    email: parsed.email ?? null,
    emailVerified: parsed.email_verified === true,
    firstName,
    lastName: parsed.family_name ?? null,
    picture: parsed.picture ?? null,
  };
}

/** The iss claim of a JWT we issued earlier and only pass along, so its signature is not our concern here. */
function issuerOf(jwt: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iss?: unknown };
    return typeof payload.iss === 'string' ? payload.iss : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One OpenID Connect provider we sign users in with: authorization code flow with PKCE, state
 * and nonce. The provider's metadata is discovered on first use (and again after a failure),
 * so the service starts even while the provider is away.
 */
export class RelyingParty {
  readonly name: string;
  readonly redirectUri: string;
  private discovered: Promise<oidc.Configuration> | undefined;

  constructor(private readonly options: RelyingPartyOptions) {
    this.name = options.name;
    this.redirectUri = options.redirectUri;
  }

  private configuration(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret, allowHttp } = this.options;
    const timeout = this.options.timeoutSeconds ?? 10;
    this.discovered ??= oidc
      .discovery(new URL(issuer), clientId, { client_secret: clientSecret }, oidc.ClientSecretBasic(clientSecret), {
        execute: allowHttp ? [oidc.allowInsecureRequests] : [],
        timeout,
      })
      .then((configuration) => {
        configuration.timeout = timeout;
        return configuration;
      })
      .catch((error: unknown) => {
        this.discovered = undefined;
        throw error;
      });
    return this.discovered;
  }

  /** Where to send the browser to sign in. */
  async authorizationUrl(pending: PendingLogin): Promise<URL> {
    const configuration = await this.configuration();
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: this.options.scope,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Checks the provider's answer against the pending login, redeems the code and answers who
   * signed in. Claims missing from the ID token are read from the userinfo endpoint.
   */
  async complete(callbackUrl: URL, pending: PendingLogin): Promise<{ profile: ProviderProfile; idToken: string | null }> {
    const configuration = await this.configuration();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('the provider returned no ID token');
    let claims: Record<string, unknown> = { ...idClaims };
    if (idClaims['email'] === undefined && configuration.serverMetadata().userinfo_endpoint) {
      const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      claims = { ...userInfo, ...idClaims };
    }
    return { profile: profileFromClaims(configuration.serverMetadata().issuer, claims), idToken: tokens.id_token ?? null };
  }

  /** The provider's end-session URL for this sign-in, or null when it has none. */
  async endSessionUrl(idToken: string | null, postLogoutRedirectUri: string): Promise<URL | null> {
    const configuration = await this.configuration();
    const { end_session_endpoint: endpoint, issuer } = configuration.serverMetadata();
    if (!endpoint) return null;
    // A token from another issuer (the provider moved, or OIDC_ISSUER changed since sign-in) would be refused; the client id suffices.
    const hint = idToken && issuerOf(idToken) === issuer ? idToken : undefined;
    return oidc.buildEndSessionUrl(configuration, {
      post_logout_redirect_uri: postLogoutRedirectUri,
      ...(hint ? { id_token_hint: hint } : {}),
    });
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { parseCookieHeader, serializeCookie, type Redis } from '@peace/kit';
import type { PendingLogin } from './relying-party.js';

/** Ties the browser that starts a login to its callback, so a stranger's callback URL signs nobody in. */
const LOGIN_FLOW_COOKIE = 'peace.auth';
// The gateway serves every sign-in route under /api; the cookie goes nowhere else.
const COOKIE_PATH = '/api';
const FLOW_TTL_SECONDS = 10 * 60;

const flowSchema = z.object({
  provider: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string(),
});

export interface LoginFlow extends PendingLogin {
  provider: string;
  returnTo: string;
}

const flowKey = (state: string) => `peace:auth:flow:${state}`;

/**
 * Logins in progress: their secrets live in Redis for ten minutes under the state, and the
 * browser holds only the state, signed. A flow can be completed once.
 */
export class LoginFlows {
  constructor(
    private readonly redis: Redis,
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  private sign(state: string): string {
    return createHmac('sha256', this.secret).update(state).digest('base64url');
  }

  /** Keeps a login's secrets and answers the Set-Cookie that binds it to this browser. */
  async save(flow: LoginFlow): Promise<string> {
    const { state, ...rest } = flow;
    await this.redis.set(flowKey(state), JSON.stringify(rest), 'EX', FLOW_TTL_SECONDS);
    return serializeCookie(LOGIN_FLOW_COOKIE, `${state}.${this.sign(state)}`, { path: COOKIE_PATH, maxAge: FLOW_TTL_SECONDS, httpOnly: true, sameSite: 'Lax', secure: this.secure });
  }

  /** The browser's login in progress, removed so it cannot be replayed; null when absent, forged or expired. */
  async take(cookieHeader: string | undefined): Promise<LoginFlow | null> {
    const value = parseCookieHeader(cookieHeader).get(LOGIN_FLOW_COOKIE);
    if (!value) return null;
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return null;
    const state = value.slice(0, dot);
    const expected = Buffer.from(this.sign(state));
    const given = Buffer.from(value.slice(dot + 1));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const raw = await this.redis.getdel(flowKey(state));
    if (raw === null) return null;
    const parsed = flowSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { state, ...parsed.data } : null;
  }

  clearCookie(): string {
    return serializeCookie(LOGIN_FLOW_COOKIE, '', { path: COOKIE_PATH, maxAge: 0, httpOnly: true, sameSite: 'Lax', secure: this.secure });
  }
}

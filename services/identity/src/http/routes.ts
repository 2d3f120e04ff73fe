import type { IRouter, Request, Response } from 'express';
import { isSessionId, parseCookieHeader, SESSION_COOKIE, sessionSetCookie, verifySessionCookie } from '@peace/kit';
import { signInUser, type UserDeps } from '../commands/users.js';
import type { SessionStore } from '../commands/sessions.js';
import type { CachedSession } from '../sessions/cache.js';
import type { LoginFlows } from '../oidc/login-flows.js';
import { newPendingLogin, type RelyingParty } from '../oidc/relying-party.js';
import { googleNotConfiguredPage, providerUnavailablePage, signInFailedPage } from './pages.js';
import { safeReturnTo } from './return-to.js';

export interface IdentityRoutesDeps extends UserDeps {
  sessions: SessionStore;
  flows: LoginFlows;
  /** The main provider ('oidc') and Google when configured. */
  parties: { oidc: RelyingParty; google: RelyingParty | undefined };
  publicUrl: string;
  sessionSecret: string;
}

/** Public paths (behind the gateway) that start each login, for the "try again" links. */
const LOGIN_PATHS: Record<string, string> = { oidc: '/api/login', google: '/api/auth/google' };

const html = (res: Response, status: number, body: string) => {
  res.status(status).type('html').send(body);
};

/**
 * The sign-in routes the gateway proxies browser navigations to, and the session lookups it
 * makes on a cache miss. All sit behind the internal header.
 */
export function mountIdentityRoutes(router: IRouter, deps: IdentityRoutesDeps): void {
  const { logger, sessions, flows, parties } = deps;
  const home = `${deps.publicUrl.replace(/\/+$/, '')}/`;

  router.use(['/auth', '/internal/sessions'], (_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });

  // Express 5 hands a rejected handler's error to the error handler.
  const startLogin = (party: RelyingParty) => async (req: Request, res: Response) => {
    const returnTo = safeReturnTo(req.query['returnTo']);
    const pending = newPendingLogin();
    let location: URL;
    try {
      location = await party.authorizationUrl(pending);
    } catch (error) {
      logger.error({ err: error, provider: party.name }, 'sign-in provider unreachable');
      html(res, 503, providerUnavailablePage(LOGIN_PATHS[party.name] ?? '/'));
      return;
    }
    res.append('set-cookie', await flows.save({ ...pending, provider: party.name, returnTo }));
    res.redirect(302, location.href);
  };

  const finishLogin = (party: RelyingParty) => async (req: Request, res: Response) => {
    const retry = LOGIN_PATHS[party.name] ?? '/';
    res.append('set-cookie', flows.clearCookie());
    const flow = await flows.take(req.header('cookie'));
    if (!flow || flow.provider !== party.name) {
      html(res, 400, signInFailedPage(retry));
      return;
    }
    const callbackUrl = new URL(party.redirectUri);
    callbackUrl.search = new URL(req.originalUrl, 'http://identity.internal').search;
    let outcome: Awaited<ReturnType<RelyingParty['complete']>>;
    try {
      outcome = await party.complete(callbackUrl, flow);
    } catch (error) {
      // Cancelled at the provider, a replayed or tampered callback, or the provider failing: start again.
      logger.warn({ err: error, provider: party.name }, 'sign-in callback refused');
      html(res, 400, signInFailedPage(retry));
      return;
    }
    const { user, created } = await signInUser(deps, outcome.profile);
    // A new session id at every sign-in, so an id planted before it is worth nothing after.
    const previous = verifySessionCookie(parseCookieHeader(req.header('cookie')).get(SESSION_COOKIE), deps.sessionSecret);
    if (previous) await sessions.destroy(previous);
    const { sid } = await sessions.create({ userId: user.id, provider: party.name, idToken: outcome.idToken });
    logger.info({ userId: user.id, provider: party.name, created }, 'signed in');
    res.append('set-cookie', sessionSetCookie(sid, deps.sessionSecret, deps.publicUrl));
    res.redirect(302, flow.returnTo);
  };

  router.get('/auth/login', startLogin(parties.oidc));
  router.get('/auth/callback', finishLogin(parties.oidc));

  if (parties.google) {
    router.get('/auth/google', startLogin(parties.google));
    router.get('/auth/google/callback', finishLogin(parties.google));
  } else {
    router.get(['/auth/google', '/auth/google/callback'], (_req, res) => {
      html(res, 503, googleNotConfiguredPage());
    });
  }

  router.get('/auth/logout', async (req, res) => {
    const sid = verifySessionCookie(parseCookieHeader(req.header('cookie')).get(SESSION_COOKIE), deps.sessionSecret);
    let location = '/';
    // A session its account's deletion ended is still signed in at the provider: end that one too.
    const ended = sid ? ((await sessions.destroy(sid)) ?? (await sessions.takeEnded(sid))) : null;
    if (ended) {
      logger.info({ userId: ended.userId, provider: ended.provider }, 'signed out');
      const party = ended.provider === 'google' ? parties.google : ended.provider === 'oidc' ? parties.oidc : undefined;
      // Our session is gone either way; ending the provider's too is a courtesy that may fail.
      const endSession = await party?.endSessionUrl(ended.idToken, home).catch((error: unknown) => {
        logger.warn({ err: error, provider: ended.provider }, 'provider end-session unavailable');
        return null;
      });
      if (endSession) location = endSession.href;
    }
    res.append('set-cookie', sessionSetCookie(null, deps.sessionSecret, deps.publicUrl));
    res.redirect(302, location);
  });

  // The gateway's lookup of a session, and the slide of its expiry: the session as it now is, or 404.
  const answerSession = (read: (sid: string) => Promise<CachedSession | null>) => async (req: Request, res: Response) => {
    const sid = String(req.params['sid']);
    const session = isSessionId(sid) ? await read(sid) : null;
    if (session) res.json(session);
    else res.status(404).json({ message: 'Session not found' });
  };
  router.get('/internal/sessions/:sid', answerSession((sid) => sessions.find(sid)));
  router.post('/internal/sessions/:sid/touch', answerSession((sid) => sessions.touch(sid)));
}

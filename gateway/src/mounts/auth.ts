import type http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { IRouter, NextFunction, Request, Response } from 'express';
import { IDEMPOTENCY_KEY_HEADER, readIdempotencyKey } from '@peace/kit';
import { givenRequestId, type Caller } from '../auth/caller.js';
import { csrfGuard } from '../auth/csrf.js';
import { mountAuthRoutes } from '../auth/routes.js';
import type { GatewayContext } from '../graph.js';
import { HttpInputError } from '../http/errors.js';
import { perWiring } from './mount.js';

/**
 * Who is asking, and sign-in: `identify` resolves the session cookie once per request, whoever
 * asks first, and sets the request's context; `signIn` mounts the sign-in routes; `csrf` refuses
 * a write from another site.
 */
export const authOf = perWiring(({ config, parts: { sessions }, logger }) => {
  const callers = new WeakMap<http.IncomingMessage, Caller>();
  const callerOf = (req: http.IncomingMessage): Caller => {
    let caller = callers.get(req);
    if (!caller) {
      caller = { requestId: givenRequestId(req.headers) ?? randomUUID(), session: sessions.lookup(req.headers.cookie) };
      callers.set(req, caller);
    }
    return caller;
  };
  const identify = async (req: Request, res: Response, next: NextFunction) => {
    const { requestId, session: lookup } = callerOf(req);
    res.setHeader('x-request-id', requestId);
    try {
      const session = await lookup;
      // A session in use slides; the browser's cookie must slide with it.
      if (session?.refreshCookie) res.append('Set-Cookie', session.refreshCookie);
      let idempotencyKey: string | undefined;
      try {
        idempotencyKey = readIdempotencyKey(req.headers[IDEMPOTENCY_KEY_HEADER]);
      } catch (error) {
        next(new HttpInputError(400, (error as Error).message));
        return;
      }
      res.locals['gateway'] = { userId: session?.userId ?? null, requestId, idempotencyKey, clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown' } satisfies GatewayContext;
      next();
    } catch (error) {
      logger.error({ err: error }, 'session lookup failed');
      res.status(503).json({ message: 'Service unavailable' });
    }
  };
  return {
    identify,
    signIn: (router: IRouter) => mountAuthRoutes(router, { identityUrl: config.IDENTITY_URL, internalSecret: config.INTERNAL_SECRET, publicUrl: config.PUBLIC_URL }),
    csrf: csrfGuard(config.PUBLIC_URL),
  };
});

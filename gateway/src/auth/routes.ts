import { randomUUID } from 'node:crypto';
import type { IRouter, Request, Response } from 'express';
import { INTERNAL_HEADER, signInternalHeader } from '@peace/kit';
import { csrfGuard } from './csrf.js';

/** Public path under /api → the identity service's route. */
const AUTH_ROUTES: ReadonlyArray<readonly [publicPath: string, identityPath: string]> = [
  ['/login', '/auth/login'],
  ['/callback', '/auth/callback'],
  ['/auth/google', '/auth/google'],
  ['/auth/google/callback', '/auth/google/callback'],
];

// Headers of the identity service's answer that the browser needs; nothing else crosses over.
const PASSED_BACK = ['location', 'content-type', 'cache-control'] as const;

export interface AuthRoutesOptions {
  identityUrl: string;
  internalSecret: string;
  /** The app's own origin, the only one a signing-out form may be posted from. */
  publicUrl: string;
  /** How long the identity service may take; a callback includes its token request to the provider. */
  timeoutMs?: number;
}

function unavailablePage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in unavailable · Peace Practice</title></head>
<body><main><h1>Sign-in is unavailable right now</h1><p>Please try again in a moment.</p><p><a href="/">Back to Peace Practice</a></p></main></body></html>`;
}

function confirmSignOutPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign out · Peace Practice</title></head>
<body><main><h1>Sign out of Peace Practice?</h1><form method="post" action="/api/logout"><button type="submit">Sign Out</button></form><p><a href="/">Stay signed in</a></p></main></body></html>`;
}

/**
 * Whether a navigation was started by one of our own pages (Fetch Metadata). Anything else — a
 * link on another site, a typed address, a browser or client that does not say — must not sign
 * anyone out without asking.
 */
function fromOurOwnPage(req: Request): boolean {
  return req.header('sec-fetch-site') === 'same-origin';
}

/**
 * Mounts the browser's sign-in navigations on a router serving /api: /api/login, /api/callback,
 * /api/logout, /api/auth/google and /api/auth/google/callback. Each is forwarded to the identity
 * service with its query string and cookies, signed with the internal header, and its status,
 * Location and Set-Cookie are passed back, so the identity service alone decides the flow.
 * Signing out is also taken as a POST from our own pages, which a GET from anywhere else is asked to confirm with.
 */
export function mountAuthRoutes(router: IRouter, options: AuthRoutesOptions): void {
  const identityUrl = options.identityUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const forward = (identityPath: string) => async (req: Request, res: Response) => {
    const queryAt = req.originalUrl.indexOf('?');
    const search = queryAt >= 0 ? req.originalUrl.slice(queryAt) : '';
    const locals = res.locals['gateway'] as { requestId?: string } | undefined;
    const requestId = locals?.requestId ?? randomUUID();
    const headers: Record<string, string> = {
      [INTERNAL_HEADER]: signInternalHeader({ userId: null, requestId }, options.internalSecret),
      'x-request-id': requestId,
      accept: 'text/html',
    };
    const cookie = req.header('cookie');
    if (cookie) headers['cookie'] = cookie;
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(`${identityUrl}${identityPath}${search}`, { redirect: 'manual', headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      res.status(502).type('html').set('cache-control', 'no-store').send(unavailablePage());
      return;
    }
    res.status(upstream.status);
    for (const name of PASSED_BACK) {
      const value = upstream.headers.get(name);
      if (value !== null) res.setHeader(name, value);
    }
    const cookies = upstream.headers.getSetCookie();
    if (cookies.length > 0) res.append('set-cookie', cookies);
    const body = Buffer.from(await upstream.arrayBuffer());
    if (body.length > 0) res.send(body);
    else res.end();
  };
  for (const [publicPath, identityPath] of AUTH_ROUTES) {
    router.get(publicPath, forward(identityPath));
  }
  // Signing out from anywhere but our own pages is asked about first, with a form only our own pages can post.
  const logout = forward('/auth/logout');
  router.get('/logout', (req: Request, res: Response) => {
    if (!fromOurOwnPage(req)) {
      res.status(200).type('html').set('cache-control', 'no-store').send(confirmSignOutPage());
      return;
    }
    void logout(req, res);
  });
  router.post('/logout', csrfGuard(options.publicUrl), (req: Request, res: Response) => void logout(req, res));
}

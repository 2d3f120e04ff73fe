import { createHash } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { escapeHtml, type Logger } from '@peace/kit';
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../graph.js';
import type { RateLimits, Refusal } from '../rate-limit.js';
import { UnsubscribeSessionEmailsDocument } from './__generated__/operations.js';

export const UNSUBSCRIBE_PATH = '/email/unsubscribe';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Peace Practice</title>
<style>body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#f1f7f2;color:#1d2b22;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;padding:2rem;max-width:26rem;margin:1rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}h1{font-size:1.4rem;color:#1f7a4d;margin-top:0}
button{background:#1f7a4d;color:#fff;border:0;border-radius:999px;padding:.75rem 1.75rem;font-size:1rem;font-weight:700;cursor:pointer}a{color:#1f7a4d}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * The limits of unsubscribe POSTs, apart from the write limits: a mail provider sends the one-click
 * POSTs of many people from one address, each with the token of one person. So they count per
 * token (one person's link replayed), and an address counts only the tokens that were not valid
 * (someone guessing at links), which once over its limit refuses every unsubscribe from it.
 */
export const UNSUBSCRIBE_LIMITS = {
  perToken: { points: 5, windowSeconds: 600 },
  invalidPerAddress: { points: 20, windowSeconds: 600 },
};

// The shape of a token the notification service signs: the person's id and a SHA-256 HMAC, in base64url.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{48}\.[A-Za-z0-9_-]{43}$/;

const invalid = () => page('This link is not valid', '<p>This unsubscribe link is incomplete or was altered. You can turn session emails off on your <a href="/profile">profile</a>.</p>');

/**
 * The public unsubscribe URL every session email carries. GET shows a confirmation (mail scanners
 * follow links, and must not unsubscribe anyone); POST unsubscribes, as a browser form or as a
 * mail client's one-click request (RFC 8058), which comes from another origin with no cookie: the
 * signed token is the authority, so this sits outside the cross-site guard.
 */
export function createUnsubscribeRouter(deps: { graph: ApolloServer<GatewayContext>; logger: Logger; limits: Pick<RateLimits, 'limit'> }): Router {
  const router = express.Router();
  const perToken = deps.limits.limit('unsubscribe-token', UNSUBSCRIBE_LIMITS.perToken.points, UNSUBSCRIBE_LIMITS.perToken.windowSeconds);
  const invalidPerAddress = deps.limits.limit('unsubscribe-invalid-address', UNSUBSCRIBE_LIMITS.invalidPerAddress.points, UNSUBSCRIBE_LIMITS.invalidPerAddress.windowSeconds);
  const address = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';
  // Keyed by a digest: the limits' store never holds a token that unsubscribes someone.
  const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url');
  const tooMany = (res: Response, refusal: Refusal) =>
    void res
      .status(429)
      .set('retry-after', String(refusal.retryAfterSeconds))
      .send(page('Please try again later', `<p>${escapeHtml(refusal.message)}</p>`));
  /** A token that is not valid counts against its address, and is answered 400 (429 once the address is over its limit). */
  const refuseInvalid = async (req: Request, res: Response) => {
    const guessing = await invalidPerAddress(address(req));
    if (guessing) return tooMany(res, guessing);
    res.status(400).send(invalid());
  };
  const tokenOf = (req: Request): string | undefined => {
    const token = req.query['token'];
    return typeof token === 'string' && token.length > 0 && token.length <= 512 ? token : undefined;
  };
  router.get(UNSUBSCRIBE_PATH, (req: Request, res: Response) => {
    res.set('cache-control', 'no-store').type('html');
    const token = tokenOf(req);
    if (!token) return void res.status(400).send(invalid());
    res.send(
      page(
        'Unsubscribe from session emails?',
        `<p>You will no longer receive emails when a session you joined or a community you belong to begins, nor reminders before sessions.</p>
<form method="post" action="/api${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>
<p><small>You can turn them back on at any time on your <a href="/profile">profile</a>.</small></p>`,
      ),
    );
  });
  router.post(UNSUBSCRIBE_PATH, express.urlencoded({ extended: false, limit: '1kb' }), async (req: Request, res: Response) => {
    res.set('cache-control', 'no-store').type('html');
    const guessing = await invalidPerAddress(address(req), 0);
    if (guessing) return tooMany(res, guessing);
    const token = tokenOf(req);
    if (!token || !TOKEN_SHAPE.test(token)) return refuseInvalid(req, res);
    const replayed = await perToken(tokenKey(token));
    if (replayed) return tooMany(res, replayed);
    try {
      const response = await deps.graph.executeOperation({ query: UnsubscribeSessionEmailsDocument, variables: { token } }, {
        // Mail providers unsubscribe many people from few addresses: this route's own limits stand instead of the write allowance.
        contextValue: { ...(res.locals['gateway'] as GatewayContext), clientAddress: undefined },
      });
      if (response.body.kind !== 'single') throw new Error('incremental delivery is not used here');
      const { errors } = response.body.singleResult;
      if (errors?.[0]?.extensions?.['code'] === 'BAD_USER_INPUT') return refuseInvalid(req, res);
      if (errors && errors.length > 0) throw new Error(errors[0]!.message);
      res.send(page('You are unsubscribed', '<p>We will not email you about sessions any more. You can turn these emails back on at any time on your <a href="/profile">profile</a>.</p>'));
    } catch (error) {
      deps.logger.error({ err: error }, 'unsubscribe failed');
      res.status(503).send(page('Please try again', '<p>We could not unsubscribe you just now. Please try again in a moment.</p>'));
    }
  });
  return router;
}

/** The OpenAPI entries of the unsubscribe URL, which answers HTML rather than JSON. */
export const unsubscribeOpenApi = {
  [`/api${UNSUBSCRIBE_PATH}`]: {
    get: {
      summary: 'A page asking to confirm unsubscribing from session emails',
      parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
      responses: { '200': { description: 'Confirmation page', content: { 'text/html': {} } }, '400': { description: 'Missing or invalid token', content: { 'text/html': {} } } },
    },
    post: {
      summary: 'Unsubscribes the user the signed token names from session emails; also the RFC 8058 one-click target',
      parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
      requestBody: { required: false, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', const: 'One-Click' } } } } } },
      responses: {
        '200': { description: 'Unsubscribed', content: { 'text/html': {} } },
        '400': { description: 'Invalid token', content: { 'text/html': {} } },
        '429': { description: 'The same token posted too often, or too many invalid tokens from one address; Retry-After says when to try again', content: { 'text/html': {} } },
      },
    },
  },
};

import type http from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Kind, OperationTypeNode, parse, type OperationDefinitionNode } from 'graphql';
import proxyaddr from 'proxy-addr';
import { createRateLimit, type Logger, type Redis } from '@peace/kit';
import type { GatewayConfig } from './config.js';

export interface RateLimitOptions {
  redis: Redis;
  settings: GatewayConfig;
  logger: Logger;
}

/** A refusal: what to tell the caller and when to come back. */
export interface Refusal {
  retryAfterSeconds: number;
  message: string;
}

/** Which hops may name the client in X-Forwarded-For, as Express's `trust proxy` and proxy-addr take it. */
export type TrustProxy = (address: string, hop: number) => boolean;

export function trustProxy(setting: false | number | readonly string[]): TrustProxy {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyaddr.compile([...setting]);
}

// The browser's sign-in navigations, as the /api router sees them: each costs a point of the address's sign-in limit.
const SIGN_IN_PATHS = new Set(['/login', '/callback', '/auth/google', '/auth/google/callback']);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function waitMessage(seconds: number): string {
  return `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** Whether a GraphQL POST body runs a mutation; a document that cannot be read but names one counts as one. */
export function isMutation(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { query, operationName } = body as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string' || !/\bmutation\b/.test(query)) return false;
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query, { noLocation: true }).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return true;
  }
  const chosen = typeof operationName === 'string' ? operations.find((operation) => operation.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  // No single operation chosen: the graph refuses the request without running anything.
  return chosen?.operation === OperationTypeNode.MUTATION;
}

/** The operations a GraphQL request asks to run: each of a batch's (a POST of an array), or the one. */
function graphqlOperations(req: Request): unknown[] {
  return req.method === 'POST' && Array.isArray(req.body) ? (req.body as unknown[]) : [req.body];
}

/**
 * The gateway's rate limits, on kit's limit: counted in Redis so every replica shares them, in this
 * process's memory while Redis does not answer within the timeout.
 */
export function createRateLimits({ redis, settings, logger }: RateLimitOptions) {
  const trust = trustProxy(settings.TRUST_PROXY);

  /**
   * One limit: so many points per window and key. Resolves with the refusal, or null when allowed;
   * consuming no points asks whether the key is over its limit without counting.
   */
  const limit = (name: string, points: number, windowSeconds: number) => {
    const counted = createRateLimit({ redis, keyPrefix: `rate-limit:${name}`, points, windowSeconds, redisTimeoutMs: settings.RATE_LIMIT_REDIS_TIMEOUT_MS, logger });
    return async (key: string, pointsToConsume = 1): Promise<Refusal | null> => {
      const refused = await counted.take(key, pointsToConsume);
      return refused && { retryAfterSeconds: refused.retryAfterSeconds, message: waitMessage(refused.retryAfterSeconds) };
    };
  };

  const signIn = limit('sign-in', settings.RATE_LIMIT_SIGN_IN, settings.RATE_LIMIT_SIGN_IN_WINDOW_S);
  const userWrites = limit('writes-user', settings.RATE_LIMIT_WRITES_PER_USER, settings.RATE_LIMIT_WRITES_WINDOW_S);
  const addressWrites = limit('writes-address', settings.RATE_LIMIT_WRITES_PER_ADDRESS, settings.RATE_LIMIT_WRITES_WINDOW_S);
  const addressGraphql = limit('graphql-address', settings.RATE_LIMIT_GRAPHQL_PER_ADDRESS, settings.RATE_LIMIT_GRAPHQL_WINDOW_S);
  const userSockets = limit('sockets-user', settings.RATE_LIMIT_SOCKETS_PER_USER, settings.RATE_LIMIT_SOCKETS_WINDOW_S);
  const addressSockets = limit('sockets-address', settings.RATE_LIMIT_SOCKETS_PER_ADDRESS, settings.RATE_LIMIT_SOCKETS_WINDOW_S);

  /** A write counts against its signed-in person, or against its address when signed out; a batch's writes count each. */
  const write = (req: Request, res: Response, writes = 1) => {
    const userId = (res.locals['gateway'] as { userId?: string | null } | undefined)?.userId;
    return userId ? userWrites(userId, writes) : addressWrites(req.ip ?? req.socket.remoteAddress ?? 'unknown', writes);
  };

  /** Runs a check, answering a refusal with 429, Retry-After and the body `answer` makes. */
  const guard =
    (check: (req: Request, res: Response) => Promise<Refusal | null>, answer: (refusal: Refusal) => unknown): RequestHandler =>
    (req: Request, res: Response, next: NextFunction) => {
      void check(req, res).then((refusal) => {
        if (!refusal) {
          next();
          return;
        }
        res.status(429).set('retry-after', String(refusal.retryAfterSeconds)).json(answer(refusal));
      }, next);
    };

  const apiGuard = guard(
    (req, res) => (req.method === 'GET' && SIGN_IN_PATHS.has(req.path) ? signIn(req.ip ?? req.socket.remoteAddress ?? 'unknown') : write(req, res)),
    ({ message }) => ({ message }),
  );
  const graphqlAnswer = ({ message }: Refusal) => ({ errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS' } }] });
  const graphqlGuard = guard((req, res) => write(req, res, graphqlOperations(req).filter(isMutation).length), graphqlAnswer);
  // Every GraphQL operation, reads too, counts per address (each of a batch's as one): whatever a document costs the graph, one address cannot send them without end.
  const graphqlRequestGuard = guard((req) => addressGraphql(req.ip ?? req.socket.remoteAddress ?? 'unknown', graphqlOperations(req).length), graphqlAnswer);

  return {
    /** For Express's `trust proxy`, so that req.ip is the address limits count by. */
    trust,
    /** A limit of a route's own, counted like the others (in Redis, in memory while Redis is away). */
    limit,
    /**
     * On the /api router, after the caller is identified: sign-in navigations per address, writes
     * per person or address. Reads pass without a look at Redis.
     */
    api: ((req, res, next) => {
      if (WRITES.has(req.method) || (req.method === 'GET' && SIGN_IN_PATHS.has(req.path))) apiGuard(req, res, next);
      else next();
    }) satisfies RequestHandler,
    /** On /graphql, after the body is parsed: every request counts per address, and mutations also as writes. */
    graphql: ((req, res, next) => {
      graphqlRequestGuard(req, res, (error?: unknown) => {
        if (error) next(error);
        else if (req.method === 'POST' && graphqlOperations(req).some(isMutation)) graphqlGuard(req, res, next);
        else next();
      });
    }) satisfies RequestHandler,
    /** A live socket's connect, before its upgrade: per address, then per person when signed in. */
    socket: async (req: http.IncomingMessage, userId: () => Promise<string | null>): Promise<Refusal | null> => {
      const byAddress = await addressSockets(proxyaddr(req, trust));
      if (byAddress) return byAddress;
      const person = await userId().catch(() => null);
      return person ? userSockets(person) : null;
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

import type http from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, OperationTypeNode } from 'graphql';
import proxyaddr from 'proxy-addr';
import { createRateLimit, type Logger, type Redis } from '@peace/kit';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './graph.js';

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
/** Error codes of a graph that failed rather than refused: what it did is unknown, so the write stays counted. */
const FAILURES = new Set(['INTERNAL', 'UNAVAILABLE']);

function waitMessage(seconds: number): string {
  return `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** A refusal as the graph raises it: 429 with Retry-After, REST and GraphQL alike. */
function tooManyRequests({ message, retryAfterSeconds }: Refusal): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: retryAfterSeconds, http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) } },
  });
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
    const take = async (key: string, pointsToConsume = 1): Promise<Refusal | null> => {
      const refused = await counted.take(key, pointsToConsume);
      return refused && { retryAfterSeconds: refused.retryAfterSeconds, message: waitMessage(refused.retryAfterSeconds) };
    };
    return Object.assign(take, { take, giveBack: (key: string, points = 1) => counted.giveBack(key, points) });
  };

  const signIn = limit('sign-in', settings.RATE_LIMIT_SIGN_IN, settings.RATE_LIMIT_SIGN_IN_WINDOW_S);
  const userWrites = limit('writes-user', settings.RATE_LIMIT_WRITES_PER_USER, settings.RATE_LIMIT_WRITES_WINDOW_S);
  const addressWrites = limit('writes-address', settings.RATE_LIMIT_WRITES_PER_ADDRESS, settings.RATE_LIMIT_WRITES_WINDOW_S);
  const addressGraphql = limit('graphql-address', settings.RATE_LIMIT_GRAPHQL_PER_ADDRESS, settings.RATE_LIMIT_GRAPHQL_WINDOW_S);
  const userSockets = limit('sockets-user', settings.RATE_LIMIT_SOCKETS_PER_USER, settings.RATE_LIMIT_SOCKETS_WINDOW_S);
  const addressSockets = limit('sockets-address', settings.RATE_LIMIT_SOCKETS_PER_ADDRESS, settings.RATE_LIMIT_SOCKETS_WINDOW_S);

  /** A write counts against its signed-in person, or against its address when signed out. */
  const writer = (context: GatewayContext): { count: typeof userWrites; key: string } | undefined =>
    context.userId ? { count: userWrites, key: context.userId } : context.clientAddress ? { count: addressWrites, key: context.clientAddress } : undefined;

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

  const signInGuard = guard((req) => signIn(req.ip ?? req.socket.remoteAddress ?? 'unknown'), ({ message }) => ({ message }));
  const graphqlAnswer = ({ message }: Refusal) => ({ errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS' } }] });
  // Every GraphQL operation, reads too, counts per address (each of a batch's as one): whatever a document costs the graph, one address cannot send them without end.
  const graphqlRequestGuard = guard((req) => addressGraphql(req.ip ?? req.socket.remoteAddress ?? 'unknown', graphqlOperations(req).length), graphqlAnswer);

  /**
   * The write allowance, counted where every encoding of a write meets: the graph, once it knows
   * which operation runs. A persisted query's hash is resolved by then, each of a batch's
   * operations comes through on its own, and REST routes run their operation here too. A write is
   * taken when it starts (so a burst cannot all pass a check together) and given back when it was
   * refused (an error that left nothing answered, other than the graph failing), so refusals use
   * up nothing.
   */
  const allowances: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      let taken: { count: typeof userWrites; key: string } | undefined;
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation !== OperationTypeNode.MUTATION) return;
          const counted = writer(contextValue);
          if (!counted) return;
          const refused = await counted.count.take(counted.key);
          if (refused) throw tooManyRequests(refused);
          taken = counted;
        },
        async willSendResponse({ response }) {
          if (!taken || response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          const refusedOnly = errors?.length && errors.every((error) => !FAILURES.has(String(error.extensions?.['code'])));
          if (refusedOnly && (!data || Object.values(data).every((value) => value === null))) await taken.count.giveBack(taken.key);
        },
      };
    },
  };

  return {
    /** For Express's `trust proxy`, so that req.ip is the address limits count by. */
    trust,
    /** A limit of a route's own, counted like the others (in Redis, in memory while Redis is away). */
    limit,
    /** On the /api router: sign-in navigations per address. Writes count in the graph (`allowances`). */
    api: ((req, res, next) => {
      if (req.method === 'GET' && SIGN_IN_PATHS.has(req.path)) signInGuard(req, res, next);
      else next();
    }) satisfies RequestHandler,
    /** On /graphql, after the body is parsed: every request counts per address. */
    graphql: graphqlRequestGuard,
    /** The graph's plugin counting every write, whatever its encoding. */
    allowances,
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

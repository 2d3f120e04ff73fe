import type http from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, OperationTypeNode, type GraphQLSchema } from 'graphql';
import proxyaddr from 'proxy-addr';
import { createRateLimit, type Logger, type Redis } from '@peace/kit';
import type { GatewayConfig } from './config.js';
import { costModel, type CostModel, type FieldCost } from './cost.js';
import type { GatewayContext } from './graph.js';
import { workRoom } from './work-room.js';

export interface RateLimitOptions {
  redis: Redis;
  settings: GatewayConfig;
  logger: Logger;
  /** The supergraph's cost directives, which operations are estimated with (see cost.ts). */
  costDirectives: ReadonlyMap<string, FieldCost>;
  /** The largest estimate one operation may have, and the operations of one batch together. */
  maxOperationCost: number;
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

type Limit = ReturnType<ReturnType<typeof createRateLimits>['limit']>;

/** Points taken from an allowance for an operation, given back when it is refused. */
interface Taken {
  count: Limit;
  key: string;
  points: number;
}

/** A request the client must change: 400. */
function refusal(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
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
export function createRateLimits({ redis, settings, logger, costDirectives, maxOperationCost }: RateLimitOptions) {
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
  const userCost = limit('cost-user', settings.COST_PER_USER, settings.COST_WINDOW_S);
  const addressCost = limit('cost-address', settings.COST_PER_ADDRESS, settings.COST_WINDOW_S);
  /** Operations running now, per client, in this process. */
  const inFlight = new Map<string, number>();
  // Without it, four clients' operations of 20,000 answered objects each ran at once and took 4 to 6 s, and a person's reads waited behind them (p99 591 ms against 133 ms alone).
  const room = workRoom(settings.COST_IN_FLIGHT, settings.COST_IN_FLIGHT_WAIT_MS, settings.COST_ALWAYS_RUNS);
  const models = new WeakMap<GraphQLSchema, CostModel>();
  const modelOf = (schema: GraphQLSchema): CostModel => {
    let model = models.get(schema);
    if (!model) {
      model = costModel(schema, costDirectives);
      models.set(schema, model);
    }
    return model;
  };

  /** An allowance counts against its signed-in person, or against its address when signed out; the gateway's own operations count nowhere. */
  const holder = (context: GatewayContext, byUser: Limit, byAddress: Limit): Taken | undefined =>
    context.userId ? { count: byUser, key: context.userId, points: 1 } : context.clientAddress ? { count: byAddress, key: context.clientAddress, points: 1 } : undefined;

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

  const giveBack = (allowances: Taken[]) => Promise.all(allowances.map((allowance) => allowance.count.giveBack(allowance.key, allowance.points)));

  /**
   * The write and cost allowances, counted where every encoding of an operation meets: the graph, once it knows
   * which operation runs. A persisted query's hash is resolved by then, each of a batch's
   * operations comes through on its own, and REST routes run their operation here too. A write is
   * taken when it starts (so a burst cannot all pass a check together) and given back when it was
   * refused (an error that left nothing answered, other than the graph failing), so refusals use
   * up nothing. Each operation is first estimated (cost.ts) before any subgraph is asked: one
   * over the budget, or a batch whose operations together are, is refused with 400; its estimate
   * is charged to the client's cost allowance per minute, 429 once that is used up.
   */
  const allowances: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      const taken: Taken[] = [];
      let running: string | undefined;
      /** The operation's estimate as charged, and how to measure what it answered. */
      let charge: { allowance: Taken; answered: (data: Readonly<Record<string, unknown>>) => number } | undefined;
      /** The weight the operation holds in this process's work room while it runs. */
      let held: number | undefined;
      /** Whether the operation reported its estimate to its batch. */
      let estimated = false;
      return {
        async didResolveOperation({ operation, contextValue, schema, document, operationName, request }) {
          const cost = modelOf(schema)(document, operationName, request.variables ?? {}) ?? 0;
          estimated = true;
          // Nothing of a batch runs before all of it is estimated.
          const total = contextValue.batch ? await contextValue.batch.add(cost) : cost;
          if (cost > maxOperationCost) throw refusal(`The operation's estimated cost is ${cost} (at most ${maxOperationCost}).`);
          if (total > maxOperationCost) throw refusal(`The batch's operations together have an estimated cost of ${total} (at most ${maxOperationCost}).`);
          const client = contextValue.userId ? `user:${contextValue.userId}` : contextValue.clientAddress ? `address:${contextValue.clientAddress}` : undefined;
          if (client) {
            const now = (inFlight.get(client) ?? 0) + 1;
            if (now > settings.MAX_OPERATIONS_IN_FLIGHT) throw tooManyRequests({ retryAfterSeconds: 1, message: `Too many operations at once (at most ${settings.MAX_OPERATIONS_IN_FLIGHT}). Please try again in 1 second.` });
            inFlight.set(client, now);
            running = client;
          }
          const writes = operation?.operation === OperationTypeNode.MUTATION ? holder(contextValue, userWrites, addressWrites) : undefined;
          const charged = holder(contextValue, userCost, addressCost);
          const costs = charged && cost > 0 ? { ...charged, points: cost } : undefined;
          for (const allowance of [writes, costs]) {
            if (!allowance) continue;
            const refused = await allowance.count.take(allowance.key, allowance.points);
            if (refused) {
              await giveBack(taken.splice(0));
              throw tooManyRequests(refused);
            }
            taken.push(allowance);
          }
          if (costs) charge = { allowance: costs, answered: (data) => modelOf(schema).answered(document, operationName, request.variables ?? {}, data) };
          const weight = await room.enter(cost);
          if (weight === null) {
            await giveBack(taken.splice(0));
            throw tooManyRequests({ retryAfterSeconds: 1, message: 'The service is busy with other costly operations. Please try again in 1 second.' });
          }
          held = weight;
        },
        async willSendResponse({ response, contextValue }) {
          // Failed before it was resolved (unparsable, invalid, an unknown persisted query): the rest of its batch need not wait for it.
          if (!estimated) {
            estimated = true;
            contextValue.batch?.skip();
          }
          if (held !== undefined) {
            room.leave(held);
            held = undefined;
          }
          if (running) {
            const left = (inFlight.get(running) ?? 1) - 1;
            if (left > 0) inFlight.set(running, left);
            else inFlight.delete(running);
            running = undefined;
          }
          if (taken.length === 0 || response.body.kind !== 'single') return;
          const { data, errors = [] } = response.body.singleResult;
          const failed = errors.some((error) => FAILURES.has(String(error.extensions?.['code'])));
          // An error inside a field's answer means that field ran (a write was made, lists were read) before it was
          // refused: what it answered no longer says what it did. Only an operation refused at its root fields ran nothing.
          const ranThenRefused = errors.some((error) => (error.path?.length ?? 0) > 1);
          if (errors.length > 0 && !failed && !ranThenRefused && (!data || Object.values(data).every((value) => value === null))) {
            await giveBack(taken.splice(0));
            return;
          }
          // What ran is charged as it answered, the rest of its estimate given back; a graph that failed, or a field
          // refused after it ran, keeps the whole estimate charged, as what it did is unknown.
          if (charge && data && !failed && !ranThenRefused) {
            const unused = charge.allowance.points - charge.answered(data);
            // Not awaited: the answer need not wait on Redis for a refund.
            if (unused > 0) void charge.allowance.count.giveBack(charge.allowance.key, unused);
          }
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

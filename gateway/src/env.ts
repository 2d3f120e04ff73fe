import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { processEnv, serviceEnv } from '@peace/kit';

const url = z.string().url();

const flag = z.enum(['0', '1']).transform((value) => value === '1');
const count = z.coerce.number().int().positive();
const seconds = z.coerce.number().int().positive();

/**
 * Which hops in front of the gateway may speak for the client in X-Forwarded-For: empty trusts
 * none (the socket's address is the client's), a number trusts that many hops, otherwise a comma
 * list of addresses, subnets or the names loopback, linklocal and uniquelocal.
 */
const trustProxy = z
  .string()
  .default('')
  .transform((value, context): false | number | string[] => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === 'false') return false;
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    if (trimmed === 'true') {
      context.addIssue({ code: 'custom', message: 'name the proxies (a hop count, addresses or subnets): trusting every hop lets any client choose its address' });
      return z.NEVER;
    }
    return trimmed.split(',').map((entry) => entry.trim()).filter(Boolean);
  });

/** The gateway's settings, read from the environment. */
export const gatewayEnv = processEnv
  .extend({
    PORT: processEnv.shape.PORT.default(8080),
    PUBLIC_URL: url.default('http://localhost:8080'),
    REDIS_URL: url,
    INTERNAL_SECRET: z.string().min(16, 'must be at least 16 characters'),
    SESSION_SECRET: z.string().min(16, 'must be at least 16 characters'),
    IDENTITY_URL: url,
    SUBGRAPH_IDENTITY_URL: url,
    SUBGRAPH_MEDITATION_URL: url,
    SUBGRAPH_GROUPS_URL: url,
    SUBGRAPH_COMMUNITIES_URL: url,
    SUBGRAPH_STATS_URL: url,
    SUBGRAPH_NOTIFICATION_URL: url,
    SUPERGRAPH_PATH: z.string().default(fileURLToPath(new URL('../supergraph.graphql', import.meta.url))),
    WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
    /** How long a vanished socket may keep counting as meditating. */
    PRESENCE_TTL_MS: z.coerce.number().int().positive().default(45_000),
    /** Proxies trusted to name the client's address (X-Forwarded-For), which the rate limits count by. */
    TRUST_PROXY: trustProxy,
    // Rate limits, counted in Redis so every replica shares them: so many per window of seconds.
    /** Sign-in navigations (/api/login and the provider's callback) per address: a class behind one school NAT signs in together. */
    RATE_LIMIT_SIGN_IN: count.default(200),
    RATE_LIMIT_SIGN_IN_WINDOW_S: seconds.default(600),
    /** Writes (GraphQL mutations, however sent: REST routes, persisted hashes, batches) per signed-in person; refused ones give theirs back. */
    RATE_LIMIT_WRITES_PER_USER: count.default(120),
    /** Writes per address of signed-out callers. */
    RATE_LIMIT_WRITES_PER_ADDRESS: count.default(120),
    RATE_LIMIT_WRITES_WINDOW_S: seconds.default(60),
    /**
     * GraphQL requests (queries too) per address: far above what the app sends (a tab sends a few a
     * second at most, and a class behind one NAT together), so only a flood meets it.
     */
    RATE_LIMIT_GRAPHQL_PER_ADDRESS: count.default(3000),
    RATE_LIMIT_GRAPHQL_WINDOW_S: seconds.default(60),
    /**
     * The cost (gateway/src/cost.ts) of the operations one signed-in person, or one address signed
     * out, may run per window. An operation starts only while its estimate fits what is left, and is
     * charged what it answered: the app's largest operation (estimated at 42,500) fits a fresh
     * allowance twice, and a person browsing answers a few thousand objects a minute, while an
     * operation answering tens of thousands of objects runs a few times a minute per client.
     */
    COST_PER_USER: count.default(100_000),
    COST_PER_ADDRESS: count.default(100_000),
    COST_WINDOW_S: seconds.default(60),
    /**
     * Operations one client (person, or address signed out) may have running at once in a gateway:
     * the app sends at most a batch of ten together. One more is refused with 429 rather than
     * queueing for the subgraphs' database connections, which are everybody's.
     */
    MAX_OPERATIONS_IN_FLIGHT: count.default(20),
    /**
     * The estimated cost of the operations one gateway process runs at once, whoever sent them (the
     * budget of one operation: the largest runs alone, a person's reads of a few hundred beside it).
     * An operation that does not fit waits for room, at most COST_IN_FLIGHT_WAIT_MS, then gets 429.
     */
    COST_IN_FLIGHT: count.default(50_000),
    COST_IN_FLIGHT_WAIT_MS: count.default(500),
    /**
     * An operation estimated at most this runs whatever the room holds: every one of the app's but its
     * Sessions tab (2,578 at most). Without it a person's read found no room beside an operation as
     * large as the room, and was refused (2 of 15 readers' reads got 429 in the adversarial suite).
     */
    COST_ALWAYS_RUNS: count.default(3_000),
    /** How long a subgraph fetch may take before the operation is answered 503 (the subgraph is not answering). */
    SUBGRAPH_DEADLINE_MS: z.coerce.number().int().positive().default(15_000),
    /** Live socket connects per signed-in person, and per address whoever connects. */
    RATE_LIMIT_SOCKETS_PER_USER: count.default(30),
    RATE_LIMIT_SOCKETS_PER_ADDRESS: count.default(300),
    RATE_LIMIT_SOCKETS_WINDOW_S: seconds.default(60),
    /** How long a limit waits for Redis before counting in process memory instead. */
    RATE_LIMIT_REDIS_TIMEOUT_MS: count.default(250),
    /** The stack's controlled clock, read as the services read it, so the socket tells clients the same time. */
    PEACE_TEST_CLOCK: serviceEnv.shape.PEACE_TEST_CLOCK,
    /** Where /metrics is served: a port of its own, kept off the public one. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    /** Whether /graphql answers introspection: off in production unless set to 1. */
    GRAPHQL_INTROSPECTION: flag.optional(),
    /** How long a client may take to send a request's headers, and the whole request with its body. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  })
  .transform((env) => ({ ...env, GRAPHQL_INTROSPECTION: env.GRAPHQL_INTROSPECTION ?? env.NODE_ENV !== 'production' }));

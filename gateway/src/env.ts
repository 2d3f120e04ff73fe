import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { processEnv, serviceEnv } from '@peace/kit';

const url = z.string().url();

const flag = z.enum(['0', '1']).transform((value) => value === '1');

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

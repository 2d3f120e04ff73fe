import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadConfig, processEnv, serviceEnv } from '@peace/kit';

const url = z.string().url();

export const config = loadConfig(
  processEnv.extend({
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
  }),
);

export type GatewayConfig = typeof config;

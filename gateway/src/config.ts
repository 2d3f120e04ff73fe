import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadConfig } from '@peace/kit';

const url = z.string().url();

export const config = loadConfig(
  z.object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
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
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** How long a vanished socket may keep counting as meditating. */
    PRESENCE_TTL_MS: z.coerce.number().int().positive().default(45_000),
  }),
);

export type GatewayConfig = typeof config;

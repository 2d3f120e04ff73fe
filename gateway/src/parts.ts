import { readFileSync } from 'node:fs';
import { createControlledClock, createRedis, systemClock, type Logger } from '@peace/kit';
import { createSessionResolver } from './auth/session-resolver.js';
import type { GatewayConfig } from './config.js';
import { readCostDirectives } from './cost.js';
import { createGraph, MAX_OPERATION_COST } from './graph.js';
import { createRateLimits } from './rate-limit.js';
import { subgraphReadiness } from './subgraph-readiness.js';

/** What every mount of the gateway shares: its Redis connections, its clock, the sessions, the limits and the graph. */
export async function connectParts(config: GatewayConfig, logger: Logger) {
  const redis = createRedis(config.REDIS_URL, 'gateway');
  const subscriber = createRedis(config.REDIS_URL, 'gateway-subscriber', { subscriber: true });
  // The time the live socket tells clients must be the services' time, which a test stack controls.
  const controlledClock = config.PEACE_TEST_CLOCK ? await createControlledClock(config.REDIS_URL) : undefined;
  if (controlledClock) logger.warn('test clock enabled: time can be moved forward by the harness');
  const sessions = createSessionResolver({
    redis,
    subscriber,
    identityUrl: config.IDENTITY_URL,
    sessionSecret: config.SESSION_SECRET,
    internalSecret: config.INTERNAL_SECRET,
    publicUrl: config.PUBLIC_URL,
    logger,
  });
  const subgraphUrls = {
    identity: config.SUBGRAPH_IDENTITY_URL,
    meditation: config.SUBGRAPH_MEDITATION_URL,
    groups: config.SUBGRAPH_GROUPS_URL,
    communities: config.SUBGRAPH_COMMUNITIES_URL,
    stats: config.SUBGRAPH_STATS_URL,
    notification: config.SUBGRAPH_NOTIFICATION_URL,
  };
  const limits = createRateLimits({ redis, settings: config, logger, costDirectives: readCostDirectives(readFileSync(config.SUPERGRAPH_PATH, 'utf8')), maxOperationCost: MAX_OPERATION_COST });
  const graph = await createGraph({
    supergraphPath: config.SUPERGRAPH_PATH,
    internalSecret: config.INTERNAL_SECRET,
    introspection: config.GRAPHQL_INTROSPECTION,
    logger,
    subgraphUrls,
    subgraphDeadlineMs: config.SUBGRAPH_DEADLINE_MS,
    plugins: [limits.allowances],
  });
  return { redis, subscriber, controlledClock, clock: controlledClock ?? systemClock, sessions, limits, graph, subgraphs: subgraphReadiness(subgraphUrls) };
}

export type GatewayParts = Awaited<ReturnType<typeof connectParts>>;

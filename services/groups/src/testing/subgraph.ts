// The groups subgraph's schema and resolvers over a real PostgreSQL and Redis, on the clock a test
// sets: for the resolver suites, which ask it as a client would ask the graph.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { parse, type GraphQLSchema } from 'graphql';
import { createDatabase, createLogger, createRedis, type Clock, type DatabaseHandle, type Redis } from '@peace/kit';
import { CommunityMemberNotes } from '@peace/communities/live';
import { GroupJoinNotes, publishGroupSessionChange } from '../live/index.js';
import { schema as tables } from '../db/schema.js';
import type { SessionTimers } from '../commands/sessions.js';
import { createResolvers } from '../resolvers/index.js';

export interface GroupsSubgraph {
  handle: DatabaseHandle<typeof tables>;
  redis: Redis;
  schema: GraphQLSchema;
  close(): Promise<void>;
}

/** Where the subgraph keeps its data: a migrated groups database of its own and the run's Redis (the suite's `serviceInfra('groups', name)`). */
export interface SubgraphInfra {
  databaseUrl: string;
  redisUrl: string;
}

/** The subgraph's schema over the database given, with the given clock and timers. */
export function startGroupsSubgraph(infra: SubgraphInfra, options: { clock: Clock; timers: SessionTimers; connections?: number }): GroupsSubgraph {
  const logger = createLogger('groups-test', 'silent');
  const redis = createRedis(infra.redisUrl, 'groups-test');
  const handle = createDatabase(infra.databaseUrl, tables, options.connections ? { max: options.connections } : undefined);
  const typeDefs = parse(readFileSync(fileURLToPath(new URL('../schema.graphql', import.meta.url)), 'utf8'));
  const resolvers = createResolvers({ db: handle.db, clock: options.clock, logger, timers: options.timers, joins: new GroupJoinNotes(redis), memberNotes: new CommunityMemberNotes(redis), announce: (signal) => publishGroupSessionChange(redis, signal) });
  return {
    handle,
    redis,
    schema: buildSubgraphSchema([{ typeDefs, resolvers: resolvers as never }]),
    close: async () => {
      redis.disconnect();
      await handle.close();
    },
  };
}

// The groups subgraph's schema and resolvers over a real PostgreSQL and Redis, on the clock a test
// sets, asked as a client would ask the graph: for the resolver suites.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { graphql, parse } from 'graphql';
import { createDatabase, createLogger, createRedis, formatGraphQLError, type Clock, type DatabaseHandle, type Redis, type RequestContext } from '@peace/kit';
import { CommunityMemberNotes } from '@peace/communities/live';
import { GroupJoinNotes, publishGroupSessionChange } from '../live/index.js';
import { createServiceDatabase, testInfraUrls } from '@peace/scripts/testing';
import { schema as tables } from '../db/schema.js';
import type { SessionTimers } from '../commands/sessions.js';
import { createResolvers } from '../resolvers/index.js';

export interface Answer<T> {
  data?: T | null;
  errors?: readonly { message: string; originalError?: unknown; extensions?: { code?: unknown } }[];
}

export interface GroupsSubgraph {
  handle: DatabaseHandle<typeof tables>;
  redis: Redis;
  /** Runs one operation as userId (null: signed out). */
  run<T = Record<string, unknown>>(userId: string | null, source: string, variableValues?: Record<string, unknown>): Promise<Answer<T>>;
  close(): Promise<void>;
}

/** A database of its own named database, the subgraph's schema over it with the given clock and timers. */
export async function startGroupsSubgraph(options: { database: string; clock: Clock; timers: SessionTimers; connections?: number }): Promise<GroupsSubgraph> {
  const logger = createLogger('groups-test', 'silent');
  const redis = createRedis(testInfraUrls().redisUrl, `${options.database}-test`);
  const handle = createDatabase(await createServiceDatabase('groups', options.database), tables, options.connections ? { max: options.connections } : undefined);
  const typeDefs = parse(readFileSync(fileURLToPath(new URL('../schema.graphql', import.meta.url)), 'utf8'));
  const resolvers = createResolvers({ db: handle.db, clock: options.clock, logger, timers: options.timers, joins: new GroupJoinNotes(redis), memberNotes: new CommunityMemberNotes(redis), announce: (signal) => publishGroupSessionChange(redis, signal) });
  const schema = buildSubgraphSchema([{ typeDefs, resolvers: resolvers as never }]);
  return {
    handle,
    redis,
    run: async <T>(userId: string | null, source: string, variableValues: Record<string, unknown> = {}) => {
      const contextValue: RequestContext = { userId, requestId: randomUUID(), logger };
      return (await graphql({ schema, source, variableValues, contextValue })) as Answer<T>;
    },
    close: async () => {
      redis.disconnect();
      await handle.close();
    },
  };
}

/** The first error of an answer as a client sees it, once the server has formatted it. */
export function failure(answer: Answer<unknown>): { code: unknown; message: string | undefined } {
  const [error] = answer.errors ?? [];
  const formatted = error ? formatGraphQLError({ message: error.message, extensions: error.extensions }, error) : undefined;
  return { code: formatted?.extensions?.['code'], message: formatted?.message };
}

// The groups subgraph's schema and resolvers over a real PostgreSQL: what a list of sessions costs in queries.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { graphql, parse, type GraphQLSchema } from 'graphql';
import { createDatabase, createRedis, createLogger, runMigrations, systemClock, type DatabaseHandle, type RequestContext, type Redis } from '@peace/kit';
import { CommunityMemberNotes } from '@peace/communities/live';
import { GroupJoinNotes, publishGroupSessionChange } from '../live/index.js';
import { createTestDatabase, testInfraUrls } from '@peace/scripts/testing';
import { groupSessionParticipants, groupSessions, schema as tables } from '../db/schema.js';
import { createResolvers } from './index.js';

let handle: DatabaseHandle<typeof tables>;
// Reading sessions sets no timer.
const noTimers = { completeAtEnd: () => Promise.resolve(), cancelIfNotStarted: () => Promise.resolve(), startOnTime: () => Promise.resolve() };
let schema: GraphQLSchema;

let redis: Redis;

beforeAll(async () => {
  redis = createRedis(testInfraUrls().redisUrl, 'groups-test');
  const url = await createTestDatabase('groups');
  await runMigrations(url, 'groups', fileURLToPath(new URL('../db/migrations', import.meta.url)));
  handle = createDatabase(url, tables, { max: 2 });
  const typeDefs = parse(readFileSync(fileURLToPath(new URL('../schema.graphql', import.meta.url)), 'utf8'));
  schema = buildSubgraphSchema([{ typeDefs, resolvers: createResolvers({ db: handle.db, clock: systemClock, logger: createLogger('groups-test', 'silent'), timers: noTimers, joins: new GroupJoinNotes(redis), memberNotes: new CommunityMemberNotes(redis), announce: (signal) => publishGroupSessionChange(redis, signal) }) as never }]);
});

afterAll(async () => {
  redis?.disconnect();
  await handle?.close();
});

const context = (): RequestContext => ({ userId: null, requestId: randomUUID(), logger: createLogger('groups-test', 'silent') });

async function listCounts(): Promise<{ counts: Record<string, number>; countQueries: number }> {
  const query = jest.spyOn(handle.pool, 'query');
  try {
    const result = await graphql({ schema, source: '{ groupSessions { name participantCount creator { id } } }', contextValue: context() });
    expect(result.errors).toBeUndefined();
    const sessions = (result.data as { groupSessions: { name: string; participantCount: number }[] }).groupSessions;
    const countQueries = query.mock.calls.filter(([sql]) => JSON.stringify(sql).includes('group_session_participants')).length;
    return { counts: Object.fromEntries(sessions.map((session) => [session.name, session.participantCount])), countQueries };
  } finally {
    query.mockRestore();
  }
}

it('counts the participants of every listed session in one query, and afresh for each request', async () => {
  const soon = new Date(Date.now() + 60 * 60_000);
  const creator = randomUUID();
  const rows = await handle.db
    .insert(groupSessions)
    .values(['Dawn', 'Noon', 'Dusk'].map((name) => ({ name, intention: 'Peace', scheduledStart: soon, duration: 10, createdBy: creator })))
    .returning();
  const byName = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  await handle.db.insert(groupSessionParticipants).values([
    { groupSessionId: byName['Noon']!, userId: randomUUID() },
    { groupSessionId: byName['Dusk']!, userId: randomUUID() },
    { groupSessionId: byName['Dusk']!, userId: randomUUID() },
    { groupSessionId: byName['Dusk']!, userId: randomUUID(), status: 'left' },
  ]);

  expect(await listCounts()).toEqual({ counts: { Dawn: 0, Noon: 1, Dusk: 2 }, countQueries: 1 });

  await handle.db.insert(groupSessionParticipants).values({ groupSessionId: byName['Dawn']!, userId: randomUUID() });
  expect(await listCounts()).toEqual({ counts: { Dawn: 1, Noon: 1, Dusk: 2 }, countQueries: 1 });
});

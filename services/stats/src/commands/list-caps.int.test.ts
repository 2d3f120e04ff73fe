// The members lists over a real PostgreSQL holding more members than the lists' cap: at most the
// cap comes back, the size the gateway's cost model assumes of them.
import { randomUUID } from 'node:crypto';
import { createDatabase, migrateService, type DatabaseHandle } from '@peace/kit';
import { createTestDatabase } from '@peace/scripts/testing';
import { members, schema, userTotals } from '../db/schema.js';
import { MAX_MEMBERS_LISTED, memberList } from './members.js';

let database: DatabaseHandle<typeof schema>;

beforeAll(async () => {
  const url = await createTestDatabase('stats_caps');
  await migrateService('stats', url);
  database = createDatabase(url, schema, { max: 2 });
});

afterAll(async () => {
  await database?.close();
});

it('lists at most the cap of members, newest and most active first', async () => {
  const start = Date.now() - 3_600_000;
  const people = Array.from({ length: MAX_MEMBERS_LISTED + 5 }, (_, index) => ({ userId: randomUUID(), joinedAt: new Date(start + index * 1000), firstName: `Member ${index}` }));
  await database.db.insert(members).values(people);
  await database.db.insert(userTotals).values(people.map((person, index) => ({ userId: person.userId, sessions: 1, minutes: 5 + index })));
  const recent = await memberList(database.db, 'recent');
  expect(recent).toHaveLength(MAX_MEMBERS_LISTED);
  expect(recent[0]?.firstName).toBe(`Member ${MAX_MEMBERS_LISTED + 4}`);
  const active = await memberList(database.db, 'most-active');
  expect(active).toHaveLength(MAX_MEMBERS_LISTED);
  expect(active[0]?.totalMinutes).toBe(5 + MAX_MEMBERS_LISTED + 4);
});

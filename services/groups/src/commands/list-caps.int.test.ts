// Each list of the groups subgraph over a real PostgreSQL holding more rows than its cap: at most the
// cap comes back, the size the gateway's cost model assumes of the list.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createDatabase, runMigrations, systemClock, type DatabaseHandle } from '@peace/kit';
import { createTestDatabase } from '@peace/scripts/testing';
import { closingLines, groupSessionParticipants, groupSessions, schema as tables } from '../db/schema.js';
import { MAX_OPEN_SESSIONS, MAX_PARTICIPANTS, MAX_UPCOMING_SESSIONS } from '../list-caps.js';
import { closingLinesOf } from './closing-lines.js';
import { upcomingSessionsOfMany } from './communities.js';
import { joinedParticipants, listOpenSessions } from './sessions.js';

let handle: DatabaseHandle<typeof tables>;

beforeAll(async () => {
  const url = await createTestDatabase('groups_caps');
  await runMigrations(url, 'groups', fileURLToPath(new URL('../db/migrations', import.meta.url)));
  handle = createDatabase(url, tables, { max: 2 });
});

afterAll(async () => {
  await handle?.close();
});

const hoursAhead = (hours: number) => new Date(Date.now() + hours * 3_600_000);

it('lists at most the cap of open sessions, and of one community’s sessions to come, soonest first', async () => {
  const groupId = randomUUID();
  const count = Math.max(MAX_OPEN_SESSIONS, MAX_UPCOMING_SESSIONS) + 5;
  await handle.db
    .insert(groupSessions)
    .values(Array.from({ length: count }, (_, index) => ({ name: `Sit ${index}`, intention: 'Peace', scheduledStart: hoursAhead(1 + index), duration: 10, createdBy: randomUUID(), groupId })));
  const open = await listOpenSessions(handle.db, systemClock, null);
  expect(open).toHaveLength(MAX_OPEN_SESSIONS);
  expect(open[0]?.name).toBe('Sit 0');
  const [upcoming] = await upcomingSessionsOfMany(handle.db, systemClock, [groupId]);
  expect(upcoming).toHaveLength(MAX_UPCOMING_SESSIONS);
  expect(upcoming?.[0]?.name).toBe('Sit 0');
});

it('lists at most the cap of a session’s participants, the earliest first, and of its closing lines', async () => {
  const creator = randomUUID();
  const [full, other] = await handle.db
    .insert(groupSessions)
    .values([
      { name: 'Crowded', intention: 'Peace', scheduledStart: new Date(Date.now() - 3 * 3_600_000), duration: 10, createdBy: creator, status: 'completed', maxParticipants: MAX_PARTICIPANTS },
      { name: 'Quiet', intention: 'Peace', scheduledStart: hoursAhead(2), duration: 10, createdBy: creator },
    ])
    .returning();
  const start = Date.now() - 4 * 3_600_000;
  const people = Array.from({ length: MAX_PARTICIPANTS + 3 }, (_, index) => ({ userId: randomUUID(), joinedAt: new Date(start + index * 1000) }));
  await handle.db.insert(groupSessionParticipants).values(people.map((person) => ({ groupSessionId: full!.id, ...person })));
  await handle.db.insert(groupSessionParticipants).values({ groupSessionId: other!.id, userId: randomUUID() });
  const [crowded, quiet] = await joinedParticipants(handle.db, [full!.id, other!.id]);
  expect(crowded).toHaveLength(MAX_PARTICIPANTS);
  expect(crowded?.[0]?.userId).toBe(people[0]!.userId);
  expect(quiet).toHaveLength(1);

  await handle.db.insert(closingLines).values(people.map((person) => ({ groupSessionId: full!.id, userId: person.userId, text: 'Thank you', writtenAt: person.joinedAt })));
  expect(await closingLinesOf(handle.db, systemClock, full!, creator)).toHaveLength(MAX_PARTICIPANTS);
});

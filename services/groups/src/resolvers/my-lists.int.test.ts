// A person's own lists of the groups subgraph (their data export's part) read a page at a time,
// over a real PostgreSQL: every row exactly once across pages, and the size of a page bounded.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { closingLines, groupSessionParticipants, groupSessions } from '../db/schema.js';
import { type Answer, failure, type RunOperation, serviceInfra, subgraphRunner } from '@peace/scripts/testing';
import { startGroupsSubgraph, type GroupsSubgraph } from '../testing/subgraph.js';

let subgraph: GroupsSubgraph;
let run: RunOperation;
const timers = { completeAtEnd: async () => undefined, cancelIfNotStarted: async () => undefined, startOnTime: async () => undefined };

beforeAll(async () => {
  subgraph = startGroupsSubgraph(await serviceInfra('groups', 'groups-my-lists'), { clock: { now: () => new Date('2026-03-10T09:00:00.000Z') }, timers });
  run = subgraphRunner(subgraph.schema);
});

afterAll(async () => {
  await subgraph?.close();
});

/** An instant with microseconds, as PostgreSQL keeps them and a JavaScript Date cannot. */
const micro = (micros: number) => sql`${`2026-03-01T09:00:00.${String(micros).padStart(6, '0')}Z`}::timestamptz`;

async function seedSession(createdBy: string, scheduledStart: ReturnType<typeof micro>): Promise<string> {
  const [row] = await subgraph.handle.db
    .insert(groupSessions)
    .values({ name: 'Circle', intention: 'Peace', createdBy, groupId: null, duration: 10, status: 'completed', scheduledStart })
    .returning({ id: groupSessions.id });
  return row!.id;
}

/** Every id a list answers, read `first` at a time until a page comes back short. */
async function pageThrough(userId: string, field: 'myGroupSessions' | 'myClosingLines', first: number): Promise<{ sizes: number[]; ids: string[] }> {
  const sizes: number[] = [];
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const answer: Answer<Record<string, { id: string }[]>> = await run(userId, `query ($first: Int, $after: ID) { ${field}(first: $first, after: $after) { id } }`, { first, after });
    expect(answer.errors).toBeUndefined();
    const page = answer.data![field]!.map((item) => item.id);
    sizes.push(page.length);
    ids.push(...page);
    if (page.length < first) return { sizes, ids };
    after = page.at(-1)!;
  }
}

async function whole(userId: string, field: 'myGroupSessions' | 'myClosingLines'): Promise<string[]> {
  const answer = await run<Record<string, { id: string }[]>>(userId, `{ ${field} { id } }`);
  expect(answer.errors).toBeUndefined();
  return answer.data![field]!.map((item) => item.id);
}

describe("a person's group sessions and closing lines, a page at a time", () => {
  it('hold every row exactly once, oldest first, rows of one instant and instants a microsecond apart told apart', async () => {
    const me = randomUUID();
    const other = randomUUID();
    const mine: string[] = [];
    // Scheduled by me, joined by me, at times that differ by a microsecond or not at all.
    for (const micros of [5, 1, 1, 1, 2, 3]) mine.push(await seedSession(me, micro(micros)));
    for (const micros of [1, 4, 2]) {
      const id = await seedSession(other, micro(micros));
      await subgraph.handle.db.insert(groupSessionParticipants).values({ groupSessionId: id, userId: me });
      mine.push(id);
    }
    await seedSession(other, micro(1));
    const lines: string[] = [];
    for (const [index, id] of mine.entries()) {
      const [line] = await subgraph.handle.db
        .insert(closingLines)
        .values({ groupSessionId: id, userId: me, text: `Line ${index}`, writtenAt: micro(index % 3) })
        .returning({ id: closingLines.id });
      lines.push(line!.id);
    }

    const sessions = await pageThrough(me, 'myGroupSessions', 4);
    expect(sessions.sizes).toEqual([4, 4, 1]);
    expect(sessions.ids).toEqual(await whole(me, 'myGroupSessions'));
    expect([...sessions.ids].sort()).toEqual([...mine].sort());

    const written = await pageThrough(me, 'myClosingLines', 2);
    expect(written.sizes).toEqual([2, 2, 2, 2, 1]);
    expect(written.ids).toEqual(await whole(me, 'myClosingLines'));
    expect([...written.ids].sort()).toEqual([...lines].sort());
  });

  it('refuses a page over the cap, and a cursor naming nothing, as BAD_USER_INPUT naming the argument', async () => {
    const me = randomUUID();
    const refusals = [
      ['{ myGroupSessions(first: 201) { id } }', 'first: must be between 1 and 200'],
      ['{ myClosingLines(first: 201) { id } }', 'first: must be between 1 and 200'],
      ['{ myClosingLines(first: 0) { id } }', 'first: must be between 1 and 200'],
      [`{ myGroupSessions(after: "${randomUUID()}") { id } }`, 'after: names no item of the list'],
      [`{ myClosingLines(after: "${randomUUID()}") { id } }`, 'after: names no item of the list'],
      ['{ myClosingLines(after: "not-an-id") { id } }', 'after: must be the id of an item of the list'],
    ] as const;
    for (const [source, message] of refusals) expect({ source, ...failure(await run(me, source)) }).toEqual({ source, code: 'BAD_USER_INPUT', message });
  });
});

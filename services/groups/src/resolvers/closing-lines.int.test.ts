// The closing circle through the groups subgraph's schema and resolvers, over a real PostgreSQL,
// on a clock the test sets: who may leave a line and when, who sees the lines, who removes them.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { closingLines } from '../db/schema.js';
import { settleSessions, type SessionTimers } from '../commands/sessions.js';
import { type Answer, failure, type RunOperation, serviceInfra, subgraphRunner } from '@peace/scripts/testing';
import { startGroupsSubgraph, type GroupsSubgraph } from '../testing/subgraph.js';

let subgraph: GroupsSubgraph;
let run: RunOperation;
// Tests move it forward only.
let now = new Date('2026-03-10T09:00:00.000Z');
const clock = { now: () => now };
const timers: SessionTimers = { completeAtEnd: async () => undefined, cancelIfNotStarted: async () => undefined, startOnTime: async () => undefined };

beforeAll(async () => {
  subgraph = startGroupsSubgraph(await serviceInfra('groups', 'groups-closing-lines'), { clock, timers });
  run = subgraphRunner(subgraph.schema);
});

afterAll(async () => {
  await subgraph?.close();
});

const MINUTE = 60_000;
const later = (ms: number) => new Date(now.getTime() + ms);

interface Line {
  id: string;
  text: string;
  author: { id: string };
  writtenAt: string;
}

const LINE = 'id text author { id } writtenAt';
const LEAVE_LINE = `mutation Leave($groupSessionId: ID!, $text: String!) { leaveClosingLine(groupSessionId: $groupSessionId, text: $text) { ${LINE} } }`;
const REMOVE_LINE = 'mutation Remove($groupSessionId: ID!, $id: ID!) { removeClosingLine(groupSessionId: $groupSessionId, id: $id) }';
const LINES = `query Lines($id: ID!) { groupSession(id: $id) { closingLines { ${LINE} } } }`;

/** A session its creator scheduled a minute ahead, with `others` joined; answers its id. */
async function schedule(creator: string, others: readonly string[]): Promise<string> {
  const created = await run<{ createGroupSession: { id: string } }>(creator, 'mutation ($input: CreateGroupSessionInput!) { createGroupSession(input: $input) { id } }', {
    input: { name: 'Evening Peace Circle', intention: 'PEACE', scheduledStart: later(MINUTE).toISOString(), duration: 5 },
  });
  expect(created.errors).toBeUndefined();
  const id = created.data!.createGroupSession.id;
  for (const person of others) expect((await run(person, 'mutation ($id: ID!) { joinGroupSession(id: $id) { id } }', { id })).errors).toBeUndefined();
  return id;
}

/** Starts the session at its scheduled start. */
async function start(creator: string, id: string): Promise<void> {
  now = later(MINUTE);
  expect((await run(creator, 'mutation ($id: ID!) { startGroupSession(id: $id) { id } }', { id })).errors).toBeUndefined();
}

/** Moves the clock past the end of a five-minute sit that has just started. */
function end(): void {
  now = later(5 * MINUTE + 1000);
}

/** A session sat to its end by its creator and `others`. */
async function sitTogether(creator: string, others: readonly string[]): Promise<string> {
  const id = await schedule(creator, others);
  await start(creator, id);
  end();
  return id;
}

async function linesSeenBy(viewer: string | null, id: string): Promise<Line[]> {
  const answer = await run<{ groupSession: { closingLines: Line[] } }>(viewer, LINES, { id });
  expect(answer.errors).toBeUndefined();
  return answer.data!.groupSession.closingLines;
}

async function leave(person: string | null, groupSessionId: string, text: string): Promise<Answer<{ leaveClosingLine: Line }>> {
  return run<{ leaveClosingLine: Line }>(person, LEAVE_LINE, { groupSessionId, text });
}

async function storedLines(groupSessionId: string) {
  return subgraph.handle.db.select().from(closingLines).where(eq(closingLines.groupSessionId, groupSessionId));
}

describe('the closing circle', () => {
  it('stays closed before and during the sit: no line is taken, and none is shown', async () => {
    const [creator, guest] = [randomUUID(), randomUUID()];
    const id = await schedule(creator, [guest]);
    const notYet = { code: 'CONFLICT', message: 'The closing circle opens when the sit has ended' };
    expect(failure(await leave(guest, id, 'Before we begin'))).toEqual(notYet);
    await start(creator, id);
    expect(failure(await leave(guest, id, 'While we sit'))).toEqual(notYet);
    // A line already in the table (as if written the moment the sit ended) still shows to no one while the sit runs.
    await subgraph.handle.db.insert(closingLines).values({ groupSessionId: id, userId: guest, text: 'Too early', writtenAt: now });
    expect(await linesSeenBy(guest, id)).toEqual([]);
    expect(await linesSeenBy(creator, id)).toEqual([]);
    end();
    expect((await linesSeenBy(guest, id)).map((line) => line.text)).toEqual(['Too early']);
  });

  it('shows the lines, once the sit has ended, to those who sat it and to its creator, and to no one else', async () => {
    const [creator, guest, quitter, stranger] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const id = await schedule(creator, [guest, quitter]);
    await start(creator, id);
    // Left during the sit: not among those who sat it.
    expect((await run(quitter, 'mutation ($id: ID!) { leaveGroupSession(id: $id) { id } }', { id })).errors).toBeUndefined();
    end();
    // The sweep writes the end down; the circle was open before it did, and stays open after.
    const left = await leave(guest, id, 'Thank you for sitting with me');
    expect(left.errors).toBeUndefined();
    await settleSessions({ db: subgraph.handle.db, clock });
    const written = { id: left.data!.leaveClosingLine.id, text: 'Thank you for sitting with me', author: { id: guest }, writtenAt: now.toISOString() };
    expect(left.data!.leaveClosingLine).toEqual(written);
    expect(await linesSeenBy(guest, id)).toEqual([written]);
    expect(await linesSeenBy(creator, id)).toEqual([written]);
    expect(await linesSeenBy(quitter, id)).toEqual([]);
    expect(await linesSeenBy(stranger, id)).toEqual([]);
    expect(await linesSeenBy(null, id)).toEqual([]);
  });

  it('keeps one line per person: leaving one again replaces it, in place', async () => {
    const [creator, guest] = [randomUUID(), randomUUID()];
    const id = await sitTogether(creator, [guest]);
    const first = (await leave(guest, id, 'First thought')).data!.leaveClosingLine;
    const mine = (await leave(creator, id, 'Welcome, all')).data!.leaveClosingLine;
    now = later(30_000);
    const second = (await leave(guest, id, 'Better words')).data!.leaveClosingLine;
    expect(second).toEqual({ id: first.id, text: 'Better words', author: { id: guest }, writtenAt: now.toISOString() });
    expect((await linesSeenBy(creator, id)).map((line) => [line.id, line.text])).toEqual([
      [mine.id, 'Welcome, all'],
      [first.id, 'Better words'],
    ]);
    expect(await storedLines(id)).toHaveLength(2);
  });

  it('takes one line of plain text, trimmed, up to 280 characters, and stores markup as the text it is', async () => {
    const [creator, guest] = [randomUUID(), randomUUID()];
    const id = await sitTogether(creator, [guest]);
    const refusals: [string, string][] = [
      ['', 'text: is required'],
      ['   \t ', 'text: is required'],
      ['x'.repeat(281), 'text: must be at most 280 characters'],
      ['Two\nlines', 'text: must be a single line without control characters'],
      ['A bell\u0007', 'text: must be a single line without control characters'],
      ['Hidden\u0085break', 'text: must be a single line without control characters'],
    ];
    for (const [text, message] of refusals) expect({ text, ...failure(await leave(guest, id, text)) }).toEqual({ text, code: 'BAD_USER_INPUT', message });
    expect(await storedLines(id)).toEqual([]);

    expect((await leave(guest, id, `  ${'y'.repeat(280)}  `)).data!.leaveClosingLine.text).toBe('y'.repeat(280));
    const markup = '<script>alert(1)</script> <img src=x onerror=alert(1)> & "quotes"';
    expect((await leave(guest, id, markup)).data!.leaveClosingLine.text).toBe(markup);
    expect((await storedLines(id)).map((line) => line.text)).toEqual([markup]);
  });

  it('refuses a line from anyone who did not sit the session, from someone signed out, and for a session that is not there or was cancelled', async () => {
    const [creator, guest, stranger] = [randomUUID(), randomUUID(), randomUUID()];
    const id = await sitTogether(creator, [guest]);
    expect(failure(await leave(stranger, id, 'I was not there'))).toEqual({ code: 'FORBIDDEN', message: 'Only those who sat this session can leave a line' });
    expect(failure(await leave(null, id, 'Who am I')).code).toBe('UNAUTHENTICATED');
    expect(failure(await leave(guest, randomUUID(), 'Nowhere'))).toEqual({ code: 'NOT_FOUND', message: 'Session not found' });
    expect(failure(await leave(guest, 'not-a-session', 'Nowhere'))).toEqual({ code: 'NOT_FOUND', message: 'Session not found' });
    // Nobody started it, and its window passed.
    const unstarted = await schedule(creator, [guest]);
    now = later(10 * MINUTE);
    expect(failure(await leave(guest, unstarted, 'It never began'))).toEqual({ code: 'CONFLICT', message: 'This session was cancelled' });
    expect(await storedLines(id)).toEqual([]);
    expect(await storedLines(unstarted)).toEqual([]);
  });

  it("lets a line's author and the session's creator remove it, and no one else", async () => {
    const [creator, guest, other, stranger] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const id = await sitTogether(creator, [guest, other]);
    const guestLine = (await leave(guest, id, 'From the guest')).data!.leaveClosingLine;
    const otherLine = (await leave(other, id, 'From the other')).data!.leaveClosingLine;
    const remove = (person: string | null, lineId: string, groupSessionId = id) => run<{ removeClosingLine: string }>(person, REMOVE_LINE, { groupSessionId, id: lineId });

    const refused = { code: 'FORBIDDEN', message: "Only its author or the session's creator can remove this line" };
    expect(failure(await remove(other, guestLine.id))).toEqual(refused);
    expect(failure(await remove(stranger, guestLine.id))).toEqual(refused);
    expect(failure(await remove(null, guestLine.id)).code).toBe('UNAUTHENTICATED');
    // Named under another session, or not a line at all: there is no such line.
    const elsewhere = await sitTogether(creator, [guest]);
    expect(failure(await remove(creator, guestLine.id, elsewhere))).toEqual({ code: 'NOT_FOUND', message: 'Line not found' });
    expect(failure(await remove(creator, 'not-a-line'))).toEqual({ code: 'NOT_FOUND', message: 'Line not found' });
    expect((await storedLines(id)).map((line) => line.id).sort()).toEqual([guestLine.id, otherLine.id].sort());

    expect((await remove(guest, guestLine.id)).data).toEqual({ removeClosingLine: guestLine.id });
    expect((await remove(creator, otherLine.id)).data).toEqual({ removeClosingLine: otherLine.id });
    expect(await linesSeenBy(creator, id)).toEqual([]);
    expect(failure(await remove(creator, otherLine.id))).toEqual({ code: 'NOT_FOUND', message: 'Line not found' });
  });
});

// Deleting an account, against the whole stack as `npm start` runs it: every one of the six
// services forgets the person, what others share keeps working, and the global figures stay right.
import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import type pg from 'pg';
import type { Bus } from '@peace/kit';
import { FORMER_MEMBER_ID } from '@peace/proto';
import { SERVICES, waitFor, type Stack } from '@peace/scripts/harness';
import { stackSettled } from '@peace/scripts/testing';
import { Browser } from '@peace/identity/testing';
import { callApi, signInAs, signedUpADayAgo } from './testing/api.js';
import { startPrivateStack, type PrivateStack } from './testing/private-stack.js';

const LEAVER_EMAIL = 'leaving-for-good@example.com';
const NEXT_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();

describe('deleting an account', () => {
  let privateStack: PrivateStack;
  let stack: Stack;
  let db: pg.Client;
  let bus: Bus;
  let leaver: Browser;
  const stayer = new Browser();

  const call = (client: Browser, method: string, path: string, body?: unknown) => callApi(stack.baseUrl, client, { method, path, body });
  const ok = async <T>(client: Browser, method: string, route: string, body?: unknown): Promise<T> => {
    const answer = await call(client, method, route, body);
    expect({ route, status: answer.status < 300 }).toEqual({ route, status: true });
    return answer.json as T;
  };
  const graph = async <T>(client: Browser, query: string, variables: Record<string, unknown> = {}): Promise<T> =>
    (await ok<{ data: T }>(client, 'POST', '/graphql', { query, variables })).data;

  const signIn = async (client: Browser, email: string, firstName: string) => {
    const id = await signInAs(stack.baseUrl, client, { email, firstName, lastName: 'Deletion' });
    await signedUpADayAgo(db, id);
    return id;
  };

  /** Every row of every service's own tables that holds the text (an id, an address), by table. The outboxes and journals of events are the stream's, not a service's state. */
  const rowsHolding = async (text: string): Promise<Record<string, number>> => {
    const { rows: tables } = await db.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema = any($1) and table_name not in ('outbox', 'processed_events', '__drizzle_migrations') order by 1`,
      [[...SERVICES]],
    );
    const found: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from ${name} t where t::text ilike '%' || $1 || '%'`, [text]);
      if (rows[0]!.count > 0) found[name] = rows[0]!.count;
    }
    return found;
  };

  /**
   * Every column of every service's own tables that can hold a person's id or address, found in the
   * database itself: identity's user id, uuid columns that name no other kind of thing, and address
   * columns. A table added later is found here too, and this suite fails until it seeds a row of it
   * for the leaver and the deletion removes it. The outboxes and journals are the stream's (see
   * docs/your-data.md for how long they stay).
   */
  const NOT_A_PERSON = ['id', 'group_id', 'group_session_id', 'session_id', 'achievement_id', 'claim_id', 'event_id', 'new_achievement_ids'];
  const personColumns = async (): Promise<string[]> => {
    const { rows } = await db.query<{ name: string }>(
      `select format('%I.%I.%I', table_schema, table_name, column_name) as name from information_schema.columns c
       where table_schema = any($1) and table_name not in ('outbox', 'processed_events', '__drizzle_migrations')
         and exists (select 1 from information_schema.tables t where t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE')
         and ((udt_name in ('uuid', '_uuid') and column_name <> all($2)) or (table_schema = 'identity' and table_name = 'users' and column_name = 'id')
              or column_name in ('email', 'recipient') or (table_schema = 'identity' and table_name = 'sessions' and column_name = 'sess'))
       order by 1`,
      [[...SERVICES], NOT_A_PERSON],
    );
    return rows.map((row) => row.name);
  };
  /** The person columns holding the text (an id, an address) in at least one row. */
  const columnsHolding = async (columns: readonly string[], text: string): Promise<string[]> => {
    const holding: string[] = [];
    for (const column of columns) {
      const [schema, table, name] = column.split('.') as [string, string, string];
      const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from "${schema}"."${table}" where "${name}"::text ilike '%' || $1 || '%'`, [text]);
      if (rows[0]!.count > 0) holding.push(column);
    }
    return holding;
  };

  beforeAll(async () => {
    // A busy machine may take a while to start eight processes.
    privateStack = await startPrivateStack('account-deletion', { readyTimeoutMs: 120_000 });
    ({ stack, db, bus } = privateStack);
  }, 180_000);

  afterAll(async () => {
    await privateStack?.stop();
  });

  it('forgets the person in all six services, hands on what others share, keeps the global figures right, and lets the same email start afresh', async () => {
    leaver = new Browser();
    const leaverId = await signIn(leaver, LEAVER_EMAIL, 'Leaving');
    const stayerId = await signIn(stayer, 'staying@example.com', 'Staying');

    // The leaver's practice and what they share with the stayer.
    const sit = { intention: 'Peace', location: 'Lisbon, Portugal', duration: 5 };
    await ok(leaver, 'POST', '/api/meditation-sessions', { ...sit, startedAt: new Date(Date.now() - 3_600_000).toISOString() });
    await ok(stayer, 'POST', '/api/meditation-sessions', { ...sit, startedAt: new Date(Date.now() - 7_200_000).toISOString() });
    await ok(leaver, 'POST', '/api/active-session', sit);
    const shared = await ok<{ id: string }>(leaver, 'POST', '/api/meditation-groups', { name: 'Shared Circle', intention: 'Peace' });
    const alone = await ok<{ id: string }>(leaver, 'POST', '/api/meditation-groups', { name: 'Lonely Circle', intention: 'Love' });
    await ok(stayer, 'POST', `/api/meditation-groups/${shared.id}/join`);
    await ok(leaver, 'POST', `/api/meditation-groups/${shared.id}/posts`, { content: 'My words, mine to take away' });
    const hosted = await ok<{ id: string }>(leaver, 'POST', '/api/group-sessions', { name: 'Hosted by the leaver', intention: 'Peace', scheduledStart: NEXT_WEEK, duration: 10 });
    await ok(stayer, 'POST', `/api/group-sessions/${hosted.id}/join`);
    const joined = await ok<{ id: string }>(stayer, 'POST', '/api/group-sessions', { name: 'Hosted by the stayer', intention: 'Unity', scheduledStart: NEXT_WEEK, duration: 10 });
    await ok(leaver, 'POST', `/api/group-sessions/${joined.id}/join`);
    await ok(leaver, 'POST', '/api/test-session-email');
    // Their practice settings, their members-list choice, their language, and a sit recorded with an idempotency key.
    await ok(leaver, 'PUT', '/api/settings', { endSignal: 'silent', intervalBellMinutes: 5, dayEndHour: 3, grace: true });
    await ok(leaver, 'PUT', '/api/settings/privacy', { hideFromLists: true });
    await ok(leaver, 'PUT', '/api/settings/language', { language: 'de' });
    // A device that takes their push messages, their reminders, and a reminder that reached them.
    const keys = { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: Buffer.alloc(16, 9).toString('base64url') };
    await ok(leaver, 'POST', '/api/push/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/leaving-device', expirationTime: null, keys });
    await ok(leaver, 'PUT', '/api/reminders', { timeZone: 'Europe/Lisbon', daily: { time: '07:30', channels: ['email', 'push'] }, streakKeeper: true });
    await db.query(`insert into notification.message_log (user_id, kind, occasion, due_at, status, channels, sent_at) values ($1, 'daily-reminder', '2026-01-05', now(), 'sent', '{push}', now())`, [leaverId]);
    const keyed = await callApi(stack.baseUrl, leaver, {
      method: 'POST',
      path: '/api/meditation-sessions',
      body: { ...sit, duration: 10, startedAt: new Date(Date.now() - 1_800_000).toISOString() },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(keyed.status).toBeLessThan(300);
    // A line they left in a closing circle (the sit is next week: written in the table, as if it had ended).
    const writtenAt = new Date(Date.now() - 60_000);
    await db.query(`insert into groups.closing_lines (group_session_id, user_id, text, written_at) values ($1, $2, $3, $4)`, [joined.id, leaverId, 'Thank you all, truly', writtenAt]);
    await db.query(`insert into groups.group_session_minutes (group_session_id, user_id, minutes, recorded_at) values ($1, $2, 10, $3)`, [joined.id, leaverId, writtenAt]);
    await stackSettled({ bus, db, schemas: [...SERVICES] });

    // Every column that can hold a person holds them: this suite covers every one of them.
    const columns = await personColumns();
    const covered = [...(await columnsHolding(columns, leaverId)), ...(await columnsHolding(columns, LEAVER_EMAIL))];
    expect(columns.filter((column) => !covered.includes(column))).toEqual([]);

    // Every service holds something of theirs.
    const held = await rowsHolding(leaverId);
    expect(Object.keys(held).map((table) => table.split('.')[0]).filter((schema, index, all) => all.indexOf(schema) === index).sort()).toEqual([...SERVICES].sort());
    expect(Object.keys(await rowsHolding(LEAVER_EMAIL)).length).toBeGreaterThan(0);

    // What they download first holds all of it.
    const exported = await ok<Record<string, unknown[]> & { profile: { id: string; email: string } }>(leaver, 'GET', '/api/account/export');
    expect(exported.profile).toMatchObject({ id: leaverId, email: LEAVER_EMAIL });
    expect((exported as unknown as { language: string }).language).toBe('de');
    expect(exported['meditationSessions']).toHaveLength(2);
    expect(exported['communities']).toHaveLength(2);
    expect(exported['groupSessions']).toHaveLength(2);
    expect(exported['emailLog']).toHaveLength(1);
    expect(exported['closingLines']).toEqual([
      { id: expect.any(String) as unknown, groupSessionId: joined.id, groupSessionName: 'Hosted by the stayer', text: 'Thank you all, truly', writtenAt: writtenAt.toISOString() },
    ]);

    type Global = { totalSessions: number; totalMinutes: number };
    type Comprehensive = { allTime: { totalUsers: number; totalSessions: number; totalMinutes: number }; communityStats: { totalCommunities: number; totalMembers: number } };
    const globalBefore = await ok<Global>(stayer, 'GET', '/api/stats/global');
    const comprehensiveBefore = await ok<Comprehensive>(stayer, 'GET', '/api/stats/comprehensive');
    expect(globalBefore).toMatchObject({ totalSessions: 3, totalMinutes: 20 });
    expect(comprehensiveBefore).toMatchObject({ allTime: { totalUsers: 2 }, communityStats: { totalCommunities: 2, totalMembers: 3 } });

    const deleted = await call(leaver, 'DELETE', '/api/account');
    expect({ status: deleted.status, json: deleted.json }).toEqual({ status: 200, json: { success: true } });
    expect(deleted.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await call(leaver, 'GET', '/api/auth/user')).status).toBe(401);
    await stackSettled({ bus, db, schemas: [...SERVICES] });

    // No row of any service's own tables names them or holds their address any more.
    expect(await columnsHolding(columns, leaverId)).toEqual([]);
    expect(await columnsHolding(columns, LEAVER_EMAIL)).toEqual([]);
    expect(await rowsHolding(leaverId)).toEqual({});
    expect(await rowsHolding(LEAVER_EMAIL)).toEqual({});

    // The community passes to its longest-standing member; the one nobody else was in is closed.
    const community = await ok<{ createdBy: string; memberCount: number; postCount: number }>(stayer, 'GET', `/api/meditation-groups/${shared.id}`);
    expect(community).toMatchObject({ createdBy: stayerId, memberCount: 1, postCount: 0 });
    const members = await ok<{ id: string; role: string }[]>(stayer, 'GET', `/api/meditation-groups/${shared.id}/members`);
    expect(members.map((member) => [member.id, member.role])).toEqual([[stayerId, 'owner']]);
    expect((await call(stayer, 'GET', `/api/meditation-groups/${alone.id}`)).status).toBe(404);
    await ok(stayer, 'PATCH', `/api/meditation-groups/${shared.id}`, { description: 'Ours now' });

    // The session they scheduled stays, hosted by a former member; they left the one they had joined.
    const session = await graph<{ groupSession: { createdBy: string; creator: unknown; participantCount: number } }>(
      stayer,
      'query ($id: ID!) { groupSession(id: $id) { createdBy creator { id } participantCount } }',
      { id: hosted.id },
    );
    expect(session.groupSession).toEqual({ createdBy: FORMER_MEMBER_ID, creator: null, participantCount: 1 });
    expect(await ok<{ participantCount: number }>(stayer, 'GET', `/api/group-sessions/${joined.id}`)).toMatchObject({ participantCount: 1 });

    // Global figures: the minutes sat stay counted, anonymously; people are counted as those who still have an account.
    expect(await ok<Global>(stayer, 'GET', '/api/stats/global')).toMatchObject({ totalSessions: 3, totalMinutes: 20, activeMeditators: 0 });
    expect(await ok<Comprehensive>(stayer, 'GET', '/api/stats/comprehensive')).toMatchObject({
      allTime: { totalUsers: 1, totalSessions: 3, totalMinutes: 20 },
      communityStats: { totalCommunities: 1, totalMembers: 1 },
    });
    const active = await ok<{ id: string }[]>(stayer, 'GET', '/api/users/most-active');
    expect(active.map((person) => person.id)).toEqual([stayerId]);

    // The same email signs in to a fresh account: a new id, with nothing of the old one.
    const again = new Browser();
    const newId = await signIn(again, LEAVER_EMAIL, 'Returning');
    expect(newId).not.toBe(leaverId);
    await waitFor('the fresh account to be known', async () => (await rowsHolding(newId))['notification.recipients'] === 1, 15_000);
    const fresh = await ok<Record<string, unknown[]> & { profile: { id: string } }>(again, 'GET', '/api/account/export');
    expect(fresh).toMatchObject({ profile: { id: newId }, meditationSessions: [], achievements: [], communities: [], groupSessions: [], closingLines: [], emailLog: [] });
    expect((await call(again, 'GET', '/api/active-session')).status).toBe(404);
  }, 180_000);
});

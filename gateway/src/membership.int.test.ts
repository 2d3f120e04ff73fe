// Permissions that follow membership, against the whole stack as `npm start` runs it: someone who
// has just created or joined a community acts in it at once, every time, although the groups
// service learns of memberships from events; a private community's sessions stay its members',
// and a socket stops hearing what a membership allowed once it ends; and who joins a session, and
// its closing circle, reach the pages of those entitled within a second.
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { SESSION_COOKIE } from '@peace/kit';
import { parseLiveServerMessage, type LiveServerMessage } from '@peace/proto/live';
import type { Stack } from '@peace/scripts/harness';
import { waitFor } from '@peace/scripts/testing';
import { Browser } from '@peace/identity/testing';
import { signInAs } from './testing/api.js';
import { signedInCookie } from './testing/lone-gateway.js';
import { startPrivateStack, type PrivateStack } from './testing/private-stack.js';
import { frameText } from './ws/presence.js';

const sessionSecret = randomBytes(24).toString('hex');
const NEXT_WEEK = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const ROUNDS = 20;

let privateStack: PrivateStack;
let stack: Stack;
let redis: Redis;

interface Answer {
  status: number;
  type: string;
  json: unknown;
}

/** Asks the gateway as the web app does, as the person whose cookie it is (a visitor without one). */
async function call(cookie: string | null, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      origin: stack.baseUrl,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, type, json: text && type.includes('json') ? (JSON.parse(text) as unknown) : text };
}

/** The answer's status and message, to name in a failed expectation. */
const outcome = (answer: Answer) => ({ status: answer.status, message: (answer.json as { message?: string } | undefined)?.message });

const person = () => signedInCookie(redis, sessionSecret, randomUUID());

async function created(cookie: string, path: string, body: unknown): Promise<string> {
  const answer = await call(cookie, 'POST', path, body);
  if (answer.status >= 300) throw new Error(`POST ${path} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return (answer.json as { id: string }).id;
}

const community = (cookie: string, isPublic: boolean) => created(cookie, '/api/meditation-groups', { name: 'Right Away', intention: 'Peace', isPublic });
const schedule = (cookie: string, groupId: string | null) => call(cookie, 'POST', '/api/group-sessions', { name: 'At once', intention: 'Peace', scheduledStart: NEXT_WEEK(), duration: 10, groupId });

beforeAll(async () => {
  privateStack = await startPrivateStack('membership', {
    secrets: { internal: randomBytes(32).toString('hex'), session: sessionSecret },
    // The suite writes far faster than a person does.
    env: { RATE_LIMIT_WRITES_PER_USER: '10000', RATE_LIMIT_WRITES_PER_ADDRESS: '10000' },
    readyTimeoutMs: 120_000,
  });
  ({ stack } = privateStack);
  redis = new Redis(privateStack.redisUrl);
}, 180_000);

/** A /ws socket that keeps every message it was sent, and how it closed. */
class LiveSocket {
  readonly messages: { message: LiveServerMessage; at: number }[] = [];
  readonly socket: WebSocket;
  readonly opened: Promise<void>;
  closed: { code: number; at: number } | null = null;
  private syncs = 0;

  constructor(cookie: string | null) {
    this.socket = new WebSocket(`${stack.baseUrl.replace(/^http/, 'ws')}/ws`, { headers: { origin: stack.baseUrl, ...(cookie ? { cookie } : {}) } });
    this.socket.on('message', (raw) => {
      const message = parseLiveServerMessage(frameText(raw));
      if (message) this.messages.push({ message, at: Date.now() });
    });
    this.socket.on('close', (code) => (this.closed = { code, at: Date.now() }));
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  of<T extends LiveServerMessage['type']>(type: T, groupSessionId: string): Extract<LiveServerMessage, { type: T }>[] {
    return this.messages
      .map(({ message }) => message)
      .filter((message): message is Extract<LiveServerMessage, { type: T }> => message.type === type && 'groupSessionId' in message && message.groupSessionId === groupSessionId);
  }

  /** Watches the session and waits until the gateway lets the socket hear of it, which begins with how many are sitting in it. */
  async watchAllowed(groupSessionId: string): Promise<void> {
    this.socket.send(JSON.stringify({ type: 'watchGroupSessions', list: false, groupSessionIds: [groupSessionId] }));
    await waitFor('the watch to be allowed', () => this.of('groupSessionPresence', groupSessionId).length > 0, { timeoutMs: 5000, intervalMs: 10 });
  }

  /** Waits until the gateway has taken in, and answered, everything sent before: a time sync comes back after both. */
  async caughtUp(): Promise<void> {
    this.syncs += 1;
    const t0 = -this.syncs;
    this.socket.send(JSON.stringify({ type: 'timeSync', t0 }));
    await waitFor('the time-sync answer', () => this.messages.some(({ message }) => message.type === 'timeSync' && message.t0 === t0), { timeoutMs: 5000, intervalMs: 10 });
  }
}

const sockets: LiveSocket[] = [];
async function live(cookie: string | null): Promise<LiveSocket> {
  const socket = new LiveSocket(cookie);
  sockets.push(socket);
  await socket.opened;
  return socket;
}

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.socket.terminate();
});

afterAll(async () => {
  redis?.disconnect();
  await privateStack?.stop();
});

describe('acting right after creating or joining a community', () => {
  it(`schedules in a community just created, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const owner = await person();
    const failures = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const answer = await schedule(owner, await community(owner, round % 2 === 0));
      if (answer.status !== 200 && answer.status !== 201) failures.push(outcome(answer));
    }
    expect(failures).toEqual([]);
  });

  it(`schedules in a community just joined, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const [owner, joiner] = await Promise.all([person(), person()]);
    const failures = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const groupId = await community(owner, true);
      const joined = await call(joiner, 'POST', `/api/meditation-groups/${groupId}/join`);
      expect(outcome(joined)).toEqual({ status: 200, message: undefined });
      const answer = await schedule(joiner, groupId);
      if (answer.status !== 200 && answer.status !== 201) failures.push(outcome(answer));
    }
    expect(failures).toEqual([]);
  });

  it(`joins a private community's session just after joining the community, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const [owner, joiner] = await Promise.all([person(), person()]);
    const failures = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const groupId = await community(owner, false);
      const sessionId = await created(owner, '/api/group-sessions', { name: 'Members only', intention: 'Peace', scheduledStart: NEXT_WEEK(), duration: 10, groupId });
      expect((await call(joiner, 'POST', `/api/meditation-groups/${groupId}/join`)).status).toBe(200);
      const answer = await call(joiner, 'POST', `/api/group-sessions/${sessionId}/join`);
      if (answer.status !== 200) failures.push(outcome(answer));
    }
    expect(failures).toEqual([]);
  });
});

describe("a private community's sessions", () => {
  it('cannot be read by id by a visitor or a non-member, through GraphQL or REST; its members and a public one read them', async () => {
    const [owner, stranger, member] = await Promise.all([person(), person(), person()]);
    const closed = await community(owner, false);
    const open = await community(owner, true);
    const secret = await created(owner, '/api/group-sessions', { name: 'Secret Circle', description: 'Ours alone', intention: 'Peace', scheduledStart: NEXT_WEEK(), duration: 10, groupId: closed });
    const shared = await created(owner, '/api/group-sessions', { name: 'Open Circle', intention: 'Peace', scheduledStart: NEXT_WEEK(), duration: 10, groupId: open });
    expect((await call(member, 'POST', `/api/meditation-groups/${closed}/join`)).status).toBe(200);

    const query = 'query ($id: ID!) { groupSession(id: $id) { id name description participantCount } }';
    const read = async (cookie: string | null, id: string) => {
      const graph = await call(cookie, 'POST', '/graphql', { query, variables: { id } });
      const rest = await call(cookie, 'GET', `/api/group-sessions/${id}`);
      const participants = await call(cookie, 'GET', `/api/group-sessions/${id}/participants`);
      return { graph: (graph.json as { data: { groupSession: { name: string } | null } }).data.groupSession?.name ?? null, rest: rest.status, participants: participants.status, type: rest.type };
    };
    for (const outsider of [null, stranger]) {
      expect(await read(outsider, secret)).toEqual({ graph: null, rest: 404, participants: 404, type: expect.stringContaining('application/json') as unknown });
      // Leaving it names nothing of it either.
      if (outsider) expect((await call(outsider, 'POST', `/api/group-sessions/${secret}/leave`)).status).toBe(404);
    }
    expect(await read(member, secret)).toMatchObject({ graph: 'Secret Circle', rest: 200 });
    expect(await read(owner, secret)).toMatchObject({ graph: 'Secret Circle', rest: 200 });
    expect(await read(stranger, shared)).toMatchObject({ graph: 'Open Circle', rest: 200 });
    expect(await read(null, shared)).toMatchObject({ graph: 'Open Circle', rest: 200 });
  });
});

describe('when membership ends', () => {
  it("stops telling a socket about a private community's session the moment its person leaves the community", async () => {
    const [owner, leaver, newcomer] = await Promise.all([person(), person(), person()]);
    const groupId = await community(owner, false);
    expect((await call(leaver, 'POST', `/api/meditation-groups/${groupId}/join`)).status).toBe(200);
    const sessionId = await created(owner, '/api/group-sessions', { name: 'Members only', intention: 'Peace', scheduledStart: NEXT_WEEK(), duration: 10, groupId });
    const ownerSocket = await live(owner);
    const leaverSocket = await live(leaver);
    await ownerSocket.watchAllowed(sessionId);
    await leaverSocket.watchAllowed(sessionId);

    expect((await call(leaver, 'POST', `/api/meditation-groups/${groupId}/leave`)).status).toBe(200);
    const left = Date.now();
    // Something the session's watchers are told, right after: someone else joins it.
    expect((await call(newcomer, 'POST', `/api/meditation-groups/${groupId}/join`)).status).toBe(200);
    expect((await call(newcomer, 'POST', `/api/group-sessions/${sessionId}/join`)).status).toBe(200);
    await waitFor("the owner's page hearing of the newcomer", () => ownerSocket.of('groupSessionParticipants', sessionId).length > 0, { timeoutMs: 1000, intervalMs: 10 });
    expect(ownerSocket.messages.at(-1)!.at - left).toBeLessThan(1000);
    await leaverSocket.caughtUp();
    expect(leaverSocket.of('groupSessionParticipants', sessionId)).toEqual([]);
    // Watching it again is refused as well.
    leaverSocket.socket.send(JSON.stringify({ type: 'watchGroupSessions', list: false, groupSessionIds: [sessionId] }));
    const presenceBefore = leaverSocket.of('groupSessionPresence', sessionId).length;
    await leaverSocket.caughtUp();
    await call(owner, 'POST', `/api/group-sessions/${sessionId}/leave`);
    await waitFor("the owner's page hearing of the owner leaving", () => ownerSocket.of('groupSessionParticipants', sessionId).length > 1, { timeoutMs: 1000, intervalMs: 10 });
    await leaverSocket.caughtUp();
    expect(leaverSocket.of('groupSessionPresence', sessionId)).toHaveLength(presenceBefore);
    expect(leaverSocket.of('groupSessionParticipants', sessionId)).toEqual([]);
  });

  it("closes a deleted account's sockets within a second", async () => {
    const browser = new Browser();
    await signInAs(stack.baseUrl, browser, { email: 'closing-for-good@example.com', firstName: 'Closing', lastName: 'Socket' });
    const cookie = `${SESSION_COOKIE}=${browser.cookie(new URL(stack.baseUrl).hostname, SESSION_COOKIE)!}`;
    const socket = await live(cookie);
    await socket.caughtUp();
    const deleted = await call(cookie, 'DELETE', '/api/account');
    expect(deleted.status).toBe(200);
    const answered = Date.now();
    await waitFor('the socket closing', () => socket.closed !== null, { timeoutMs: 1000, intervalMs: 10 });
    expect(socket.closed!.code).toBe(4401);
    expect(socket.closed!.at - answered).toBeLessThan(1000);
  });
});

describe('live session pages', () => {
  it('tell every watcher within a second that someone joined, and only those who may read the closing circle that it changed', async () => {
    const [host, joiner] = await Promise.all([person(), person()]);
    const stranger = await person();
    const sessionId = await created(host, '/api/group-sessions', { name: 'Open Circle', intention: 'Peace', scheduledStart: NEXT_WEEK(), duration: 10, groupId: null });
    const hostSocket = await live(host);
    const strangerSocket = await live(stranger);
    const visitorSocket = await live(null);
    for (const socket of [hostSocket, strangerSocket, visitorSocket]) await socket.watchAllowed(sessionId);

    const joinedAt = Date.now();
    expect((await call(joiner, 'POST', `/api/group-sessions/${sessionId}/join`)).status).toBe(200);
    for (const socket of [hostSocket, strangerSocket, visitorSocket]) {
      await waitFor('hearing of the join', () => socket.of('groupSessionParticipants', sessionId).length > 0, { timeoutMs: 1000, intervalMs: 10 });
      expect(socket.of('groupSessionParticipants', sessionId)).toEqual([{ type: 'groupSessionParticipants', groupSessionId: sessionId, participantCount: 2 }]);
      expect(socket.messages.find(({ message }) => message.type === 'groupSessionParticipants')!.at - joinedAt).toBeLessThan(1000);
    }

    // The sit is over (written as if its time had passed): the joiner leaves a line in the circle.
    await privateStack.db.query(`update groups.group_sessions set status = 'completed', started_at = now() - interval '20 minutes', ends_at = now() - interval '10 minutes' where id = $1`, [sessionId]);
    const joinerSocket = await live(joiner);
    await joinerSocket.watchAllowed(sessionId);
    const wrote = Date.now();
    expect((await call(joiner, 'POST', `/api/group-sessions/${sessionId}/closing-lines`, { text: 'Thank you both' })).status).toBeLessThan(300);
    for (const socket of [hostSocket, joinerSocket]) {
      await waitFor('hearing of the line', () => socket.of('groupSessionClosingLines', sessionId).length > 0, { timeoutMs: 1000, intervalMs: 10 });
      expect(socket.messages.find(({ message }) => message.type === 'groupSessionClosingLines')!.at - wrote).toBeLessThan(1000);
    }
    for (const socket of [strangerSocket, visitorSocket]) {
      await socket.caughtUp();
      expect(socket.of('groupSessionClosingLines', sessionId)).toEqual([]);
    }
  });
});

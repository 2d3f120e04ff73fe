// Live group sessions on the socket, on the whole stack and a second gateway replica beside it:
// status changes and who is sitting reach the pages watching, on every replica, and a private
// community's sessions reach its members only, as the graph decides for the person behind each
// socket. The services' announcements are written to Redis as they write them, except where a
// case lets the groups service announce for itself.
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type pg from 'pg';
import WebSocket from 'ws';
import { GroupPresenceStore, publishGroupSessionStatus, type GroupSessionStatusSignal } from '@peace/groups/live';
import { parseLiveServerMessage, type LiveServerMessage } from '@peace/proto/live';
import { SERVICES, type Stack } from '@peace/scripts/harness';
import { startServiceUnderTest, type ServiceUnderTest } from '@peace/scripts/testing';
import { signedInCookie } from '../testing/lone-gateway.js';
import { startPrivateStack, type PrivateStack } from '../testing/private-stack.js';
import { frameText } from './presence.js';

const sessionSecret = randomBytes(24).toString('hex');
let privateStack: PrivateStack;
let stack: Stack;
/** A second gateway, in front of the same services and Redis. */
let replica: ServiceUnderTest;
let redis: Redis;
let store: GroupPresenceStore;
let db: pg.Client;
/** The stack's gateway and the replica. */
let ports: [number, number];

/** A socket that keeps every message it was sent. */
class Client {
  readonly messages: { message: LiveServerMessage; at: number }[] = [];
  readonly socket: WebSocket;
  readonly opened: Promise<void>;
  private syncs = 0;

  constructor(port: number, cookie?: string) {
    this.socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: cookie ? { cookie } : {} });
    this.socket.on('message', (raw) => {
      const message = parseLiveServerMessage(frameText(raw));
      if (message) this.messages.push({ message, at: Date.now() });
    });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  watch(ids: string[], list = false): void {
    this.send({ type: 'watchGroupSessions', list, groupSessionIds: ids });
  }

  /**
   * Waits until the gateway has taken in everything the socket sent so far, and has sent it
   * everything it was going to: a time sync, answered at once, comes back after both.
   */
  async caughtUp(): Promise<void> {
    this.syncs += 1;
    const t0 = -this.syncs;
    this.send({ type: 'timeSync', t0 });
    await this.until(() => this.messages.some(({ message }) => message.type === 'timeSync' && message.t0 === t0), 5000, 'the time-sync answer');
  }

  about(groupSessionId: string, type: 'groupSessionStatus' | 'groupSessionPresence') {
    return this.messages.filter(({ message }) => message.type === type && message.groupSessionId === groupSessionId).map(({ message }) => message);
  }

  /** Who the latest presence message about the session says is sitting: null when it names nobody (to anyone but a participant), undefined before any. */
  sitting(groupSessionId: string): string[] | null | undefined {
    const last = this.about(groupSessionId, 'groupSessionPresence').at(-1);
    return last?.type === 'groupSessionPresence' ? last.meditating : undefined;
  }

  /** How many each presence message about the session said were sitting, in order. */
  counts(groupSessionId: string): number[] {
    return this.about(groupSessionId, 'groupSessionPresence').map((message) => (message.type === 'groupSessionPresence' ? message.count : -1));
  }

  /** The statuses it heard the session take, in order. */
  statuses(groupSessionId: string): string[] {
    return this.about(groupSessionId, 'groupSessionStatus').map((message) => (message.type === 'groupSessionStatus' ? message.status : ''));
  }

  async until(what: () => boolean, timeoutMs: number, label: string): Promise<number> {
    const started = Date.now();
    while (!what()) {
      if (Date.now() - started > timeoutMs) throw new Error(`${label} did not happen within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Date.now() - started;
  }
}

const clients: Client[] = [];
/** A socket of a signed-in person (a new one unless named), or of a visitor (null). */
async function connect(port: number, person: string | null = randomUUID()): Promise<Client> {
  const client = new Client(port, person === null ? undefined : await signedInCookie(redis, sessionSecret, person));
  clients.push(client);
  await client.opened;
  return client;
}

/** Watches the sessions and waits until the gateway lets the signed-in socket hear of them, which begins with who is sitting in each. */
async function watchAllowed(client: Client, ids: string[]): Promise<void> {
  client.watch(ids);
  await client.until(() => ids.every((id) => client.sitting(id) !== undefined), 5000, 'the watch to be allowed');
}

const announce = (signal: Omit<GroupSessionStatusSignal, 'privateCommunityId'>) => publishGroupSessionStatus(redis, { ...signal, privateCommunityId: null });

/** A session of no community, a week ahead: anyone may watch it. */
async function openSession(): Promise<string> {
  const id = randomUUID();
  await db.query(`insert into groups.group_sessions (id, name, intention, scheduled_start, duration, created_by, status) values ($1, 'Open Sky', 'Peace', now() + interval '7 days', 10, $2, 'scheduled')`, [id, randomUUID()]);
  return id;
}

/** The person takes part in the session, as the groups service keeps it. */
async function takesPart(groupSessionId: string, userId: string): Promise<void> {
  await db.query(`insert into groups.group_session_participants (group_session_id, user_id) values ($1, $2)`, [groupSessionId, userId]);
}

/** A private community with its owner and a member, as the communities service keeps it and as the groups service's copy has it. */
async function privateCommunity(owner: string, member: string): Promise<string> {
  const id = randomUUID();
  await db.query(`insert into communities.meditation_groups (id, name, intention, is_public, created_by) values ($1, 'Quiet Room', 'Peace', 0, $2)`, [id, owner]);
  await db.query(`insert into communities.group_members (group_id, user_id, role) values ($1, $2, 'owner'), ($1, $3, 'member')`, [id, owner, member]);
  await db.query(`insert into groups.community_members (group_id, user_id, role, status, at) values ($1, $2, 'owner', 'active', now()), ($1, $3, 'member', 'active', now())`, [id, owner, member]);
  await db.query(`insert into groups.community_privacy (group_id, is_public, at) values ($1, 0, now())`, [id]);
  return id;
}

beforeAll(async () => {
  privateStack = await startPrivateStack('live-group-sessions', {
    secrets: { internal: randomBytes(32).toString('hex'), session: sessionSecret },
    // A busy machine may take a while to start eight processes.
    readyTimeoutMs: 120_000,
  });
  ({ stack, db } = privateStack);
  const subgraphs = Object.fromEntries(SERVICES.map((service) => [`SUBGRAPH_${service.toUpperCase()}_URL`, `${stack.components.get(service)!.url}/graphql`]));
  replica = await startServiceUnderTest('gateway', {
    redisUrl: privateStack.redisUrl,
    internalSecret: stack.internalSecret,
    sessionSecret,
    env: { ...subgraphs, IDENTITY_URL: stack.components.get('identity')!.url },
    readyTimeoutMs: 120_000,
  });
  ports = [stack.components.get('gateway')!.port, replica.port];
  redis = new Redis(privateStack.redisUrl);
  store = new GroupPresenceStore(redis);
}, 300_000);

afterEach(() => {
  for (const client of clients.splice(0)) client.socket.terminate();
});

afterAll(async () => {
  redis?.disconnect();
  await replica?.stop();
  await privateStack?.stop();
});

describe('live group sessions on the socket', () => {
  it("pushes a session's start within a second to its page and to lists on every replica, and to no one else", async () => {
    const id = await openSession();
    const page = await connect(ports[0]);
    const list = await connect(ports[1], null);
    const elsewhere = await connect(ports[1]);
    await watchAllowed(page, [id]);
    list.watch([], true);
    await watchAllowed(elsewhere, [await openSession()]);
    await list.caughtUp();
    const endsAt = new Date(Date.now() + 300_000).toISOString();
    const sent = Date.now();
    await announce({ groupSessionId: id, status: 'active', endsAt });
    await page.until(() => page.about(id, 'groupSessionStatus').length > 0, 1000, 'the page hearing of the start');
    await list.until(() => list.about(id, 'groupSessionStatus').length > 0, 1000, 'the list hearing of the start');
    expect(page.about(id, 'groupSessionStatus')).toEqual([{ type: 'groupSessionStatus', groupSessionId: id, status: 'active', endsAt }]);
    expect(list.messages.find(({ message }) => message.type === 'groupSessionStatus')!.at - sent).toBeLessThan(1000);
    await elsewhere.caughtUp();
    expect(elsewhere.about(id, 'groupSessionStatus')).toEqual([]);
  });

  it('stops pushing to a socket once it watches something else', async () => {
    const id = await openSession();
    const page = await connect(ports[0]);
    const witness = await connect(ports[0]);
    await watchAllowed(page, [id]);
    await watchAllowed(witness, [id]);
    page.watch([]);
    await page.caughtUp();
    await announce({ groupSessionId: id, status: 'cancelled', endsAt: null });
    await witness.until(() => witness.statuses(id).length > 0, 1000, 'the witness hearing of the cancellation');
    await page.caughtUp();
    expect(page.about(id, 'groupSessionStatus')).toEqual([]);
  });

  /** The person's sit in the session starts (its first revision) and runs until untilMs. */
  const sits = (id: string, userId: string, untilMs: number) => store.write(id, userId, { revision: 1, untilMs, windowEndMs: untilMs }, Date.now());

  it("tells a session's participants who is sitting, on watch and within a second of every change, and everyone else only how many", async () => {
    const id = await openSession();
    const [ana, ben] = [randomUUID(), randomUUID()];
    const [first, second] = [randomUUID(), randomUUID()];
    await takesPart(id, first);
    await takesPart(id, second);
    await sits(id, ana, Date.now() + 60_000);
    const member = await connect(ports[0], first);
    const other = await connect(ports[1], second);
    const outsider = await connect(ports[1]);
    const visitor = await connect(ports[0], null);
    for (const client of [member, other, outsider, visitor]) client.watch([id]);
    await member.until(() => member.sitting(id) !== undefined, 5000, 'the first presence');
    expect(member.sitting(id)).toEqual([ana]);
    await other.until(() => other.sitting(id) !== undefined, 5000, 'the first presence on the replica');
    for (const client of [outsider, visitor]) await client.until(() => client.counts(id).length > 0, 5000, 'the first count');

    await sits(id, ben, Date.now() + 60_000);
    const joined = await other.until(() => other.sitting(id)?.length === 2, 1000, 'Ben appearing');
    expect(joined).toBeLessThan(1000);
    expect(other.sitting(id)).toEqual([ana, ben].sort());

    await store.write(id, ana, { revision: 2, untilMs: null, windowEndMs: Date.now() + 60_000 }, Date.now());
    await member.until(() => member.sitting(id)?.join() === ben, 1000, 'Ana dropping out');
    await other.until(() => other.sitting(id)?.join() === ben, 1000, 'Ana dropping out on the replica');
    // Anyone else follows the count, and is never told who.
    for (const client of [outsider, visitor]) {
      await client.until(() => client.counts(id).join() === '1,2,1', 1000, 'the count following');
      expect(client.about(id, 'groupSessionPresence').map((message) => (message.type === 'groupSessionPresence' ? message.meditating : 'other'))).toEqual([null, null, null]);
    }
  });

  it('drops a sitter whose sit runs out without a word, when it runs out', async () => {
    const id = await openSession();
    const person = randomUUID();
    const until = Date.now() + 1200;
    await sits(id, person, until);
    const page = await connect(ports[0]);
    page.watch([id]);
    await page.until(() => page.counts(id).at(-1) === 1, 1000, 'the sitter showing');
    await page.until(() => page.counts(id).at(-1) === 0, 2000, 'the sitter dropping out');
    const dropped = page.messages.at(-1)!.at;
    expect(dropped).toBeGreaterThanOrEqual(until);
    expect(dropped - until).toBeLessThan(500);
  });

  it('ignores malformed watch requests and keeps serving the socket', async () => {
    const page = await connect(ports[0]);
    page.send({ type: 'watchGroupSessions', list: 'yes', groupSessionIds: [await openSession()] });
    page.send({ type: 'watchGroupSessions', list: false, groupSessionIds: 'all' });
    page.send({ type: 'watchGroupSessions', list: false, groupSessionIds: ['not-a-session', 42] });
    await page.caughtUp();
    expect(page.messages.filter(({ message }) => message.type === 'groupSessionPresence')).toEqual([]);
    expect(stack.components.get('gateway')!.process.exitCode).toBeNull();
  });

  it("tells who sits in a private community's session, and how it goes, to its members only", async () => {
    const [owner, member, outsider] = [randomUUID(), randomUUID(), randomUUID()];
    const community = await privateCommunity(owner, member);
    const session = randomUUID();
    // Its start just passed: the owner starts it below, and the groups service announces it.
    await db.query(
      `insert into groups.group_sessions (id, name, intention, scheduled_start, duration, created_by, group_id, status) values ($1, 'Members Only', 'Peace', now() - interval '30 seconds', 10, $2, $3, 'scheduled')`,
      [session, owner, community],
    );
    const open = await openSession();
    const ana = randomUUID();
    await takesPart(session, member);
    await sits(session, ana, Date.now() + 60_000);

    // The same session watched by a member and by someone outside, on either replica, as a page and as a list.
    const memberPage = await connect(ports[0], member);
    const memberList = await connect(ports[1], member);
    const outsiderPage = await connect(ports[1], outsider);
    const outsiderList = await connect(ports[0], outsider);
    const visitorPage = await connect(ports[0], null);
    const visitorList = await connect(ports[1], null);
    await watchAllowed(memberPage, [session]);
    expect(memberPage.sitting(session)).toEqual([ana]);
    // Sessions are asked about in the order watched: once the open one shows, the private one was refused.
    outsiderPage.watch([session, open]);
    await outsiderPage.until(() => outsiderPage.sitting(open) !== undefined, 5000, 'the open session to be allowed');
    visitorPage.watch([session, open]);
    for (const list of [memberList, outsiderList, visitorList]) list.watch([], true);
    for (const client of [visitorPage, memberList, outsiderList, visitorList]) await client.caughtUp();
    expect(outsiderPage.about(session, 'groupSessionPresence')).toEqual([]);

    const started = await fetch(`${stack.baseUrl}/api/group-sessions/${session}/start`, {
      method: 'POST',
      headers: { cookie: await signedInCookie(redis, sessionSecret, owner), origin: stack.baseUrl, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(started.status).toBe(200);
    await memberPage.until(() => memberPage.statuses(session).includes('active'), 5000, "the member's page hearing of the start");
    await memberList.until(() => memberList.statuses(session).includes('active'), 5000, "the member's list hearing of the start");

    const ben = randomUUID();
    await sits(session, ben, Date.now() + 60_000);
    await memberPage.until(() => memberPage.sitting(session)?.length === 2, 1000, 'Ben appearing to the member');

    // Announced after everything above, on every replica: once it is heard, anything before it would have been.
    await sits(open, randomUUID(), Date.now() + 60_000);
    await announce({ groupSessionId: open, status: 'active', endsAt: new Date(Date.now() + 600_000).toISOString() });
    await outsiderPage.until(() => outsiderPage.counts(open).at(-1) === 1 && outsiderPage.statuses(open).length === 1, 5000, 'the outsider hearing of the open session');
    for (const client of [visitorPage, outsiderList, visitorList]) await client.until(() => client.statuses(open).length === 1, 5000, 'hearing of the open session');
    for (const client of [outsiderPage, outsiderList, visitorPage, visitorList]) {
      expect(client.about(session, 'groupSessionPresence')).toEqual([]);
      expect(client.about(session, 'groupSessionStatus')).toEqual([]);
    }
  });
});

// Permissions that follow membership, against the whole stack as `npm start` runs it: someone who
// has just created or joined a community acts in it at once, every time, although the groups
// service learns of memberships from events; and a private community's sessions stay its members'.
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Stack } from '@peace/scripts/harness';
import { signedInCookie } from './testing/lone-gateway.js';
import { startPrivateStack, type PrivateStack } from './testing/private-stack.js';

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

// A service killed under a supervised stack, as `npm start` runs it: while it is down its routes
// answer 503 with a message naming it and every other route keeps answering; then it comes back
// by itself, the gateway reaches it again without a restart of its own, and the console said so.
import { expect } from '@jest/globals';
import { createSupervisor, startStack, waitFor, type Stack, type Supervisor } from '@peace/scripts/harness';
import { createTestDatabase, testInfraUrls } from '@peace/scripts/testing';
import { Browser, signInThroughProvider } from '@peace/identity/testing';

describe('a service that dies under a supervised stack', () => {
  let stack: Stack;
  let supervisor: Supervisor;
  const lines: string[] = [];
  const givenUp: string[] = [];

  beforeAll(async () => {
    const infra = testInfraUrls();
    const databaseUrl = await createTestDatabase('supervised');
    // A wait before the restart long enough to look at the stack while the service is down.
    supervisor = createSupervisor({ log: (line) => lines.push(line), onGiveUp: (_name, reason) => givenUp.push(reason), initialDelayMs: 3000 });
    stack = await startStack({ infra: { ...infra, databaseUrl }, supervisor, readyTimeoutMs: 120_000, env: { LOG_LEVEL: 'warn' } });
  }, 300_000);

  afterAll(async () => {
    supervisor?.close();
    await stack?.stop();
  });

  it('answers its routes with 503 while it is down, keeps the others, and comes back by itself', async () => {
    const browser = new Browser();
    await signInThroughProvider(browser, `${stack.baseUrl}/api/login`, { email: 'supervised@example.org' });
    const get = async (path: string) => {
      const response = await browser.request(`${stack.baseUrl}${path}`, { headers: { accept: 'application/json' } });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const graphql = async (query: string) => {
      const response = await browser.request(`${stack.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stack.baseUrl },
        body: JSON.stringify({ query }),
      });
      return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } };
    };
    expect((await get('/api/stats/global')).status).toBe(200);
    expect((await get('/api/stats/intentions')).status).toBe(200);
    expect((await get('/api/users/stats')).status).toBe(200);

    const stats = stack.components.get('stats')!;
    const killed = stats.process;
    const exited = new Promise((resolve) => killed.once('exit', resolve));
    killed.kill('SIGKILL');
    await exited;

    const down = { status: 503, body: { message: 'Service unavailable: stats is not answering' } };
    const tokyo = '/api/stats/comprehensive?timeZone=Asia%2FTokyo';
    const members = '{ recentMembers(limit: 1) { id topIntention } }';
    expect(await get(tokyo)).toEqual(down);
    expect(await get('/api/stats/global')).toEqual(down);
    expect(await get('/api/stats/intentions')).toEqual(down);
    const graph = await graphql(members);
    expect(graph.status).toBe(503);
    expect(graph.body.errors?.[0]).toMatchObject({ message: 'Service unavailable: stats is not answering', extensions: { code: 'UNAVAILABLE' } });
    // Routes of the other subgraphs answer as before.
    expect(await get('/api/auth/user')).toMatchObject({ status: 200, body: { email: 'supervised@example.org' } });
    expect((await get('/api/users/stats')).status).toBe(200);
    expect((await get('/api/meditation-groups')).status).toBe(200);
    expect((await graphql('{ me { email } }')).body).toEqual({ data: { me: { email: 'supervised@example.org' } } });
    // A batch shares one status: it stays 200, the operation another subgraph answers comes back
    // with its data, and the one whose subgraph is down with its own error (as the home's cards read them).
    const batch = await browser.request(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl },
      body: JSON.stringify([{ query: '{ me { email } }' }, { query: members }]),
    });
    expect(batch.status).toBe(200);
    const [mine, theirs] = (await batch.json()) as [unknown, { data?: unknown; errors?: { extensions?: { code?: string } }[] }];
    expect(mine).toEqual({ data: { me: { email: 'supervised@example.org' } } });
    expect(theirs.errors?.map((error) => error.extensions?.code)).toEqual(['UNAVAILABLE']);

    await waitFor('stats to come back', async () => (await get(tokyo)).status === 200, 200_000);
    expect(stats.process.pid).not.toBe(killed.pid);
    expect((await graphql(members)).status).toBe(200);
    expect((await get('/api/stats/global')).status).toBe(200);
    // The supervisor says so once its readiness probe passes, which may be a moment after the first answer.
    await waitFor('the console to say stats is back', async () => lines.some((line) => line.startsWith('✔ stats is back')), 30_000);
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^✖ stats died \(signal SIGKILL\) at \d\d:\d\d:\d\d; restarting in 3\.0 s$/), expect.stringMatching(/^✔ stats is back \(pid \d+, ready after [\d.]+ s\)$/)]));
    expect(givenUp).toEqual([]);
  }, 300_000);
});

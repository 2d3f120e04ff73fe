import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runChecks } from '@peace/kit';
import { subgraphReadiness } from './subgraph-readiness.js';

/** A subgraph's /readyz answering with the given status, on a port of its own. */
async function subgraph(status: number): Promise<{ url: string; server: http.Server; asked: string[] }> {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, server, asked };
}

describe("the gateway's readiness as to its subgraphs", () => {
  const servers: http.Server[] = [];
  afterAll(async () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  it('asks each subgraph its /readyz, beside its /graphql', async () => {
    const ready = await subgraph(200);
    servers.push(ready.server);
    const { checks, allReady } = subgraphReadiness({ stats: ready.url });
    const result = await runChecks(checks);
    expect(ready.asked).toEqual(['/readyz']);
    expect(result.checks).toEqual({ 'subgraph:stats': 'ok' });
    expect(allReady(result.checks)).toBe(true);
  });

  it('is unready when every subgraph is down or unready', async () => {
    const unready = await subgraph(503);
    servers.push(unready.server);
    const { checks, allReady } = subgraphReadiness({ stats: unready.url, groups: 'http://127.0.0.1:9/graphql' });
    const result = await runChecks(checks);
    expect(result.checks['subgraph:stats']).toBe('answers 503');
    expect(result.checks['subgraph:groups']).not.toBe('ok');
    expect(allReady(result.checks)).toBe(false);
  });

  it('is unready with one subgraph down, naming it', async () => {
    const [ready, unready] = await Promise.all([subgraph(200), subgraph(503)]);
    servers.push(ready.server, unready.server);
    const { checks, allReady } = subgraphReadiness({ stats: ready.url, notification: unready.url });
    const result = await runChecks(checks);
    expect(result.checks).toEqual({ 'subgraph:stats': 'ok', 'subgraph:notification': 'answers 503' });
    expect(allReady(result.checks)).toBe(false);
  });
});

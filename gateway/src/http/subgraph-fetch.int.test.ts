// The gateway's calls to its subgraphs, against a real HTTP server standing where a subgraph would.
import { expect } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '@peace/scripts/harness';
import { isSubgraphDown } from '../unavailable.js';
import { createSubgraphFetcher } from './subgraph-fetch.js';

let server: http.Server;
let url: string;
let connections = 0;
const received: { method: string | undefined; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method, headers: req.headers, body });
      if (req.url === '/refused') {
        res.writeHead(400, 'Bad Request', { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ message: 'no' }] }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'max-age=5, public' }).end(JSON.stringify({ data: { echo: body } }));
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the subgraph fetcher', () => {
  it('sends the method, headers and body, and answers status, headers and JSON as Apollo reads them', async () => {
    const fetcher = createSubgraphFetcher();
    try {
      const body = JSON.stringify({ query: '{ me { id } }' });
      const answer = await fetcher(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'abc12345' }, body });
      expect(answer.ok).toBe(true);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('max-age=5, public');
      expect(await answer.json()).toEqual({ data: { echo: body } });
      expect(answer.bodyUsed).toBe(true);
      const last = received.at(-1)!;
      expect(last).toMatchObject({ method: 'POST', body, headers: expect.objectContaining({ 'x-request-id': 'abc12345', 'content-length': String(Buffer.byteLength(body)) }) });

      const refused = await fetcher(`${url}/refused`, { method: 'POST', headers: {}, body: '{}' });
      expect({ ok: refused.ok, status: refused.status, statusText: refused.statusText }).toEqual({ ok: false, status: 400, statusText: 'Bad Request' });
      expect(await refused.text()).toBe('{"errors":[{"message":"no"}]}');
    } finally {
      fetcher.close();
    }
  });

  it('keeps its connections open: one after another, the calls share one', async () => {
    const fetcher = createSubgraphFetcher();
    try {
      const before = connections;
      for (let call = 0; call < 20; call++) await (await fetcher(`${url}/graphql`, { method: 'POST', headers: {}, body: String(call) })).json();
      expect(connections - before).toBe(1);
    } finally {
      fetcher.close();
    }
  });

  it('opens more connections for calls at once, up to its limit', async () => {
    const fetcher = createSubgraphFetcher({ maxSockets: 4 });
    try {
      const before = connections;
      await Promise.all(Array.from({ length: 16 }, (_, call) => fetcher(`${url}/graphql`, { method: 'POST', headers: {}, body: String(call) }).then((answer) => answer.json())));
      expect(connections - before).toBeGreaterThan(1);
      expect(connections - before).toBeLessThanOrEqual(4);
    } finally {
      fetcher.close();
    }
  });

  it('fails with the socket error a subgraph that is down gives, which the gateway reads as down', async () => {
    const fetcher = createSubgraphFetcher();
    try {
      const closedPort = await freePort();
      const failure: unknown = await fetcher(`http://127.0.0.1:${closedPort}/graphql`, { method: 'POST', headers: {}, body: '{}' }).catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: 'ECONNREFUSED' });
      expect(isSubgraphDown(failure)).toBe(true);
    } finally {
      fetcher.close();
    }
  });
});

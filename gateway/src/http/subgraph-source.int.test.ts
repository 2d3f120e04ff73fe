// The gateway's calls to its subgraphs, against a real HTTP server standing where a subgraph would.
import { expect } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { AppError, INTERNAL_HEADER, verifyInternalHeader } from '@peace/kit';
import { freePort } from '@peace/scripts/harness';
import { SubgraphSource, subgraphConnections, type SubgraphCaller } from './subgraph-source.js';

const SECRET = 'a-shared-internal-secret-long-enough';
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
        res.writeHead(400, 'Bad Request', { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ message: 'Expected a timestamp', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] }));
        return;
      }
      if (req.url === '/stopping') {
        res.writeHead(503, 'Service Unavailable', { 'content-type': 'application/json' }).end('{"message":"stopping"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ data: { echo: JSON.parse(body) as unknown } }));
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

/** An operation as the query plan hands it to a subgraph's source. */
const operation = (query: string, caller: SubgraphCaller = { userId: 'user-1', requestId: 'abc12345' }) =>
  ({ kind: 'incoming operation', request: { query, variables: { n: 1 }, operationName: 'Op' }, incomingRequestContext: {}, context: caller }) as unknown as GraphQLDataSourceProcessOptions<SubgraphCaller>;

async function withSource<T>(path: string, use: (source: SubgraphSource) => Promise<T>, maxSockets?: number): Promise<T> {
  const pool = subgraphConnections(maxSockets ? { maxSockets } : {});
  try {
    return await use(new SubgraphSource('meditation', `${url}${path}`, SECRET, pool));
  } finally {
    pool.close();
  }
}

describe('a subgraph source', () => {
  it('POSTs the operation as JSON with the caller signed, and answers the subgraph\'s JSON', async () => {
    await withSource('/graphql', async (source) => {
      const answer = await source.process(operation('query Op($n: Int) { me { id } }'));
      const sent = { query: 'query Op($n: Int) { me { id } }', variables: { n: 1 }, operationName: 'Op' };
      expect(answer).toEqual({ data: { echo: sent } });
      const last = received.at(-1)!;
      expect(last).toMatchObject({ method: 'POST', headers: expect.objectContaining({ 'content-type': 'application/json', 'x-request-id': 'abc12345', 'content-length': String(Buffer.byteLength(last.body)) }) });
      expect(JSON.parse(last.body)).toEqual(sent);
      expect(verifyInternalHeader(last.headers[INTERNAL_HEADER] as string, SECRET)).toEqual({ userId: 'user-1', requestId: 'abc12345' });
    });
  });

  it('passes on a 400 that blames the document as the client\'s mistake, with the subgraph\'s message', async () => {
    await withSource('/refused', async (source) => {
      const failure: unknown = await source.process(operation('{ me { id } }')).catch((error: unknown) => error);
      expect(failure).toMatchObject({ message: 'Expected a timestamp', extensions: { code: 'BAD_USER_INPUT' } });
    });
  });

  it('reads a subgraph that answers 503, or whose address refuses connections, as down', async () => {
    await withSource('/stopping', async (source) => {
      const failure: unknown = await source.process(operation('{ me { id } }')).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ code: 'UNAVAILABLE', message: 'Service unavailable: meditation is not answering' });
    });
    const pool = subgraphConnections();
    try {
      const closed = new SubgraphSource('meditation', `http://127.0.0.1:${await freePort()}/graphql`, SECRET, pool);
      const failure: unknown = await closed.process(operation('{ me { id } }')).catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: 'UNAVAILABLE', cause: expect.objectContaining({ code: 'ECONNREFUSED' }) });
    } finally {
      pool.close();
    }
  });

  it('keeps its connections open: one after another, the calls share one', async () => {
    await withSource('/graphql', async (source) => {
      const before = connections;
      for (let call = 0; call < 20; call++) await source.process(operation(`{ call${call} }`));
      expect(connections - before).toBe(1);
    });
  });

  it('opens more connections for calls at once, up to its limit', async () => {
    await withSource(
      '/graphql',
      async (source) => {
        const before = connections;
        await Promise.all(Array.from({ length: 16 }, (_, call) => source.process(operation(`{ call${call} }`))));
        expect(connections - before).toBeGreaterThan(1);
        expect(connections - before).toBeLessThanOrEqual(4);
      },
      4,
    );
  });
});

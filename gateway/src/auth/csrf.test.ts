import http from 'node:http';
import express from 'express';
import { csrfGuard } from './csrf.js';

const publicUrl = 'https://peace.example';
let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(csrfGuard(publicUrl));
  app.all('/{*path}', (_req, res) => {
    res.json({ ok: true });
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const send = (method: string, headers: Record<string, string> = {}) => fetch(`${base}/api/thing`, { method, headers });

describe('cross-site request protection', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a cross-origin %s with 403', async (method) => {
    const response = await send(method, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('refuses an opaque origin, a look-alike origin, and a write that says nothing about where it comes from', async () => {
    const cases: Record<string, string>[] = [{ origin: 'null' }, { origin: 'https://peace.example.evil.example' }, { origin: 'http://peace.example' }, {}, { referer: 'https://evil.example/page' }, { referer: 'not a url' }];
    for (const headers of cases) {
      expect({ headers, status: (await send('POST', headers)).status }).toEqual({ headers, status: 403 });
    }
  });

  it('lets a write from our own origin through', async () => {
    expect((await send('POST', { origin: publicUrl })).status).toBe(200);
  });

  it('lets a write through on a same-origin Referer when the browser sent no Origin', async () => {
    expect((await send('DELETE', { referer: `${publicUrl}/communities/42` })).status).toBe(200);
  });

  it('lets a write through from a client that sends no Origin or Referer but carries X-Requested-With', async () => {
    expect((await send('PUT', { 'x-requested-with': 'fetch' })).status).toBe(200);
  });

  it('refuses a foreign Origin even when it carries X-Requested-With', async () => {
    expect((await send('POST', { origin: 'https://evil.example', 'x-requested-with': 'fetch' })).status).toBe(403);
  });

  it('never stands in the way of reads', async () => {
    expect((await send('GET', { origin: 'https://evil.example' })).status).toBe(200);
    expect((await send('HEAD', { origin: 'https://evil.example' })).status).toBe(200);
    expect((await send('OPTIONS', { origin: 'https://evil.example' })).status).toBe(200);
  });
});

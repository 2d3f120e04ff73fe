// What a connection hears when Node's parser refuses it: JSON always, a Host-less request included,
// and pipelined requests that came before bad bytes answered, in order, before the refusal.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { answerClientErrors, requireHost } from './errors.js';

let server: http.Server;
let port: number;
/** How many requests the app has run. */
let ran = 0;

beforeAll(async () => {
  server = http.createServer(
    { requireHostHeader: false },
    requireHost((_req, res) => {
      // Work that takes a moment, as a write to the database does.
      setTimeout(() => {
        ran += 1;
        const body = JSON.stringify({ ran });
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
        res.end(body);
      }, 20);
    }),
  );
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Sends the bytes on a fresh connection and answers everything the server wrote before it closed the connection. */
function exchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** The status lines of the responses, in the order they came. */
const statuses = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));

describe('refusals before the app', () => {
  it('answers every pipelined request that came before bad bytes, in order, then the refusal as JSON', async () => {
    ran = 0;
    const request = 'DELETE /api/account HTTP/1.1\r\nHost: peace.test\r\nContent-Length: 0\r\n\r\n';
    const text = await exchange(`${request.repeat(3)}\u0000\u0001 not http at all\r\n\r\n`);
    expect(statuses(text)).toEqual([200, 200, 200, 400]);
    expect([...text.matchAll(/\{"ran":(\d)\}/g)].map((match) => Number(match[1]))).toEqual([1, 2, 3]);
    expect(ran).toBe(3);
    expect(text.slice(text.lastIndexOf('HTTP/1.1 400'))).toMatch(/Content-Type: application\/json[\s\S]*\{"message":"request: malformed HTTP"\}$/);
  });

  it('refuses a CONNECT with 405 and JSON, and runs nothing', async () => {
    ran = 0;
    const text = await exchange('CONNECT elsewhere.example:443 HTTP/1.1\r\nHost: elsewhere.example:443\r\n\r\n');
    expect(statuses(text)).toEqual([405]);
    expect(text).toMatch(/Content-Type: application\/json; charset=utf-8/i);
    expect(text).toMatch(/\{"message":"request: CONNECT is not served"\}$/);
    expect(ran).toBe(0);
  });

  it('refuses a request without a Host header with JSON and a Content-Type, and runs nothing', async () => {
    ran = 0;
    const text = await exchange('DELETE /api/account HTTP/1.1\r\nContent-Length: 0\r\n\r\n');
    expect(statuses(text)).toEqual([400]);
    expect(text).toMatch(/Content-Type: application\/json; charset=utf-8/i);
    expect(text).toMatch(/\{"message":"headers: Host is required"\}$/);
    expect(ran).toBe(0);
  });
});

// The sockets scenario's anchor, in a process of its own: a bare `ws` server that holds the same
// number of sockets and sends each the same frame, with no sessions, presence or Redis behind it.
// A socket's frame { type: 'broadcast', message } sends message to every other socket, the way a
// person starting to meditate makes the gateway send the new count. Command (see child.ts):
// { type: 'memory' } answers 'memory' with the process's resident set in bytes.
import http from 'node:http';
import { WebSocketServer, type RawData } from 'ws';
import { commands, report } from './child.js';

const server = http.createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ server, path: '/ws', perMessageDeflate: false });
wss.on('connection', (sender) => {
  sender.on('message', (raw: RawData) => {
    const { message } = JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : '{}') as { message?: string };
    if (message === undefined) return;
    for (const socket of wss.clients) if (socket !== sender && socket.readyState === socket.OPEN) socket.send(message);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
report({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });

commands(
  (command) => {
    if (command.type === 'memory') report({ type: 'memory', rss: process.memoryUsage.rss() });
  },
  () => {
    for (const socket of wss.clients) socket.terminate();
    server.close();
    process.exit(0);
  },
);

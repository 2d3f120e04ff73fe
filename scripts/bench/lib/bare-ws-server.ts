// The sockets scenario's anchor, in a process of its own: a bare `ws` server that holds the same
// number of sockets and sends each the same frame, with no sessions, presence or Redis behind it.
// Commands (see child.ts): { type: 'broadcast', message } answers 'sent'; { type: 'memory' }
// answers 'memory' with the process's resident set in bytes.
import http from 'node:http';
import { WebSocketServer } from 'ws';
import { commands, report } from './child.js';

const server = http.createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ server, path: '/ws', perMessageDeflate: false });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
report({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });

commands(
  (command) => {
    if (command.type === 'broadcast') {
      const message = command['message'] as string;
      for (const socket of wss.clients) if (socket.readyState === socket.OPEN) socket.send(message);
      report({ type: 'sent', sockets: wss.clients.size });
    } else if (command.type === 'memory') {
      report({ type: 'memory', rss: process.memoryUsage.rss() });
    }
  },
  () => {
    for (const socket of wss.clients) socket.terminate();
    server.close();
    process.exit(0);
  },
);

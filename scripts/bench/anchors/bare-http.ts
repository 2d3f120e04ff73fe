// Anchor: the least a Node process does per request, node:http answering a fixed JSON body.
import http from 'node:http';
import { announcePort } from './announce.js';

const body = JSON.stringify({ state: 'meditating', intention: 'Peace', duration: 20, remainingSeconds: 1200 });

const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => announcePort(server));

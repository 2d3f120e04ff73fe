// The push scenario's anchor, in a process of its own: the web-push library alone, with the
// notification service's kept-alive connections and concurrency, sending the same number of
// messages of the same size straight to the same push service, with no scan, queue or database
// on the way.
import https from 'node:https';
import webpush from 'web-push';
import { report } from './child.js';

const count = Number(process.env['ANCHOR_COUNT']);
const concurrency = Number(process.env['ANCHOR_CONCURRENCY'] ?? 30);
const origin = process.env['ANCHOR_PUSH_ORIGIN']!;
const keys = JSON.parse(process.env['ANCHOR_KEYS']!) as { p256dh: string; auth: string };
const payload = process.env['ANCHOR_PAYLOAD']!;
const vapidDetails = { subject: 'mailto:bench@peace-practice.app', publicKey: process.env['ANCHOR_VAPID_PUBLIC']!, privateKey: process.env['ANCHOR_VAPID_PRIVATE']! };
const agent = new https.Agent({ keepAlive: true, maxSockets: concurrency });

const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const index = next++;
      await webpush.sendNotification({ endpoint: `${origin}/anchor/${index}`, keys }, payload, { vapidDetails, TTL: 3600, contentEncoding: 'aes128gcm', agent });
    }
  }),
);
report({ type: 'done', elapsedMs: performance.now() - started });
agent.destroy();

// The email scenario's anchor, in a process of its own: nodemailer with the notification
// service's pool settings handing the same number of messages of the same size straight to the
// SMTP server, with no event, queue or database on the way.
import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { report } from './child.js';

const url = new URL(process.env['ANCHOR_SMTP_URL']!);
const count = Number(process.env['ANCHOR_COUNT']);
const raw = readFileSync(process.env['ANCHOR_RAW_FILE']!);
const transport = nodemailer.createTransport({ pool: true, host: url.hostname, port: Number(url.port), secure: false, maxConnections: Number(process.env['ANCHOR_CONNECTIONS'] ?? 30), maxMessages: 1000 });
const started = performance.now();
await Promise.all(
  Array.from({ length: count }, (_, index) =>
    transport.sendMail({ envelope: { from: 'sessions@peace-practice.app', to: `anchor-${index}@bench.example.org` }, raw }),
  ),
);
report({ type: 'done', elapsedMs: performance.now() - started });
transport.close();

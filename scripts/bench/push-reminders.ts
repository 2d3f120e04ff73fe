// Times the daily reminders of many people due in the same minute: from that minute to the last
// push message taken by a push service over https, through the built notification service (its
// scan, its BullMQ queue, its message log, web-push with VAPID and aes128gcm), on this machine.
// Anchors, measured in the same run: the web-push library alone sending as many messages of the
// same size to the same push service, and nodemailer alone handing as many reminder-sized emails
// to a real SMTP server.
// Run: npm run bench -- push-reminders  (REMINDERS=10000 to change the count; the goal is all within 60 s of their minute)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generateVapidKeys, REPO_ROOT, startInfrastructure, waitFor, type Component } from '@peace/scripts/harness';
import { browserSubscription, decryptPush, startPushReceiver, type PushReceiver } from '@peace/scripts/testing';
import { startHelper } from './lib/child.js';
import { benchMailSink, MAIL_CONCURRENCY, nodemailerAloneMs, startNotification } from './lib/notification.js';
import { runAlone, type BenchRow, type BenchScenario } from './lib/result.js';

const reminders = Number(process.env['REMINDERS'] ?? 10_000);
const GOAL_MS = 60_000;

/** The web-push library straight to the push service, as many messages as the service sent, as large as its first. */
async function pushAnchorMs(push: PushReceiver, keys: { p256dh: string; auth: string }, payload: string): Promise<number> {
  const vapid = generateVapidKeys();
  const before = push.received.length;
  const helper = startHelper(path.join(REPO_ROOT, 'scripts/bench/lib/push-anchor.ts'), {
    NODE_EXTRA_CA_CERTS: push.caFile,
    ANCHOR_COUNT: String(reminders),
    ANCHOR_CONCURRENCY: String(MAIL_CONCURRENCY),
    ANCHOR_PUSH_ORIGIN: push.origin,
    ANCHOR_KEYS: JSON.stringify(keys),
    ANCHOR_PAYLOAD: payload,
    ANCHOR_VAPID_PUBLIC: vapid.publicKey,
    ANCHOR_VAPID_PRIVATE: vapid.privateKey,
  });
  try {
    const { elapsedMs } = await helper.next<{ type: 'done'; elapsedMs: number }>('done', 300_000);
    if (push.received.length - before !== reminders) throw new Error(`the push anchor delivered ${push.received.length - before} of ${reminders}`);
    return elapsedMs;
  } finally {
    await helper.end();
  }
}

/** An email the size of a reminder's, for the mail anchor. */
function reminderSizedEmail(): string {
  const body = `Time to sit\n\nHello,\n\nYour daily practice is waiting. A few quiet minutes are enough.\n\n${'Start Meditating Now: http://localhost:8080/?timer=ready\n'.repeat(40)}`;
  return `From: Peace Practice <sessions@peace-practice.app>\r\nTo: anchor@bench.example.org\r\nSubject: Time to sit\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}`;
}

async function run(): Promise<BenchRow[]> {
  const infra = await startInfrastructure();
  const push = await startPushReceiver();
  const db = new pg.Pool({ connectionString: infra.databaseUrl, max: 2 });
  const vapid = generateVapidKeys();
  let service: Component | undefined;
  try {
    const mail = benchMailSink(infra);
    service = await startNotification(infra, { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, NODE_EXTRA_CA_CERTS: push.caFile, PUSH_SERVICE_HOSTS: new URL(push.origin).host });

    // Everyone's reminder at the same minute, the next whole one at least 20 s ahead, each with one device.
    const browser = browserSubscription(`${push.origin}/r/0`);
    const minute = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
    const time = minute.toISOString().slice(11, 16);
    await db.query(
      `with people as (select gen_random_uuid() as user_id, n from generate_series(1, $1::int) n),
            settings as (insert into notification.reminder_settings (user_id, time_zone, daily_time, daily_channels, next_daily_at) select user_id, 'UTC', $2, '{push}', $3 from people)
       insert into notification.push_subscriptions (user_id, endpoint, p256dh, auth) select user_id, $4 || '/r/' || n, $5, $6 from people`,
      [reminders, time, minute, push.origin, browser.json.keys.p256dh, browser.json.keys.auth],
    );
    console.log(`${reminders} daily reminders due at ${minute.toISOString()}; waiting for that minute…`);
    await waitFor(`${reminders} push messages`, () => push.received.length >= reminders, minute.getTime() - Date.now() + 300_000);
    const due = minute.getTime();
    const arrivals = push.received.map((message) => message.at).sort((a, b) => a - b);
    const firstMs = arrivals[0]! - due;
    const lastMs = arrivals.at(-1)! - due;
    const distinct = new Set(push.received.map((message) => message.path)).size;
    if (distinct !== reminders || push.received.length !== reminders) throw new Error(`${push.received.length} messages to ${distinct} devices, expected ${reminders} of each`);
    const payload = decryptPush(push.received[0]!.body, browser);

    const pushAnchor = await pushAnchorMs(push, browser.json.keys, payload);
    // nodemailer straight to the SMTP server: as many emails as there were reminders, each the size of a reminder's email.
    const mailAnchor = await nodemailerAloneMs(mail, reminderSizedEmail(), reminders, 300_000);
    const name = 'push-reminders';
    return [
      { scenario: name, what: `first of ${reminders} daily reminders at the push service, after their minute`, value: firstMs, unit: 'ms', better: 'lower' },
      {
        scenario: name,
        what: `last of ${reminders} daily reminders at the push service, after their minute`,
        value: lastMs,
        unit: 'ms',
        better: 'lower',
        goal: `≤ ${GOAL_MS} ms`,
        met: lastMs <= GOAL_MS,
      },
      { scenario: name, what: `${reminders} push messages, from the first to the last`, value: lastMs - firstMs, unit: 'ms', better: 'lower', anchor: { what: 'bare web-push, same messages and concurrency', value: pushAnchor } },
      { scenario: name, what: `${reminders} reminder-sized emails through nodemailer straight to SMTP`, value: mailAnchor, unit: 'ms', better: 'lower' },
    ];
  } finally {
    await service?.stop();
    await db.end();
    await push.close();
    await infra.stop();
  }
}

export const scenario: BenchScenario = { name: 'push-reminders', run };

if (process.argv[1] === fileURLToPath(import.meta.url)) await runAlone(scenario);

// Times the email of one session start to many people: from the groups service's
// peace.groups.session.started event to the last message accepted by a real SMTP server, through
// the built notification service (its consumer, its BullMQ queue, nodemailer), on this machine.
// Anchor: nodemailer alone, from a process of its own, handing as many messages of the same size
// straight to the same SMTP server.
// Run: npm run bench:emails  (RECIPIENTS=1000 to change the audience; the goal is 1,000 within 10 s)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connectBus, migrateService } from '@peace/kit';
import { communitiesCommunityCreated, communitiesMemberJoined, createEnvelope, groupsSessionStarted, identityUserCreated, type EventContract } from '@peace/proto';
import { freePort, launchComponent, REPO_ROOT, startInfrastructure, waitFor, type MailSink } from '@peace/scripts/harness';
import { startHelper } from './lib/child.js';
import { runAlone, type BenchRow, type BenchScenario } from './lib/result.js';

const recipients = Number(process.env['RECIPIENTS'] ?? 1000);
const GOAL_MS = 10_000;
/** The notification service's default SMTP pool size, given to the anchor too. */
const SMTP_CONNECTIONS = 10;

/** nodemailer straight to the sink, as many messages as the service sent and as large as its first. */
async function anchorMs(mail: MailSink, raw: Buffer): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'peace-bench-mail-'));
  try {
    const file = path.join(dir, 'message.eml');
    writeFileSync(file, raw);
    mail.clear();
    const helper = startHelper(path.join(REPO_ROOT, 'scripts/bench/lib/smtp-anchor.ts'), {
      ANCHOR_SMTP_URL: mail.url,
      ANCHOR_COUNT: String(recipients),
      ANCHOR_RAW_FILE: file,
      ANCHOR_CONNECTIONS: String(SMTP_CONNECTIONS),
    });
    try {
      const { elapsedMs } = await helper.next<{ type: 'done'; elapsedMs: number }>('done', 120_000);
      await mail.waitForCount(recipients, { timeoutMs: 10_000 });
      return elapsedMs;
    } finally {
      await helper.end();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function run(): Promise<BenchRow[]> {
  const infra = await startInfrastructure();
  const mail = infra.mail!;
  const bus = await connectBus(infra.natsUrl, 'bench-session-emails');
  const db = new pg.Pool({ connectionString: infra.databaseUrl, max: 2 });
  let service: Awaited<ReturnType<typeof launchComponent>> | undefined;
  try {
    await migrateService('notification', infra.databaseUrl);
    const port = await freePort();
    service = await launchComponent(
      'notification',
      path.join(REPO_ROOT, 'services/notification/dist/index.js'),
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        DATABASE_URL: infra.databaseUrl,
        REDIS_URL: infra.redisUrl,
        NATS_URL: infra.natsUrl,
        INTERNAL_SECRET: randomUUID() + randomUUID(),
        SMTP_URL: mail.url,
        PUBLIC_URL: 'http://localhost:8080',
        JOBS_PREFIX: `bench-${Date.now()}`,
      },
      port,
      '/readyz',
    );

    const publish = async <TData>(contract: EventContract<string, TData>, data: TData) => {
      const envelope = createEnvelope(contract, data);
      await bus.js.publish(envelope.type, JSON.stringify(envelope), { msgID: envelope.id });
    };
    // A community of `recipients` members, each with an address: what the service learns before a start.
    const groupId = randomUUID();
    const now = () => new Date().toISOString();
    await publish(communitiesCommunityCreated, {
      groupId,
      name: 'Bench Circle',
      intention: 'Peace',
      isPublic: true,
      maxMembers: recipients,
      createdBy: randomUUID(),
      meetingSchedule: null,
      meetingDays: [],
      meetingTime: null,
      timezone: 'UTC',
      meditationDuration: 10,
      at: now(),
    });
    const people = Array.from({ length: recipients }, () => randomUUID());
    for (let index = 0; index < people.length; index += 200) {
      await Promise.all(
        people.slice(index, index + 200).flatMap((userId, offset) => [
          publish(identityUserCreated, { userId, email: `member-${index + offset}@bench.example.org`, firstName: null, lastName: null, profileImageUrl: null, createdAt: now() }),
          publish(communitiesMemberJoined, { groupId, userId, role: 'member', at: now() }),
        ]),
      );
    }
    console.log(`Waiting for the notification service to learn ${recipients} members and their addresses…`);
    await waitFor(
      'the members to be known',
      async () => {
        const { rows } = await db.query<{ members: string; addresses: string }>(
          `select (select count(*) from notification.community_members where group_id = $1 and status = 'active') as members,
                  (select count(*) from notification.recipients where email like '%@bench.example.org') as addresses`,
          [groupId],
        );
        return Number(rows[0]!.members) === recipients && Number(rows[0]!.addresses) === recipients;
      },
      120_000,
    );

    const startedAt = new Date();
    const started = performance.now();
    await publish(groupsSessionStarted, {
      groupSessionId: randomUUID(),
      name: 'Bench Sit',
      intention: 'Peace',
      duration: 10,
      maxParticipants: recipients,
      // Started by a host outside the audience: whoever starts a session is sitting in it and gets no email of it.
      createdBy: randomUUID(),
      groupId,
      scheduledStart: startedAt.toISOString(),
      startsAt: startedAt.toISOString(),
      endsAt: new Date(startedAt.getTime() + 600_000).toISOString(),
    });
    let firstMs: number | undefined;
    const poll = setInterval(() => {
      if (firstMs === undefined && mail.messages().length > 0) firstMs = performance.now() - started;
    }, 5);
    await mail.waitForCount(recipients, { timeoutMs: 120_000 });
    clearInterval(poll);
    const elapsedMs = performance.now() - started;
    const distinct = new Set(mail.messages().flatMap((message) => message.to)).size;

    if (distinct !== recipients || mail.messages().length !== recipients) throw new Error(`${mail.messages().length} messages to ${distinct} distinct recipients, expected ${recipients} of each`);
    const anchor = await anchorMs(mail, mail.messages()[0]!.raw);
    const name = 'emails';
    const perSecond = (ms: number) => (recipients / ms) * 1000;
    return [
      { scenario: name, what: `first of ${recipients} session-start emails at SMTP`, value: firstMs ?? elapsedMs, unit: 'ms', better: 'lower' },
      {
        scenario: name,
        what: `last of ${recipients} session-start emails at SMTP`,
        value: elapsedMs,
        unit: 'ms',
        better: 'lower',
        anchor: { what: 'nodemailer straight to SMTP', value: anchor },
        goal: `≤ ${GOAL_MS} ms`,
        met: elapsedMs <= GOAL_MS,
      },
      { scenario: name, what: 'session-start emails per second', value: perSecond(elapsedMs), unit: 'emails/s', better: 'higher', anchor: { what: 'nodemailer straight to SMTP', value: perSecond(anchor) } },
    ];
  } finally {
    await service?.stop();
    await db.end();
    await bus.close();
    await infra.stop();
  }
}

export const scenario: BenchScenario = { name: 'emails', run };

if (process.argv[1] === fileURLToPath(import.meta.url)) await runAlone(scenario);

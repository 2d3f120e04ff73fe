// Times the email of one session start to many people: from the groups service's
// peace.groups.session.started event to the last message accepted by a real SMTP server, through
// the built notification service (its consumer, its BullMQ queue, nodemailer), on this machine.
// Anchor: nodemailer alone, from a process of its own, handing as many messages of the same size
// straight to the same SMTP server.
// Run: npm run bench:emails  (RECIPIENTS=1000 to change the audience; the goal is 1,000 within 10 s)
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connectBus } from '@peace/kit';
import { communitiesCommunityCreated, communitiesMemberJoined, createEnvelope, groupsSessionStarted, identityUserCreated, type EventContract } from '@peace/proto';
import { startInfrastructure, waitFor, type Component } from '@peace/scripts/harness';
import { benchMailSink, nodemailerAloneMs, startNotification } from './lib/notification.js';
import { runAlone, type BenchRow, type BenchScenario } from './lib/result.js';

const recipients = Number(process.env['RECIPIENTS'] ?? 1000);
const GOAL_MS = 10_000;

async function run(): Promise<BenchRow[]> {
  const infra = await startInfrastructure();
  const bus = await connectBus(infra.natsUrl, 'bench-session-emails');
  const db = new pg.Pool({ connectionString: infra.databaseUrl, max: 2 });
  let service: Component | undefined;
  try {
    const mail = benchMailSink(infra);
    service = await startNotification(infra, { SMTP_URL: mail.url });

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
    await mail.waitForCount(recipients, { timeoutMs: 120_000 });
    // The sink notes when it accepted each message, in the order it did.
    const messages = [...mail.messages()];
    const firstMs = messages[0]!.receivedAt.getTime() - startedAt.getTime();
    const elapsedMs = messages.at(-1)!.receivedAt.getTime() - startedAt.getTime();
    const distinct = new Set(messages.flatMap((message) => message.to)).size;

    if (distinct !== recipients || messages.length !== recipients) throw new Error(`${messages.length} messages to ${distinct} distinct recipients, expected ${recipients} of each`);
    // nodemailer straight to the sink, as many messages as the service sent and as large as its first.
    const anchor = await nodemailerAloneMs(mail, messages[0]!.raw, recipients, 120_000);
    const name = 'emails';
    const perSecond = (ms: number) => (recipients / ms) * 1000;
    return [
      { scenario: name, what: `first of ${recipients} session-start emails at SMTP`, value: firstMs, unit: 'ms', better: 'lower' },
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

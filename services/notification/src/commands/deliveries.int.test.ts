// Sending one email against real PostgreSQL and a real SMTP server, when more than one sender
// reaches it: it is handed to the mail server once, and one whose sender died is not lost.
import { randomBytes, randomUUID } from 'node:crypto';
import { createDatabase, createLogger, systemClock, type DatabaseHandle } from '@peace/kit';
import { startMailSink, type MailSink } from '@peace/scripts/harness';
import { createServiceDatabase } from '@peace/scripts/testing';
import { schema } from '../db/schema.js';
import { compileSessionTemplate } from '../email/template.js';
import { EMAIL_OFF, createDisabledMailer, createSmtpMailer, type Mailer } from '../mailer.js';
import { CLAIM_LEASE_MS, deliver, queueTestEmail, type MailDeps } from './deliveries.js';

let database: DatabaseHandle<typeof schema>;
let sink: MailSink;
let mailer: Mailer;
let deps: MailDeps;

beforeAll(async () => {
  const url = await createServiceDatabase('notification', 'notification_deliveries');
  database = createDatabase(url, schema, { max: 6 });
  sink = await startMailSink();
  mailer = createSmtpMailer({ url: sink.url, from: 'Peace Practice <sessions@peace-practice.app>', maxConnections: 4 });
  deps = {
    db: database.db,
    clock: systemClock,
    template: await compileSessionTemplate(),
    mailer,
    publicUrl: 'http://app.example.test',
    tokenKey: randomBytes(32),
    maxAttempts: 3,
    logger: createLogger('deliveries-test', 'silent'),
  };
}, 60_000);

afterAll(async () => {
  mailer?.close();
  await sink?.close();
  await database?.close();
});

/** A queued test email to a fresh address. */
async function queued(): Promise<{ id: string; address: string }> {
  const address = `${randomUUID().slice(0, 8)}@people.example.test`;
  const row = await queueTestEmail(database.db, randomUUID(), address);
  return { id: row.id, address };
}

const statusOf = async (id: string) =>
  (await database.pool.query<{ status: string; claim_id: string | null }>('select status, claim_id from notification.email_log where id = $1', [id])).rows[0]!;

it('hands an email to the mail server once when two senders take it at the same moment', async () => {
  const emails = await Promise.all([1, 2, 3, 4, 5].map(() => queued()));
  // Each email reached by two senders at once: a job run again while it still runs, or two replicas.
  const outcomes = await Promise.allSettled(emails.flatMap(({ id }) => [deliver(deps, id, 1), deliver(deps, id, 1)]));
  expect(outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value === 'sent')).toHaveLength(emails.length);
  // Every sender has answered, and the mail server keeps a message before it acknowledges it: nothing is still on its way.
  for (const { id, address } of emails) {
    expect(await sink.read(address)).toHaveLength(1);
    expect((await statusOf(id)).status).toBe('sent');
  }
  // A sender that found the email taken is told to come back; by then it is sent, and stays so.
  const again = await Promise.all(emails.map(({ id }) => deliver(deps, id, 2)));
  expect(again).toEqual(emails.map(() => 'sent'));
  for (const { address } of emails) expect(await sink.read(address)).toHaveLength(1);
});

it('leaves an email another sender is sending to that sender, and takes over one whose sender died', async () => {
  const busy = await queued();
  await database.pool.query('update notification.email_log set claim_id = $2, claimed_at = now() where id = $1', [busy.id, randomUUID()]);
  await expect(deliver(deps, busy.id, 1)).rejects.toThrow('the email is being sent by another worker');
  expect(await sink.read(busy.address)).toHaveLength(0);

  const abandoned = await queued();
  await database.pool.query(`update notification.email_log set claim_id = $2, claimed_at = now() - make_interval(secs => $3) where id = $1`, [abandoned.id, randomUUID(), CLAIM_LEASE_MS / 1000 + 1]);
  await expect(deliver(deps, abandoned.id, 1)).resolves.toBe('sent');
  await sink.waitForCount(1, { address: abandoned.address });
  const [mail] = await sink.read(abandoned.address);
  // The same Message-ID as the try that may have gone out before, so a mail client shows it once.
  expect(mail!.headers['message-id']).toBe(`<${abandoned.id}@peace-practice>`);
});

it('gives the email back when the mail server is away, for the next try to send it', async () => {
  const email = await queued();
  await sink.stop();
  try {
    await expect(deliver(deps, email.id, 1)).rejects.toThrow();
  } finally {
    await sink.start();
  }
  expect(await statusOf(email.id)).toEqual({ status: 'queued', claim_id: null });
  await expect(deliver(deps, email.id, 2)).resolves.toBe('sent');
  expect(await sink.read(email.address)).toHaveLength(1);
});

it('records an email as skipped, saying email is off, when the installation has no mail server', async () => {
  const email = await queued();
  await expect(deliver({ ...deps, mailer: createDisabledMailer() }, email.id, 1)).resolves.toBe('skipped');
  const { rows } = await database.pool.query<{ status: string; error: string }>('select status, error from notification.email_log where id = $1', [email.id]);
  expect(rows[0]).toEqual({ status: 'skipped', error: EMAIL_OFF });
  expect(await sink.read(email.address)).toHaveLength(0);
});

import { fileURLToPath } from 'node:url';
import { startRuntime } from '@peace/kit';
import { config } from './config.js';
import { SCHEMA, schema } from './db/schema.js';
import { compileSessionTemplate } from './email/template.js';
import { unsubscribeKey } from './email/unsubscribe-token.js';
import { accountDeletionsConsumer, communitiesConsumer, groupSessionsConsumer, practiceConsumer, recipientsConsumer } from './events/index.js';
import { jobDispatcher, mailJobs, rederive } from './jobs/mail.js';
import { reminderJobs } from './jobs/reminders.js';
import { createDisabledMailer, createSmtpMailer } from './mailer.js';
import { createPusher, vapidSubject } from './pusher.js';
import { createResolvers } from './resolvers/index.js';
import type { Dispatcher } from './commands/deliveries.js';

const runtime = await startRuntime({ name: 'notification', schemaName: SCHEMA, config, schema });
runtime.lifecycle.installSignalHandlers();
const template = await compileSessionTemplate();
const mailer = config.SMTP_URL ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, maxConnections: config.SMTP_MAX_CONNECTIONS }) : createDisabledMailer();
if (mailer.off) runtime.logger.warn(mailer.off);
const pusher = createPusher({ publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: vapidSubject(config), maxSockets: config.MAIL_CONCURRENCY, pushServices: config.PUSH_SERVICE_HOSTS, logger: runtime.logger });
if (pusher.off) runtime.logger.warn(pusher.off);
const tokenKey = unsubscribeKey(config);
const mailLimits = { communityStartSeconds: config.SESSION_START_MAIL_EVERY_S, sessionEmailsPerHour: config.SESSION_EMAILS_PER_HOUR };
const mailDeps = { db: runtime.db, clock: runtime.clock, template, mailer, publicUrl: config.PUBLIC_URL, tokenKey, maxAttempts: config.MAIL_ATTEMPTS, claimLeaseMs: config.MAIL_CLAIM_LEASE_MS, mailLimits, logger: runtime.logger };

// Jobs and consumers add jobs through the dispatcher, which needs the started queue: they reach it once it exists.
const getDispatcher = (): Dispatcher => dispatcher;
const definitions = mailJobs(mailDeps, getDispatcher);
const messageDeps = { db: runtime.db, clock: runtime.clock, pusher, dispatcher: getDispatcher, publicUrl: config.PUBLIC_URL, messagesPerDay: config.MESSAGES_PER_DAY, logger: runtime.logger };
const messages = reminderJobs(messageDeps, () => (due) => jobs.enqueueMany(messages.remind, due));
// Sized for mail and push: sending waits on the mail server and the push services, not on this process.
const jobs = await runtime.startJobs([...definitions.all, ...messages.all], { concurrency: config.MAIL_CONCURRENCY });
const dispatcher = jobDispatcher(jobs, definitions, messages, runtime.clock);
runtime.onStop('mailer', () => mailer.close());
runtime.onStop('pusher', () => pusher.close());
await jobs.repeat(definitions.sweep, {}, { everyMs: config.MAIL_SWEEP_INTERVAL_MS });
await jobs.repeat(messages.scan, {}, { everyMs: config.REMINDER_SCAN_INTERVAL_MS });
runtime.logger.info(await rederive(mailDeps, dispatcher), 'queued emails and reminders handed to the queue from the database');

await runtime.consume(recipientsConsumer);
await runtime.consume(accountDeletionsConsumer);
await runtime.consume(communitiesConsumer);
await runtime.consume(practiceConsumer({ clock: runtime.clock }));
await runtime.consume(groupSessionsConsumer({ db: runtime.db, dispatcher: getDispatcher, mailLimits }));
await runtime.serve({
  schemaPath: fileURLToPath(new URL('./schema.graphql', import.meta.url)),
  resolvers: createResolvers({ db: runtime.db, clock: runtime.clock, redis: runtime.redis, template, dispatcher, publicUrl: config.PUBLIC_URL, tokenKey, testEmailsPerHour: config.TEST_EMAILS_PER_HOUR, pushPublicKey: pusher.publicKey, pushServices: config.PUSH_SERVICE_HOSTS, logger: runtime.logger }),
});

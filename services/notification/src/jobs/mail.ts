import { z } from 'zod';
import { defineJob, type Clock, type JobQueue } from '@peace/kit';
import { DEFAULT_MAIL_LIMITS, deliver, queueSessionEmails, type Dispatcher, type MailDeps } from '../commands/deliveries.js';
import { recordSessionPush } from '../commands/messages.js';
import { queuedDeliveryIds } from '../db/email-log.repository.js';
import { groupSessionById, scheduledSessionsAfter } from '../db/group-sessions.repository.js';
import { queuedMessageIds } from '../db/messages.repository.js';
import type { ReminderJobs } from './reminders.js';

/** The reminders before a scheduled session, by how long before its start they go. */
export const REMINDERS = { '24h': 24 * 60 * 60_000, '10m': 10 * 60_000 } as const;
export type ReminderOffset = keyof typeof REMINDERS;

const reminderPayload = z.object({ groupSessionId: z.uuid(), offset: z.enum(['24h', '10m']), scheduledStart: z.iso.datetime({ offset: true }) });

/**
 * The service's jobs: one send per email (its id is the delivery's, so it runs once), a reminder
 * per scheduled session and offset, and a sweep that hands deliveries still queued in PostgreSQL
 * to the queue again (a job lost with Redis, one never added, or one that ended while the email
 * was claimed by a sender that died).
 */
export function mailJobs(deps: MailDeps, dispatcher: () => Dispatcher) {
  const send = defineJob({
    name: 'send-email',
    schema: z.object({ deliveryId: z.uuid() }),
    jobId: ({ deliveryId }) => `send-email-${deliveryId}`,
    attempts: deps.maxAttempts,
    handle: async ({ deliveryId }, { attempt, logger }) => {
      const outcome = await deliver(deps, deliveryId, attempt);
      if (outcome === 'missing') logger.warn({ deliveryId }, 'no such delivery');
    },
  });
  const remind = defineJob({
    name: 'session-reminder',
    schema: reminderPayload,
    jobId: ({ groupSessionId, offset }) => `session-reminder-${offset}-${groupSessionId}`,
    handle: async ({ groupSessionId, offset, scheduledStart }, { logger }) => {
      const session = await groupSessionById(deps.db, groupSessionId);
      // A session that moved, started or was cancelled since: its current reminders are other jobs.
      if (!session || session.status !== 'scheduled' || session.scheduledStart.getTime() !== Date.parse(scheduledStart)) return;
      const queued = await queueSessionEmails(deps.db, `session-reminder-${offset}`, session, deps.mailLimits ?? DEFAULT_MAIL_LIMITS, `${session.id}@${session.scheduledStart.toISOString()}`);
      await dispatcher().send(await queuedDeliveryIds(deps.db, { groupSessionId }));
      const occasion = `${session.id}:${offset}@${session.scheduledStart.toISOString()}`;
      await recordSessionPush(deps.db, 'session-reminder', session, occasion, deps.clock.now());
      await dispatcher().sendMessages(await queuedMessageIds(deps.db, { occasion }));
      if (queued > 0) logger.info({ groupSessionId, offset, queued }, 'session reminders queued');
    },
  });
  const sweep = defineJob({
    name: 'sweep-queued-emails',
    schema: z.object({}),
    attempts: 1,
    handle: async () => {
      // Still queued after this long: its job was lost, or ended while a sender that died held the email.
      await dispatcher().send(await queuedDeliveryIds(deps.db, { olderThanSeconds: 30 }), { again: true });
      await dispatcher().sendMessages(await queuedMessageIds(deps.db, { olderThanSeconds: 30 }), { again: true });
    },
  });
  return { send, remind, sweep, all: [send, remind, sweep] as const };
}

export type MailJobs = ReturnType<typeof mailJobs>;

/** Sends and reminders as jobs on the service's queue. */
export function jobDispatcher(jobs: JobQueue, definitions: MailJobs, messages: ReminderJobs, clock: Clock): Dispatcher {
  return {
    sendMessages: async (messageIds, options = {}) => {
      for (let index = 0; index < messageIds.length; index += 500) {
        await jobs.enqueueMany(
          messages.send,
          messageIds.slice(index, index + 500).map((messageId) => ({ messageId })),
          options,
        );
      }
    },
    send: async (deliveryIds, options = {}) => {
      // In bulk: a session start may queue thousands at once.
      for (let index = 0; index < deliveryIds.length; index += 500) {
        await jobs.enqueueMany(
          definitions.send,
          deliveryIds.slice(index, index + 500).map((deliveryId) => ({ deliveryId })),
          options,
        );
      }
    },
    syncReminders: async (session) => {
      for (const offset of Object.keys(REMINDERS) as ReminderOffset[]) {
        const payload = { groupSessionId: session.id, offset, scheduledStart: session.scheduledStart.toISOString() };
        // Removed, then added again with the delay to the current start: this is how a reminder
        // moves. A reminder that already ran is removed too, so a session moved later is reminded
        // again (its emails' dedupe keys name the start, so nobody gets one start's reminder twice).
        const existing = await jobs.queue.getJob(definitions.remind.jobId!(payload));
        if (existing && !(await existing.isActive())) await existing.remove();
        const delayMs = session.scheduledStart.getTime() - REMINDERS[offset] - clock.now().getTime();
        if (session.status === 'scheduled' && delayMs > 0) await jobs.enqueue(definitions.remind, payload, { delayMs });
      }
    },
  };
}

/**
 * Hands the queue everything PostgreSQL says is due, at start-up: queued emails and push messages,
 * and the reminders of sessions still scheduled ahead. Jobs that exist are kept (same ids). The
 * reminders of people's days need nothing here: the scan finds them in PostgreSQL.
 */
export async function rederive(deps: Pick<MailDeps, 'db' | 'clock'>, dispatcher: Dispatcher): Promise<{ emails: number; messages: number; sessions: number }> {
  const emails = await queuedDeliveryIds(deps.db);
  await dispatcher.send(emails);
  const messages = await queuedMessageIds(deps.db);
  await dispatcher.sendMessages(messages);
  const sessions = await scheduledSessionsAfter(deps.db, deps.clock.now());
  for (const session of sessions) await dispatcher.syncReminders(session);
  return { emails: emails.length, messages: messages.length, sessions: sessions.length };
}

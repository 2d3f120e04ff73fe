import { z } from 'zod';
import { defineJob } from '@peace/kit';
import { deliverMessage, scanDueReminders, sendReminder, type DueReminder, type MessageDeps } from '../commands/messages.js';

const dueReminder = z.object({
  userId: z.uuid(),
  kind: z.enum(['daily-reminder', 'streak-keeper']),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  dueAt: z.iso.datetime({ offset: true }),
});

/**
 * The jobs of reminders and push messages: a scan every REMINDER_SCAN_INTERVAL_MS that hands each
 * reminder whose minute has come to the queue as a job named after its person, kind and day (so
 * replicas and restarts keep one), and a send per message of a session moment.
 */
export function reminderJobs(deps: MessageDeps, enqueueReminders: () => (due: DueReminder[]) => Promise<void>) {
  const remind = defineJob({
    name: 'send-reminder',
    schema: dueReminder,
    jobId: ({ userId, kind, day }) => `reminder-${userId}-${kind}-${day}`,
    // Backing off from one second: five tries take about fifteen seconds, well within the minute.
    attempts: 5,
    handle: async (reminder, { logger }) => {
      const outcome = await sendReminder(deps, reminder);
      logger.debug({ userId: reminder.userId, kind: reminder.kind, day: reminder.day, outcome }, 'reminder handled');
    },
  });
  const send = defineJob({
    name: 'send-message',
    schema: z.object({ messageId: z.uuid() }),
    jobId: ({ messageId }) => `send-message-${messageId}`,
    attempts: 5,
    handle: async ({ messageId }, { logger }) => {
      if ((await deliverMessage(deps, messageId)) === 'missing') logger.warn({ messageId }, 'no such message');
    },
  });
  const scan = defineJob({
    name: 'scan-reminders',
    schema: z.object({}),
    attempts: 1,
    handle: async (_payload, { logger }) => {
      const found = await scanDueReminders(deps, enqueueReminders());
      if (found.due > 0 || found.late > 0) logger.info(found, 'reminders due handed to the queue (late ones passed over)');
    },
  });
  return { remind, send, scan, all: [remind, send, scan] as const };
}

export type ReminderJobs = ReturnType<typeof reminderJobs>;

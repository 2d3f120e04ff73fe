import type { Database, EventTransaction } from '@peace/kit';
import type { schema } from './schema.js';

export type NotificationDb = Database<typeof schema>;
export type NotificationTx = EventTransaction<NotificationDb>;
/** Where a statement runs: on the pool, or inside a transaction (an event's, or a command's own). */
export type Executor = NotificationDb | NotificationTx;

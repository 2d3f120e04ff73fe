import type { Database } from '@peace/kit';
import type { activeMeditationSessions, schema } from './schema.js';

export type MeditationDb = Database<typeof schema>;
export type MeditationTx = Parameters<Parameters<MeditationDb['transaction']>[0]>[0];
export type ActiveRow = typeof activeMeditationSessions.$inferSelect;

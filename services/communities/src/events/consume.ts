import { sql } from 'drizzle-orm';
import { defineConsumer } from '@peace/kit';
import { identityUserCreated, identityUserUpdated } from '@peace/proto';
import { listPreferences } from '../db/schema.js';
import type { CommunitiesTx } from '../commands/communities.js';

/** The durable name is the consumer's position in the stream, from which it catches up after downtime. */
export const LIST_PREFERENCES_CONSUMER = 'communities-list-preferences';

/** Who asked to be left out of public members lists, as identity last announced it. */
export const listPreferencesConsumer = defineConsumer({
  durable: LIST_PREFERENCES_CONSUMER,
  contracts: [identityUserCreated, identityUserUpdated],
  handle: async (event, tx: CommunitiesTx) => {
    const row = { hiddenFromLists: event.data.hiddenFromLists ?? false, announcedAt: new Date(event.occurredAt) };
    await tx
      .insert(listPreferences)
      .values({ userId: event.data.userId, ...row })
      .onConflictDoUpdate({ target: listPreferences.userId, set: row, setWhere: sql`${listPreferences.announcedAt} < excluded.announced_at` });
  },
});

import { eq, sql } from 'drizzle-orm';
import { defineConsumer } from '@peace/kit';
import { identityUserCreated, identityUserDeleted, identityUserUpdated } from '@peace/proto';
import { forgetPerson } from '../commands/forget.js';
import { listPreferences } from '../db/schema.js';
import type { CommunitiesTx } from '../commands/communities.js';

/** The durable name is the consumer's position in the stream, from which it catches up after downtime. */
export const PEOPLE_CONSUMER = 'communities-people';

/**
 * What identity announces of people, in one consumer so that a deletion is applied after every
 * announcement before it: who asked to be left out of public members lists, as identity last
 * announced it, and the forgetting of a person who deleted their account (see forgetPerson).
 */
export const peopleConsumer = defineConsumer({
  durable: PEOPLE_CONSUMER,
  contracts: [identityUserCreated, identityUserUpdated, identityUserDeleted],
  handle: async (event, tx: CommunitiesTx) => {
    if (event.type === 'peace.identity.user.deleted') {
      await tx.delete(listPreferences).where(eq(listPreferences.userId, event.data.userId));
      await forgetPerson(tx, event.data.userId, new Date(event.data.at));
      return;
    }
    const row = { hiddenFromLists: event.data.hiddenFromLists ?? false, announcedAt: new Date(event.occurredAt) };
    await tx
      .insert(listPreferences)
      .values({ userId: event.data.userId, ...row })
      .onConflictDoUpdate({ target: listPreferences.userId, set: row, setWhere: sql`${listPreferences.announcedAt} < excluded.announced_at` });
  },
});

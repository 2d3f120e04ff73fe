import { defineConsumer } from '@peace/kit';
import { identityUserDeleted } from '@peace/proto';
import { forgetPerson } from '../commands/forget.js';
import type { CommunitiesTx } from '../commands/communities.js';

/** Forgets a person once identity has deleted their account (see forgetPerson). */
export const accountDeletionsConsumer = defineConsumer({
  durable: 'communities-account-deletions',
  contracts: [identityUserDeleted],
  handle: (event, tx: CommunitiesTx) => forgetPerson(tx, event.data.userId, new Date(event.data.at)),
});

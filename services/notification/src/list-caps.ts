/**
 * The most items each list of the schema answers. The gateway's cost model trusts each list's
 * @listSize in schema.graphql; list-caps.test.ts holds every cap here to no more than it.
 */

/** The most of a person's latest emails listed. */
export const MAX_DELIVERIES_LISTED = 20;

/** The most of a person's email log one page of their export holds (the myEmailLog first). */
export const MAX_MY_EMAIL_LOG = 200;

/** The most devices one person keeps subscribed to push; a new one beyond replaces their oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

export const LIST_CAPS: Record<string, number> = {
  'Query.myEmailDeliveries': MAX_DELIVERIES_LISTED,
  'Query.myEmailLog': MAX_MY_EMAIL_LOG,
  'Query.myPushSubscriptions': MAX_PUSH_SUBSCRIPTIONS,
};

/** Lists answered whole, and why: a cut would lose what they are for. */
export const UNCAPPED_LISTS: Record<string, string> = {};

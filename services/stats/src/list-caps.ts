/**
 * The most items each list of the schema answers. The gateway's cost model trusts each list's
 * @listSize in schema.graphql; list-caps.test.ts holds every cap here to no more than it.
 */
import { INTENTIONS } from '@peace/proto';
import { MAX_MEMBERS_LISTED } from './commands/members.js';
import { MAX_RECOMMENDATIONS } from './commands/recommendations.js';

/** The days of a week, one figure each. */
export const DAYS_IN_WEEK = 7;

export const LIST_CAPS: Record<string, number> = {
  // One share for each intention there is.
  'IntentionStats.intentions': INTENTIONS.length,
  'Query.recentMembers': MAX_MEMBERS_LISTED,
  'Query.mostActiveMembers': MAX_MEMBERS_LISTED,
  'Query.myWeek': DAYS_IN_WEEK,
  'Query.recommendations': MAX_RECOMMENDATIONS,
};

/** Lists answered whole, and why: a cut would lose what they are for. */
export const UNCAPPED_LISTS: Record<string, string> = {};

/**
 * The most items each list of the schema answers. The gateway's cost model trusts each list's
 * @listSize in schema.graphql; list-caps.test.ts holds every cap here to no more than it.
 */

/** The most recent meditations one read lists (the recentSessions limit). */
export const MAX_RECENT_SESSIONS = 50;
/** The most meditations of one day listed: a day of back-to-back sits of the shortest length, 5 minutes. */
export const MAX_TODAY_SESSIONS = 288;
/** The most achievements listed: the catalogue holds fewer. */
export const MAX_ACHIEVEMENTS = 50;

/** The most of a person's meditations one page of their export holds (the mySessions first). */
export const MAX_MY_SESSIONS = 1000;

export const LIST_CAPS: Record<string, number> = {
  'Query.recentSessions': MAX_RECENT_SESSIONS,
  'Query.todaySessions': MAX_TODAY_SESSIONS,
  'Query.achievements': MAX_ACHIEVEMENTS,
  'Query.myAchievements': MAX_ACHIEVEMENTS,
  'CompletedSession.newAchievements': MAX_ACHIEVEMENTS,
  'Query.mySessions': MAX_MY_SESSIONS,
};

/** Lists answered whole, and why: a cut would lose what they are for. */
export const UNCAPPED_LISTS: Record<string, string> = {};

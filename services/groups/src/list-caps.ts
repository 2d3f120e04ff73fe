/**
 * The most items each list of the schema answers. The gateway's cost model trusts each list's
 * @listSize in schema.graphql; list-caps.test.ts holds every cap here to no more than it.
 */

/** The most open sessions listed, soonest first. */
export const MAX_OPEN_SESSIONS = 200;
/** The most sessions still to come listed for one community, soonest first. */
export const MAX_UPCOMING_SESSIONS = 200;
/** The most of a community's past sessions one read may ask for (the pastSessions limit). */
export const MAX_PAST_SESSIONS = 100;
/** The most people one session takes (its maxParticipants at most), so the most it lists, and the most closing lines it gathers. */
export const MAX_PARTICIPANTS = 1000;

/** The most of the group sessions a person scheduled or joined one page of their export holds (the myGroupSessions first). */
export const MAX_MY_GROUP_SESSIONS = 200;
/** The most of a person's closing lines one page of their export holds (the myClosingLines first). */
export const MAX_MY_CLOSING_LINES = 200;

export const LIST_CAPS: Record<string, number> = {
  'Query.groupSessions': MAX_OPEN_SESSIONS,
  'Community.upcomingSessions': MAX_UPCOMING_SESSIONS,
  'Community.pastSessions': MAX_PAST_SESSIONS,
  'GroupSession.participants': MAX_PARTICIPANTS,
  'GroupSession.closingLines': MAX_PARTICIPANTS,
  'Query.myGroupSessions': MAX_MY_GROUP_SESSIONS,
  'Query.myClosingLines': MAX_MY_CLOSING_LINES,
};

/** Lists answered whole, and why: a cut would lose what they are for. */
export const UNCAPPED_LISTS: Record<string, string> = {};

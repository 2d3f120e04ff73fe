/**
 * The most items each list of the schema answers. The gateway's cost model trusts each list's
 * @listSize in schema.graphql; list-caps.test.ts holds every cap here to no more than it.
 */

/** The most public communities listed, newest first. */
export const MAX_PUBLIC_COMMUNITIES = 100;
/** The most members a community takes (its maxMembers at most), so the most its list holds. */
export const MAX_MEMBERS = 1000;
/** The most posts one read may ask for (the posts limit). */
export const MAX_POSTS_LISTED = 100;

/** The most of a person's communities one page holds (the myCommunities first); a person may join any number, read a page at a time. */
export const MAX_MY_COMMUNITIES = 100;

export const LIST_CAPS: Record<string, number> = {
  'Query.communities': MAX_PUBLIC_COMMUNITIES,
  'Community.members': MAX_MEMBERS,
  'Community.posts': MAX_POSTS_LISTED,
  'Query.myCommunities': MAX_MY_COMMUNITIES,
};

/** Lists answered whole, and why: a cut would lose what they are for. */
export const UNCAPPED_LISTS: Record<string, string> = {};

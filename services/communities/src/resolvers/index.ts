import { z } from 'zod';
import { Intentions, MeetingSchedules, MemberRoles, PostTypes, Weekdays } from '@peace/proto';
import { DateTimeScalar, idOrNotFound, isId, pageOf, parseInput, perRequestLoader, requireUser, type RequestContext } from '@peace/kit';
import {
  createCommunity,
  createPost,
  deleteCommunity,
  findCommunities,
  findCommunity,
  joinCommunity,
  leaveCommunity,
  listMyCommunities,
  listPublicCommunities,
  membersOf,
  postsOf,
  updateCommunity,
  type CommunitiesDeps,
  type CommunityView,
} from '../commands/communities.js';
import { createCommunityInput, createPostInput, listLimit, updateCommunityInput } from '../commands/inputs.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { MAX_MY_COMMUNITIES } from '../list-caps.js';

/** The community a mutation names; a malformed id names none. */
const communityId = (id: string): string => idOrNotFound(id, 'Community not found');

/**
 * Who may see a community's members and posts: its members always; anyone signed in when it is
 * public. A private community's link shows it, not the people in it.
 */
const mayLookInside = (community: CommunityView, viewerId: string | null): boolean => community.myRole !== null || (viewerId !== null && community.isPublic === 1);

const lookup = async (deps: CommunitiesDeps, id: string, viewerId: string | null) => (isId(id) ? ((await findCommunity(deps.db, id, viewerId)) ?? null) : null);

/** A post list's limit, as a reader asks for it. */
const postsArgs = z.object({ limit: listLimit });

export function createResolvers(deps: CommunitiesDeps): Resolvers {
  const members = perRequestLoader((ids) => membersOf(deps.db, ids));
  // Keyed `limit:id`: the communities asked for with one limit are read in one query.
  const posts = perRequestLoader(async (keys) => {
    const byLimit = new Map<number, string[]>();
    for (const key of keys) {
      const [limit, id] = key.split(':') as [string, string];
      byLimit.set(Number(limit), [...(byLimit.get(Number(limit)) ?? []), id]);
    }
    const answers = new Map<string, Awaited<ReturnType<typeof postsOf>>[number]>();
    for (const [limit, ids] of byLimit) (await postsOf(deps.db, ids, limit)).forEach((rows, index) => answers.set(`${limit}:${ids[index]}`, rows));
    return keys.map((key) => answers.get(key) ?? []);
  });
  // The communities other subgraphs' answers name, read together.
  const referenced = perRequestLoader(async (ids, context) => (await findCommunities(deps.db, ids, context.userId)).map((view) => view ?? null));
  // One read of the public list however many times one operation asks for it: 30 aliases of it were 30 queries.
  const publicLists = new WeakMap<RequestContext, Promise<CommunityView[]>>();
  const publicList = (context: RequestContext) => {
    let list = publicLists.get(context);
    if (!list) {
      list = listPublicCommunities(deps.db, context.userId);
      publicLists.set(context, list);
    }
    return list;
  };
  return {
    DateTime: DateTimeScalar,
    Intention: Intentions,
    MeetingSchedule: MeetingSchedules,
    MemberRole: MemberRoles,
    PostType: PostTypes,
    Weekday: Weekdays,
    Query: {
      communities: (_parent, _args, context) => publicList(context),
      myCommunities: (_parent, args, context) => {
        const userId = requireUser(context);
        return listMyCommunities(deps.db, userId, pageOf(args, MAX_MY_COMMUNITIES));
      },
      community: (_parent, args, context) => lookup(deps, args.id, context.userId),
      communityInvitation: (_parent, args) => lookup(deps, args.id, null),
    },
    Mutation: {
      // The graph has typed the input already; parsing it again applies the rules the SDL cannot say, as "field: message".
      createCommunity: (_parent, args, context) => {
        const userId = requireUser(context);
        return createCommunity(deps, userId, parseInput(createCommunityInput, args.input));
      },
      updateCommunity: (_parent, args, context) => {
        const userId = requireUser(context);
        const id = communityId(args.id);
        return updateCommunity(deps, userId, id, parseInput(updateCommunityInput, args.input));
      },
      deleteCommunity: (_parent, args, context) => deleteCommunity(deps, requireUser(context), communityId(args.id)),
      joinCommunity: (_parent, args, context) => joinCommunity(deps, requireUser(context), communityId(args.id)),
      leaveCommunity: (_parent, args, context) => leaveCommunity(deps, requireUser(context), communityId(args.id)),
      createCommunityPost: (_parent, args, context) => {
        const userId = requireUser(context);
        const groupId = communityId(args.groupId);
        return createPost(deps, userId, groupId, parseInput(createPostInput, args.input));
      },
    },
    Community: {
      __resolveReference: (reference: { id: string }, context: RequestContext) => (isId(reference.id) ? referenced(context).load(reference.id) : null),
      // A reference the identity subgraph resolves: clients get the person, not an id to look up.
      creator: (community) => ({ __typename: 'User', id: community.createdBy }),
      // Fellow members see everyone; anyone else, nobody who asked to be left out of members lists (but themselves).
      members: async (community, _args, context) => {
        if (!mayLookInside(community, context.userId)) return [];
        const all = await members(context).load(community.id);
        return community.myRole !== null ? all : all.filter((member) => !member.hiddenFromLists || member.userId === context.userId);
      },
      posts: async (community, args, context) => {
        const { limit } = parseInput(postsArgs, { limit: args.limit ?? 50 });
        if (!mayLookInside(community, context.userId)) return [];
        // Like the members list: a non-member does not see who wrote a post when its author asked to be left out.
        return (await posts(context).load(`${limit}:${community.id}`)).map(({ authorHidden, ...post }) => ({ ...post, authorShown: community.myRole !== null || !authorHidden || post.authorId === context.userId }));
      },
    },
    CommunityMember: {
      user: (member) => ({ __typename: 'User', id: member.userId }),
    },
    CommunityPost: {
      author: (post) => (post.authorShown === false ? null : { __typename: 'User', id: post.authorId }),
      isPinned: (post) => post.isPinned === 1,
    },
    CommunityInvitation: {
      isPublic: (community) => community.isPublic === 1,
    },
  };
}

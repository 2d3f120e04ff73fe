import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { z } from 'zod';
import { AppError } from '@peace/kit';
import { Intentions, MeetingSchedules, MemberRoles, PostTypes, Weekdays } from '@peace/proto';
import {
  CommunitiesDocument,
  CommunityCalendarDocument,
  CommunityDocument,
  CommunityInvitationDocument,
  CommunityMembersDocument,
  CommunityPastSessionsDocument,
  CommunityPostsDocument,
  CreateCommunityDocument,
  CreateCommunityPostDocument,
  DeleteCommunityDocument,
  JoinCommunityDocument,
  LeaveCommunityDocument,
  MyCommunitiesDocument,
  UpdateCommunityDocument,
  type RestCommunityFragment,
  type RestCommunityPostFragment,
} from '../__generated__/operations.js';
import { communityCalendar } from '../calendar.js';
import { specValue, toSpec } from '../enums.js';
import { allPages, PAGE_SIZES } from '../pages.js';
import { defineRoute, text } from '../route.js';

const community = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  intention: z.enum(Intentions),
  isPublic: z.union([z.literal(0), z.literal(1)]),
  maxMembers: z.number(),
  meetingSchedule: z.enum(MeetingSchedules).nullable(),
  meetingDays: z.array(z.enum(Weekdays)),
  meetingTime: z.string().nullable(),
  timezone: z.string(),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  meditationDuration: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
  memberCount: z.number(),
  postCount: z.number(),
});

/** A community in the spec's words; overriding keys in place keeps the answer's field order. */
function toSpecCommunity(community: RestCommunityFragment) {
  return {
    ...community,
    intention: toSpec(Intentions, community.intention),
    // The graph's Int is 1 or 0 by the SDL's word; the spec's JSON says so literally.
    isPublic: community.isPublic === 1 ? (1 as const) : (0 as const),
    meetingSchedule: community.meetingSchedule === null ? null : toSpec(MeetingSchedules, community.meetingSchedule),
    meetingDays: community.meetingDays.map((day) => toSpec(Weekdays, day)),
  };
}

// Shapes and closed sets only: the communities subgraph owns the rules (lengths, limits, time zones) and words their messages.
const number = () => z.number({ error: 'must be a number' });
const textList = () => z.array(text(), { error: 'must be a list of text' });
// The spec's 1/0; a JSON boolean says the same.
const visibility = () =>
  z
    .union([z.literal(1), z.literal(0), z.boolean()], { error: 'must be 1 (public) or 0 (private)' })
    .transform((value) => (value === true || value === 1 ? 1 : 0));
const weekdays = () => z.array(specValue(Weekdays), { error: 'must be a list of weekdays' });

const settings = {
  description: text().nullish(),
  isPublic: visibility().nullish(),
  maxMembers: number().nullish(),
  tags: textList().nullish(),
  meetingSchedule: specValue(MeetingSchedules).nullish(),
  meetingDays: weekdays().nullish(),
  meetingTime: text().nullish(),
  timezone: text().nullish(),
  meditationDuration: number().nullish(),
};

const communityId = z.object({ id: z.string() });
const listQuery = communityId.extend({
  limit: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be between 1 and 100').max(100, 'must be between 1 and 100').optional(),
});

const member = z.strictObject({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  role: z.enum(MemberRoles),
  joinedAt: z.string(),
});

const pastSession = z.strictObject({
  id: z.string(),
  name: z.string(),
  intention: z.enum(Intentions),
  description: z.string().nullable(),
  scheduledStart: z.string(),
  participantCount: z.number(),
  totalMinutes: z.number(),
});

const post = z.strictObject({
  id: z.string(),
  groupId: z.string(),
  authorId: z.string(),
  /** Null to a non-member when the author asked to be left out of public lists. */
  author: z.strictObject({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable(), profileImageUrl: z.string().nullable() }).nullable(),
  title: z.string().nullable(),
  content: z.string(),
  type: z.enum(PostTypes),
  isPinned: z.union([z.literal(0), z.literal(1)]),
  likesCount: z.number(),
  repliesCount: z.number(),
  createdAt: z.string(),
});

/** A post in the spec's words: isPinned as the stored 1/0, the author's id beside the author. */
function toSpecPost({ author, ...fields }: RestCommunityPostFragment): z.infer<typeof post> {
  return { ...fields, author: author ?? null, type: toSpec(PostTypes, fields.type), isPinned: fields.isPinned ? 1 : 0 };
}

const notFound = { 404: 'No active community has this id' } as const;

/** The community a read names, or 404. */
function found<T>(community: T | null): T {
  if (community === null) throw AppError.notFound('Community not found');
  return community;
}

/** join and leave: the community id in the path, the community as it is afterwards in the answer. */
const membershipAction = <TData>(
  action: 'join' | 'leave',
  summary: string,
  refusals: { 409: string },
  operation: TypedDocumentNode<TData, { id: string }>,
  pick: (data: TData) => RestCommunityFragment,
) =>
  defineRoute({
    method: 'post',
    path: `/meditation-groups/:id/${action}`,
    summary,
    auth: true,
    refusals: { ...notFound, ...refusals },
    input: communityId,
    operation,
    variables: (input) => ({ id: input.id }),
    map: (data) => toSpecCommunity(pick(data)),
    response: community,
  });

export const communityRoutes = [
  defineRoute({
    method: 'get',
    path: '/meditation-groups',
    summary: 'Active public communities, newest first, with their member and post counts',
    auth: false,
    operation: CommunitiesDocument,
    map: (data) => data.communities.map(toSpecCommunity),
    response: z.array(community),
  }),
  defineRoute({
    method: 'get',
    path: '/users/meditation-groups',
    summary: "The signed-in person's active communities, the newest membership first, each with their role in it",
    auth: true,
    operation: MyCommunitiesDocument,
    variables: () => ({ first: PAGE_SIZES.myCommunities, after: null }),
    completes: async (data, ask) => ({
      myCommunities: await allPages(data.myCommunities, PAGE_SIZES.myCommunities, async (after) => (await ask(MyCommunitiesDocument, { first: PAGE_SIZES.myCommunities, after })).myCommunities),
    }),
    map: (data) =>
      data.myCommunities.map(({ myRole, ...fields }) => {
        // The graph lists only communities the person is a member of, so each has a role.
        if (myRole === null) throw new Error(`myCommunities answered community ${fields.id} without a role`);
        return { ...toSpecCommunity(fields), role: toSpec(MemberRoles, myRole) };
      }),
    response: z.array(community.extend({ role: z.enum(MemberRoles) })),
  }),
  defineRoute({
    method: 'post',
    path: '/meditation-groups',
    summary: 'Creates a community; its creator is its owner and first member',
    auth: true,
    input: z.object({ name: text(), intention: specValue(Intentions), imageUrl: text().nullish(), ...settings }),
    operation: CreateCommunityDocument,
    variables: (input) => ({ input }),
    map: (data) => toSpecCommunity(data.createCommunity),
    status: 201,
    response: community,
  }),
  defineRoute({
    method: 'get',
    path: '/meditation-groups/:id',
    summary: 'One active community, public or private, for anyone holding its link; 404 when missing or deleted',
    auth: false,
    refusals: notFound,
    input: communityId,
    operation: CommunityDocument,
    variables: (input) => ({ id: input.id }),
    map: (data) => toSpecCommunity(found(data.community)),
    response: community,
  }),
  defineRoute({
    method: 'patch',
    path: '/meditation-groups/:id',
    summary: "The owner changes a community's settings (all but its image); an absent field stays as it is",
    auth: true,
    refusals: { 403: 'Only its owner changes a community', ...notFound },
    input: communityId.extend({ name: text().nullish(), intention: specValue(Intentions).nullish(), ...settings }),
    operation: UpdateCommunityDocument,
    variables: ({ id, ...input }) => ({ id, input }),
    map: (data) => toSpecCommunity(data.updateCommunity),
    response: community,
  }),
  defineRoute({
    method: 'delete',
    path: '/meditation-groups/:id',
    summary: 'The owner deletes a community with its members and posts; its scheduled sessions are cancelled',
    auth: true,
    refusals: { 403: 'Only its owner deletes a community', ...notFound },
    input: communityId,
    operation: DeleteCommunityDocument,
    variables: (input) => ({ id: input.id }),
    map: (data) => ({ id: data.deleteCommunity, success: true as const }),
    response: z.strictObject({ id: z.string(), success: z.literal(true) }),
  }),
  membershipAction(
    'join',
    "Joins a community; 409 'Already a member' for a member, 409 when it is full",
    { 409: "'Already a member', or the community is full" },
    JoinCommunityDocument,
    (data) => data.joinCommunity,
  ),
  membershipAction('leave', 'Leaves a community; leaving again changes nothing; 409 for its owner', { 409: 'The owner cannot leave' }, LeaveCommunityDocument, (data) => data.leaveCommunity),
  defineRoute({
    method: 'get',
    path: '/meditation-groups/:id/members',
    summary: "A community's members, the owner first; empty for a viewer who may not see them (signed out, or not a member of a private one)",
    auth: false,
    refusals: notFound,
    input: communityId,
    operation: CommunityMembersDocument,
    variables: (input) => ({ id: input.id }),
    map: (data) => found(data.community).members.map(({ user, role, joinedAt }) => ({ ...user, role: toSpec(MemberRoles, role), joinedAt })),
    response: z.array(member),
  }),
  defineRoute({
    method: 'get',
    path: '/meditation-groups/:id/past-sessions',
    summary: "A community's completed group sessions, the latest first, with their participants and minutes",
    auth: false,
    refusals: notFound,
    input: listQuery,
    operation: CommunityPastSessionsDocument,
    variables: (input) => ({ id: input.id, limit: input.limit ?? null }),
    map: (data) => found(data.community).pastSessions.map((session) => ({ ...session, intention: toSpec(Intentions, session.intention) })),
    response: z.array(pastSession),
  }),
  defineRoute({
    method: 'get',
    path: '/meditation-groups/:id/public',
    summary: 'What anyone holding a community\'s link sees, signed in or not; 404 when missing or deleted',
    auth: false,
    refusals: notFound,
    input: communityId,
    operation: CommunityInvitationDocument,
    variables: (input) => ({ id: input.id }),
    map: (data) => {
      const invitation = found(data.communityInvitation);
      return { ...invitation, intention: toSpec(Intentions, invitation.intention) };
    },
    response: z.strictObject({
      name: z.string(),
      description: z.string().nullable(),
      intention: z.enum(Intentions),
      isPublic: z.boolean(),
      createdAt: z.string(),
      meetingTime: z.string().nullable(),
      memberCount: z.number(),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/meditation-groups/:id/member-count',
    summary: "How many people belong to a community; 404 when missing or deleted",
    auth: false,
    refusals: notFound,
    input: communityId,
    operation: CommunityInvitationDocument,
    variables: (input) => ({ id: input.id }),
    map: (data) => ({ count: found(data.communityInvitation).memberCount }),
    response: z.strictObject({ count: z.number() }),
  }),
  defineRoute({
    method: 'get',
    path: '/meditation-groups/:id/posts',
    summary: "A community's posts, pinned first, then newest first; empty for a viewer who may not see them",
    auth: false,
    refusals: notFound,
    input: listQuery,
    operation: CommunityPostsDocument,
    variables: (input) => ({ id: input.id, limit: input.limit ?? null }),
    map: (data) => found(data.community).posts.map(toSpecPost),
    response: z.array(post),
  }),
  defineRoute({
    method: 'post',
    path: '/meditation-groups/:id/posts',
    summary: "A member writes on a community's board",
    auth: true,
    refusals: { 403: 'Only its members write on a community\'s board', ...notFound },
    input: communityId.extend({ title: text().nullish(), content: text(), type: specValue(PostTypes).nullish() }),
    operation: CreateCommunityPostDocument,
    variables: ({ id, ...input }) => ({ groupId: id, input }),
    map: (data) => toSpecPost(data.createCommunityPost),
    status: 201,
    response: post,
  }),
  defineRoute({
    method: 'get',
    path: '/meditation-groups/:id/calendar.ics',
    summary: "A community's meeting schedule and coming sessions as an iCalendar feed; readable without signing in, so calendar apps can subscribe to its link",
    auth: false,
    refusals: notFound,
    input: communityId,
    operation: CommunityCalendarDocument,
    variables: (input) => ({ id: input.id }),
    map: (data) => communityCalendar(found(data.community)),
    contentType: 'text/calendar; charset=utf-8',
    response: z.string(),
  }),
];

import { z } from 'zod';
import { Intentions, MeetingSchedules, MemberRoles, Weekdays } from '@peace/proto';
import { CommunitiesDocument, MyCommunitiesDocument, type RestCommunityFragment } from '../__generated__/operations.js';
import { toSpec } from '../enums.js';
import { defineRoute } from '../route.js';

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

export const communityRoutes = [
  defineRoute({
    method: 'get',
    path: '/meditation-groups',
    summary: 'Active public communities, newest first, with their member and post counts',
    auth: true,
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
    map: (data) =>
      data.myCommunities.map(({ myRole, ...fields }) => {
        // The graph lists only communities the person is a member of, so each has a role.
        if (myRole === null) throw new Error(`myCommunities answered community ${fields.id} without a role`);
        return { ...toSpecCommunity(fields), role: toSpec(MemberRoles, myRole) };
      }),
    response: z.array(community.extend({ role: z.enum(MemberRoles) })),
  }),
];

import { z } from 'zod';
import { Intentions, MeetingSchedules, Weekdays } from '@peace/proto';
import { CommunitiesDocument } from '../__generated__/operations.js';
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

export const communityRoutes = [
  defineRoute({
    method: 'get',
    path: '/meditation-groups',
    summary: 'Active public communities, newest first, with their member and post counts',
    auth: true,
    operation: CommunitiesDocument,
    map: (data) =>
      // Overriding keys in place keeps the answer's field order.
      data.communities.map((community) => ({
        ...community,
        intention: toSpec(Intentions, community.intention),
        // The graph's Int is 1 or 0 by the SDL's word; the spec's JSON says so literally.
        isPublic: community.isPublic === 1 ? (1 as const) : (0 as const),
        meetingSchedule: community.meetingSchedule === null ? null : toSpec(MeetingSchedules, community.meetingSchedule),
        meetingDays: community.meetingDays.map((day) => toSpec(Weekdays, day)),
      })),
    response: z.array(community),
  }),
];

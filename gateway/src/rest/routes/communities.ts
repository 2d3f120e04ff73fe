import { z } from 'zod';
import { defineRoute } from '../route.js';

const community = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  intention: z.string(),
  isPublic: z.union([z.literal(0), z.literal(1)]),
  maxMembers: z.number(),
  meetingSchedule: z.string().nullable(),
  meetingDays: z.array(z.string()),
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
type Community = z.infer<typeof community>;

export const communityRoutes = [
  defineRoute<unknown, { communities: Community[] }>({
    method: 'get',
    path: '/meditation-groups',
    summary: 'Active public communities, newest first, with their member and post counts',
    auth: true,
    operation:
      'query Communities { communities { id name description intention isPublic maxMembers meetingSchedule meetingDays meetingTime timezone tags imageUrl meditationDuration createdBy createdAt memberCount postCount } }',
    map: (data) => data.communities,
    response: z.array(community),
  }),
];

import { Intentions, MeetingSchedules, MemberRoles, Weekdays } from '@peace/proto';
import { DateTimeScalar, requireUser } from '@peace/kit';
import { listMyCommunities, listPublicCommunities, type CommunitiesDb } from '../commands/communities.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';

export function createResolvers(deps: { db: CommunitiesDb }): Resolvers {
  return {
    DateTime: DateTimeScalar,
    Intention: Intentions,
    MeetingSchedule: MeetingSchedules,
    MemberRole: MemberRoles,
    Weekday: Weekdays,
    Query: {
      communities: (_parent, _args, context) => listPublicCommunities(deps.db, context.userId),
      myCommunities: (_parent, _args, context) => listMyCommunities(deps.db, requireUser(context)),
    },
    Community: {
      // A reference the identity subgraph resolves: clients get the person, not an id to look up.
      creator: (community) => ({ __typename: 'User', id: community.createdBy }),
    },
  };
}

import { Intentions, MeetingSchedules, Weekdays } from '@peace/proto';
import { DateTimeScalar } from '@peace/kit';
import { listPublicCommunities, type CommunitiesDb } from '../commands/communities.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';

export function createResolvers(deps: { db: CommunitiesDb }): Resolvers {
  return {
    DateTime: DateTimeScalar,
    Intention: Intentions,
    MeetingSchedule: MeetingSchedules,
    Weekday: Weekdays,
    Query: {
      communities: () => listPublicCommunities(deps.db),
    },
    Community: {
      // A reference the identity subgraph resolves: clients get the person, not an id to look up.
      creator: (community) => ({ __typename: 'User', id: community.createdBy }),
    },
  };
}

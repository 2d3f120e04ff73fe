// What this subgraph's resolver types are made from beside its SDL; `npm run codegen` turns it into the generator's config.
import { Intentions, MeetingSchedules, MemberRoles, PostTypes, Weekdays } from '../../proto/src/domain.js';

export const subgraph = {
  enums: { Intention: Intentions, MeetingSchedule: MeetingSchedules, MemberRole: MemberRoles, PostType: PostTypes, Weekday: Weekdays },
  mappers: {
    Community: '../commands/communities.js#CommunityView',
    CommunityInvitation: '../commands/communities.js#CommunityView',
    CommunityMember: '../commands/communities.js#MemberRow',
    CommunityPost: '../commands/communities.js#PostRow',
  },
};

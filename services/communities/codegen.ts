import { Intentions, MeetingSchedules, MemberRoles, PostTypes, Weekdays } from '../../proto/src/domain.js';
import { subgraphCodegen } from '../../scripts/src/codegen/subgraph.js';

export default subgraphCodegen({
  enums: { Intention: Intentions, MeetingSchedule: MeetingSchedules, MemberRole: MemberRoles, PostType: PostTypes, Weekday: Weekdays },
  mappers: {
    Community: '../commands/communities.js#CommunityView',
    CommunityInvitation: '../commands/communities.js#CommunityView',
    CommunityMember: '../commands/communities.js#MemberRow',
    CommunityPost: '../commands/communities.js#PostRow',
  },
});

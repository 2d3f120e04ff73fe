import { Intentions, MeetingSchedules, MemberRoles, Weekdays } from '../../proto/src/domain.js';
import { subgraphCodegen } from '../../scripts/src/codegen/subgraph.js';

export default subgraphCodegen({
  enums: { Intention: Intentions, MeetingSchedule: MeetingSchedules, MemberRole: MemberRoles, Weekday: Weekdays },
  mappers: { Community: '../commands/communities.js#CommunityView' },
});

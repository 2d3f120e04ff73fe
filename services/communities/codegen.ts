import { Intentions, MeetingSchedules, Weekdays } from '../../proto/src/domain.js';
import { subgraphCodegen } from '../../scripts/src/codegen/subgraph.js';

export default subgraphCodegen({
  enums: { Intention: Intentions, MeetingSchedule: MeetingSchedules, Weekday: Weekdays },
  mappers: { Community: '../commands/communities.js#CommunityView' },
});

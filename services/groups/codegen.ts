import { GroupSessionStatuses, Intentions, ParticipantStatuses } from '../../proto/src/domain.js';
import { subgraphCodegen } from '../../scripts/src/codegen/subgraph.js';

export default subgraphCodegen({
  enums: { Intention: Intentions, GroupSessionStatus: GroupSessionStatuses, ParticipantStatus: ParticipantStatuses },
  mappers: {
    GroupSession: '../commands/sessions.js#GroupSessionRow',
    GroupSessionParticipant: '../commands/sessions.js#ParticipantRow',
    Community: '../commands/communities.js#CommunityRef',
    ClosingLine: '../commands/closing-lines.js#ClosingLineRow',
  },
});

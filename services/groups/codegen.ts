// What this subgraph's resolver types are made from beside its SDL; `npm run codegen` turns it into the generator's config.
import { GroupSessionStatuses, Intentions, ParticipantStatuses } from '../../proto/src/domain.js';

export const subgraph = {
  enums: { Intention: Intentions, GroupSessionStatus: GroupSessionStatuses, ParticipantStatus: ParticipantStatuses },
  mappers: {
    GroupSession: '../commands/sessions.js#GroupSessionRow',
    GroupSessionParticipant: '../commands/sessions.js#ParticipantRow',
    Community: '../commands/communities.js#CommunityRef',
    ClosingLine: '../commands/closing-lines.js#ClosingLineRow',
  },
};

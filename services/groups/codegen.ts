import { GroupSessionStatuses, Intentions } from '../../proto/src/domain.js';
import { subgraphCodegen } from '../../scripts/src/codegen/subgraph.js';

export default subgraphCodegen({
  enums: { Intention: Intentions, GroupSessionStatus: GroupSessionStatuses },
  mappers: { GroupSession: '../commands/sessions.js#GroupSessionRow' },
});

import { Intentions } from '../../proto/src/domain.js';
import { subgraphCodegen } from '../../scripts/src/codegen/subgraph.js';

export default subgraphCodegen({
  enums: { Intention: Intentions },
  mappers: {
    GlobalStats: '../commands/stats.js#GlobalStats',
    IntentionShare: '../commands/stats.js#IntentionShare',
    IntentionStats: '../commands/stats.js#IntentionStats',
  },
});

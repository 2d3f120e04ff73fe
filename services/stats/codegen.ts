import { Intentions, RecommendationTypes } from '../../proto/src/domain.js';
import { subgraphCodegen } from '../../scripts/src/codegen/subgraph.js';

export default subgraphCodegen({
  enums: { Intention: Intentions, RecommendationType: RecommendationTypes },
  mappers: {
    GlobalStats: '../commands/stats.js#GlobalStats',
    IntentionShare: '../commands/stats.js#IntentionShare',
    IntentionStats: '../commands/stats.js#IntentionStats',
    ComprehensiveStats: '../commands/stats.js#ComprehensiveStats',
    DayMinutes: '../commands/practice.js#DayMinutes',
    Recommendation: '../commands/recommendations.js#Recommendation',
    User: '../commands/members.js#MemberPractice',
  },
});

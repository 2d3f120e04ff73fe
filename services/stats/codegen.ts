// What this subgraph's resolver types are made from beside its SDL; `npm run codegen` turns it into the generator's config.
import { Intentions, RecommendationTypes } from '../../proto/src/domain.js';

export const subgraph = {
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
};

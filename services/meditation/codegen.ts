import { AchievementRarities, ActiveSessionStates, EndSignals, Intentions } from '../../proto/src/domain.js';
import { subgraphCodegen } from '../../scripts/src/codegen/subgraph.js';

export default subgraphCodegen({
  enums: { Intention: Intentions, ActiveSessionState: ActiveSessionStates, AchievementRarity: AchievementRarities, EndSignal: EndSignals },
  mappers: {
    ActiveSession: '../commands/active-sessions.js#ActiveSessionView',
    MeditationSession: '../commands/completions.js#MeditationSessionRow',
    Achievement: '../commands/achievements.js#AchievementRow',
    UnlockedAchievement: '../commands/achievements.js#UnlockedAchievementView',
    CompletedSession: '../commands/completions.js#CompletedSession',
    UserStats: '../commands/completions.js#UserStats',
    PracticeSettings: '../commands/settings.js#PracticeSettings',
  },
});

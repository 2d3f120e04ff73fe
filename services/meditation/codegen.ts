// What this subgraph's resolver types are made from beside its SDL; `npm run codegen` turns it into the generator's config.
import { AchievementRarities, ActiveSessionStates, EndSignals, Intentions } from '../../proto/src/domain.js';

export const subgraph = {
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
};

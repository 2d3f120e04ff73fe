/** A person's own meditations: the sit in progress, and those recorded. */
import { graphql } from '../__generated__';

graphql(`
  fragment ActiveSessionFields on ActiveSession {
    id
    state
    intention
    location
    duration
    startTime
    pausedAt
    totalPausedMs
    remainingSeconds
    groupSessionId
  }
`);

export const ActiveSessionQuery = graphql(`
  query ActiveSession {
    activeSession {
      ...ActiveSessionFields
    }
  }
`);

export const RecentSessionsQuery = graphql(`
  query RecentSessions($limit: Int) {
    recentSessions(limit: $limit) {
      id
      intention
      location
      duration
      timestamp
      others
      partial
    }
  }
`);

export const TodaySessionsQuery = graphql(`
  query TodaySessions($timeZone: String) {
    todaySessions(timeZone: $timeZone) {
      id
      duration
    }
  }
`);

export const StartActiveSessionMutation = graphql(`
  mutation StartActiveSession($input: StartActiveSessionInput!) {
    startActiveSession(input: $input) {
      ...ActiveSessionFields
    }
  }
`);

export const UpdateActiveSessionMutation = graphql(`
  mutation UpdateActiveSession($input: UpdateActiveSessionInput!) {
    updateActiveSession(input: $input) {
      ...ActiveSessionFields
    }
  }
`);

export const StopActiveSessionMutation = graphql(`
  mutation StopActiveSession {
    stopActiveSession
  }
`);

export const CompleteSessionMutation = graphql(`
  mutation CompleteSession($input: CompleteSessionInput!, $timeZone: String) {
    completeSession(input: $input, timeZone: $timeZone) {
      session {
        id
        intention
        location
        duration
        timestamp
        partial
      }
      newAchievements {
        id
        name
        description
        rarity
      }
    }
  }
`);

/**
 * What a completed meditation changes (spec §4): each query by its name, with
 * the root field it reads from the cache.
 */
export const changedByCompletion = [
  { query: 'RecentSessions', field: 'recentSessions' },
  { query: 'TodaySessions', field: 'todaySessions' },
  { query: 'GlobalStats', field: 'globalStats' },
  { query: 'UserStats', field: 'userStats' },
  { query: 'MyAchievements', field: 'myAchievements' },
  { query: 'MyWeek', field: 'myWeek' },
  { query: 'Recommendations', field: 'recommendations' },
  { query: 'ComprehensiveStats', field: 'comprehensiveStats' },
  { query: 'MostActiveMembers', field: 'mostActiveMembers' },
] as const;

/**
 * Those of them the stats service answers from its read models, which have a sit a moment after
 * it is saved: they are read again when the socket says the person's figures changed (see
 * useFreshFigures), not with the others as the save is answered.
 */
export const projectedByStats: readonly (typeof changedByCompletion)[number]['query'][] = ['GlobalStats', 'MyWeek', 'Recommendations', 'ComprehensiveStats', 'MostActiveMembers'];

graphql(`
  fragment PracticeSettingsFields on PracticeSettings {
    endSignal
    intervalBellMinutes
    dayEndHour
    grace
    recordLocation
  }
`);

/** The person's practice settings, saved on the server so every device applies them. */
export const PracticeSettingsQuery = graphql(`
  query PracticeSettings {
    practiceSettings {
      ...PracticeSettingsFields
    }
  }
`);

export const UpdatePracticeSettingsMutation = graphql(`
  mutation UpdatePracticeSettings($input: PracticeSettingsInput!) {
    updatePracticeSettings(input: $input) {
      ...PracticeSettingsFields
    }
  }
`);

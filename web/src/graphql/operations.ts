/**
 * Every GraphQL operation the app sends, by name. Field selections follow the
 * subgraph schemas (identity, meditation, stats); nothing here is invented.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';

export type ActiveSessionState = 'countdown' | 'meditating' | 'paused';

export interface ActiveSession {
  id: string;
  state: string;
  intention: string;
  location: string;
  duration: number;
  remainingSeconds: number;
}

export interface MeditationSession {
  id: string;
  intention: string;
  location: string;
  duration: number;
  timestamp: string;
}

export interface UnlockedAchievement {
  id: string;
  name: string;
  description: string;
  icon: string;
  rarity: string;
  unlockedAt: string;
}

export interface NewAchievement {
  id: string;
  name: string;
  description: string;
  rarity: string;
}

export interface UserStats {
  streak: number;
  longestStreak: number;
  totalSessions: number;
  totalMinutes: number;
  averageDuration: number;
}

export interface GlobalStats {
  activeMeditators: number;
  totalSessions: number;
  totalMinutes: number;
  todaysTotalSessions: number;
  totalMinutesToday: number;
}

export interface IntentionShare {
  intention: string;
  percentage: number;
  count: number;
}

const ACTIVE_SESSION_FIELDS = 'id state intention location duration remainingSeconds';

export const ActiveSessionQuery: TypedDocumentNode<{ activeSession: ActiveSession | null }, Record<string, never>> = gql`
  query ActiveSession {
    activeSession { ${ACTIVE_SESSION_FIELDS} }
  }
`;

export const RecentSessionsQuery: TypedDocumentNode<{ recentSessions: MeditationSession[] }, { limit: number }> = gql`
  query RecentSessions($limit: Int) {
    recentSessions(limit: $limit) { id intention location duration timestamp }
  }
`;

export const TodaySessionsQuery: TypedDocumentNode<
  { todaySessions: Array<Pick<MeditationSession, 'id' | 'duration'>> },
  { timeZone: string }
> = gql`
  query TodaySessions($timeZone: String) {
    todaySessions(timeZone: $timeZone) { id duration }
  }
`;

export const UserStatsQuery: TypedDocumentNode<{ userStats: UserStats }, { timeZone: string }> = gql`
  query UserStats($timeZone: String) {
    userStats(timeZone: $timeZone) { streak longestStreak totalSessions totalMinutes averageDuration }
  }
`;

export const MyAchievementsQuery: TypedDocumentNode<{ myAchievements: UnlockedAchievement[] }, Record<string, never>> = gql`
  query MyAchievements {
    myAchievements { id name description icon rarity unlockedAt }
  }
`;

export const GlobalStatsQuery: TypedDocumentNode<{ globalStats: GlobalStats }, Record<string, never>> = gql`
  query GlobalStats {
    globalStats { activeMeditators totalSessions totalMinutes todaysTotalSessions totalMinutesToday }
  }
`;

export const IntentionStatsQuery: TypedDocumentNode<
  { intentionStats: { intentions: IntentionShare[]; totalSessions: number } },
  Record<string, never>
> = gql`
  query IntentionStats {
    intentionStats { intentions { intention percentage count } totalSessions }
  }
`;

export const StartActiveSessionMutation: TypedDocumentNode<
  { startActiveSession: ActiveSession },
  { input: { intention: string; location: string; duration: number } }
> = gql`
  mutation StartActiveSession($input: StartActiveSessionInput!) {
    startActiveSession(input: $input) { ${ACTIVE_SESSION_FIELDS} }
  }
`;

export const UpdateActiveSessionMutation: TypedDocumentNode<
  { updateActiveSession: ActiveSession },
  { input: { state: 'paused' | 'meditating' } }
> = gql`
  mutation UpdateActiveSession($input: UpdateActiveSessionInput!) {
    updateActiveSession(input: $input) { ${ACTIVE_SESSION_FIELDS} }
  }
`;

export const StopActiveSessionMutation: TypedDocumentNode<{ stopActiveSession: boolean }, Record<string, never>> = gql`
  mutation StopActiveSession {
    stopActiveSession
  }
`;

export const CompleteSessionMutation: TypedDocumentNode<
  { completeSession: { session: MeditationSession; newAchievements: NewAchievement[] } },
  { input: { intention: string; location: string; duration: number }; timeZone: string }
> = gql`
  mutation CompleteSession($input: CompleteSessionInput!, $timeZone: String) {
    completeSession(input: $input, timeZone: $timeZone) {
      session { id intention location duration timestamp }
      newAchievements { id name description rarity }
    }
  }
`;

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
] as const;

/** Figures, achievements, members and recommendations. */
import { graphql } from '../__generated__';
import type * as Generated from '../__generated__/graphql';

export const UserStatsQuery = graphql(`
  query UserStats($timeZone: String) {
    userStats(timeZone: $timeZone) {
      streak
      longestStreak
      protectedDays
      totalSessions
      totalMinutes
      averageDuration
    }
  }
`);

export const MyAchievementsQuery = graphql(`
  query MyAchievements {
    myAchievements {
      id
      name
      description
      icon
      rarity
      unlockedAt
    }
  }
`);

export const GlobalStatsQuery = graphql(`
  query GlobalStats {
    globalStats {
      activeMeditators
      totalSessions
      totalMinutes
      todaysTotalSessions
      totalMinutesToday
    }
  }
`);

export const IntentionStatsQuery = graphql(`
  query IntentionStats {
    intentionStats {
      intentions {
        intention
        percentage
        count
      }
      totalSessions
    }
  }
`);

export const ComprehensiveStatsQuery = graphql(`
  query ComprehensiveStats($timeZone: String) {
    comprehensiveStats(timeZone: $timeZone) {
      communityStats {
        totalCommunities
        activeCommunities
        totalMembers
      }
      allTime {
        totalUsers
        totalSessions
        totalMinutes
        averageSessionLength
      }
      thisMonth {
        totalSessions
        totalMinutes
        uniqueUsers
      }
    }
  }
`);

export const MyWeekQuery = graphql(`
  query MyWeek($timeZone: String) {
    myWeek(timeZone: $timeZone) {
      date
      minutes
      sessions
    }
  }
`);

graphql(`
  fragment MemberFields on User {
    id
    firstName
    lastName
    profileImageUrl
    createdAt
    totalMinutes
    totalSessions
  }
`);

export const RecentMembersQuery = graphql(`
  query RecentMembers($limit: Int) {
    recentMembers(limit: $limit) {
      ...MemberFields
    }
  }
`);

export const MostActiveMembersQuery = graphql(`
  query MostActiveMembers($limit: Int) {
    mostActiveMembers(limit: $limit) {
      ...MemberFields
    }
  }
`);

export const RecommendationsQuery = graphql(`
  query Recommendations($timeZone: String) {
    recommendations(timeZone: $timeZone) {
      id
      type
      title
      description
      actionText
      metadata {
        intention
        duration
        groupId
        achievementName
      }
    }
  }
`);

export type UnlockedAchievement = Generated.MyAchievementsQuery['myAchievements'][number];
export type Member = Generated.MemberFieldsFragment;
export type Recommendation = Generated.RecommendationsQuery['recommendations'][number];
export type DayMinutes = Generated.MyWeekQuery['myWeek'][number];

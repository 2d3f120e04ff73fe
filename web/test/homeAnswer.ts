// The graph's answer to the home's query, for tests that prime the home's data.

/** The graph's answer to the Home query, __typename included as the request asks for it. */
export const homeAnswer = {
  todaySessions: [{ __typename: 'MeditationSession', id: 's1', duration: 5 }],
  recentSessions: [{ __typename: 'MeditationSession', id: 's1', intention: 'PEACE', location: 'Lisbon, Portugal', duration: 5, timestamp: '2026-11-24T08:00:00.000Z' }],
  globalStats: { __typename: 'GlobalStats', activeMeditators: 3, totalSessions: 120, totalMinutes: 900, todaysTotalSessions: 7, totalMinutesToday: 45 },
  recommendations: [
    {
      __typename: 'Recommendation',
      id: 'r1',
      type: 'intention',
      title: 'Try Compassion',
      description: 'You have not practised it yet.',
      actionText: 'Start',
      metadata: { __typename: 'RecommendationMetadata', intention: 'COMPASSION', duration: 5, groupId: null, achievementName: null },
    },
  ],
  groupSessions: [
    {
      __typename: 'GroupSession',
      id: 'g1',
      name: 'Sunrise sit',
      description: null,
      intention: 'PEACE',
      scheduledStart: '2026-11-24T10:00:00.000Z',
      duration: 10,
      maxParticipants: 20,
      participantCount: 4,
      status: 'SCHEDULED',
    },
  ],
};

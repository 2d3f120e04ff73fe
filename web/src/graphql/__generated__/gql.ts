/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CommunityCardFields on Community {\n    id\n    name\n    description\n    intention\n    isPublic\n    memberCount\n    postCount\n    sessionsThisWeek\n    createdBy\n  }\n": typeof types.CommunityCardFieldsFragmentDoc,
    "\n  query Communities {\n    communities {\n      ...CommunityCardFields\n    }\n  }\n": typeof types.CommunitiesDocument,
    "\n  query MyCommunities($after: ID) {\n    myCommunities(after: $after) {\n      ...CommunityCardFields\n      myRole\n    }\n  }\n": typeof types.MyCommunitiesDocument,
    "\n  fragment CommunitySessionFields on GroupSession {\n    ...GroupSessionSummary\n    groupId\n    startsAt\n    endsAt\n  }\n": typeof types.CommunitySessionFieldsFragmentDoc,
    "\n  query CommunitySessions {\n    groupSessions {\n      ...CommunitySessionFields\n    }\n    myCommunities {\n      ...CommunityWithSessions\n    }\n  }\n": typeof types.CommunitySessionsDocument,
    "\n  fragment CommunityWithSessions on Community {\n    id\n    name\n    upcomingSessions {\n      ...CommunitySessionFields\n    }\n    pastSessions(limit: 5) {\n      ...CommunitySessionFields\n    }\n  }\n": typeof types.CommunityWithSessionsFragmentDoc,
    "\n  query CommunitySessionsPage($after: ID) {\n    myCommunities(after: $after) {\n      ...CommunityWithSessions\n    }\n  }\n": typeof types.CommunitySessionsPageDocument,
    "\n  fragment CommunityDetailFields on Community {\n    ...CommunityCardFields\n    maxMembers\n    meetingSchedule\n    meetingDays\n    meetingTime\n    timezone\n    meditationDuration\n    createdAt\n    myRole\n    liveSession {\n      id\n    }\n    upcomingSessions {\n      ...CommunitySessionFields\n    }\n    members {\n      role\n      joinedAt\n      user {\n        id\n        firstName\n        lastName\n        profileImageUrl\n      }\n    }\n    pastSessions {\n      id\n      name\n      intention\n      description\n      scheduledStart\n      participantCount\n      totalMinutes\n    }\n  }\n": typeof types.CommunityDetailFieldsFragmentDoc,
    "\n  query Community($id: ID!) {\n    community(id: $id) {\n      ...CommunityDetailFields\n    }\n  }\n": typeof types.CommunityDocument,
    "\n  query CommunityInvitation($id: ID!) {\n    communityInvitation(id: $id) {\n      id\n      name\n      description\n      intention\n      isPublic\n      memberCount\n      createdAt\n      meetingTime\n      timezone\n    }\n  }\n": typeof types.CommunityInvitationDocument,
    "\n  mutation CreateCommunity($input: CreateCommunityInput!) {\n    createCommunity(input: $input) {\n      ...CommunityCardFields\n      myRole\n    }\n  }\n": typeof types.CreateCommunityDocument,
    "\n  mutation UpdateCommunity($id: ID!, $input: UpdateCommunityInput!) {\n    updateCommunity(id: $id, input: $input) {\n      ...CommunityDetailFields\n    }\n  }\n": typeof types.UpdateCommunityDocument,
    "\n  mutation JoinCommunity($id: ID!) {\n    joinCommunity(id: $id) {\n      ...CommunityDetailFields\n    }\n  }\n": typeof types.JoinCommunityDocument,
    "\n  mutation LeaveCommunity($id: ID!) {\n    leaveCommunity(id: $id) {\n      ...CommunityDetailFields\n    }\n  }\n": typeof types.LeaveCommunityDocument,
    "\n  mutation DeleteCommunity($id: ID!) {\n    deleteCommunity(id: $id)\n  }\n": typeof types.DeleteCommunityDocument,
    "\n  fragment GroupSessionSummary on GroupSession {\n    id\n    name\n    description\n    intention\n    scheduledStart\n    duration\n    maxParticipants\n    participantCount\n    status\n  }\n": typeof types.GroupSessionSummaryFragmentDoc,
    "\n  query GroupSessions {\n    groupSessions {\n      ...GroupSessionSummary\n      createdBy\n      joined\n    }\n  }\n": typeof types.GroupSessionsDocument,
    "\n  fragment GroupSessionDetailFields on GroupSession {\n    ...GroupSessionSummary\n    startOnTime\n    remainingSeconds\n    startsAt\n    endsAt\n    createdBy\n    groupId\n    joined\n    creator {\n      id\n      firstName\n    }\n    participants {\n      joinedAt\n      status\n      user {\n        id\n        firstName\n      }\n    }\n  }\n": typeof types.GroupSessionDetailFieldsFragmentDoc,
    "\n  query GroupSession($id: ID!) {\n    groupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n": typeof types.GroupSessionDocument,
    "\n  mutation CreateGroupSession($input: CreateGroupSessionInput!) {\n    createGroupSession(input: $input) {\n      ...GroupSessionSummary\n    }\n  }\n": typeof types.CreateGroupSessionDocument,
    "\n  query GroupSessionCommunity($id: ID!) {\n    community(id: $id) {\n      id\n      name\n      isPublic\n      myRole\n    }\n  }\n": typeof types.GroupSessionCommunityDocument,
    "\n  mutation JoinGroupSession($id: ID!) {\n    joinGroupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n": typeof types.JoinGroupSessionDocument,
    "\n  mutation LeaveGroupSession($id: ID!) {\n    leaveGroupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n": typeof types.LeaveGroupSessionDocument,
    "\n  mutation StartGroupSession($id: ID!) {\n    startGroupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n": typeof types.StartGroupSessionDocument,
    "\n  fragment ClosingLineFields on ClosingLine {\n    id\n    text\n    writtenAt\n    author {\n      id\n      firstName\n    }\n  }\n": typeof types.ClosingLineFieldsFragmentDoc,
    "\n  query ClosingLines($id: ID!) {\n    groupSession(id: $id) {\n      id\n      closingLines {\n        ...ClosingLineFields\n      }\n    }\n  }\n": typeof types.ClosingLinesDocument,
    "\n  mutation LeaveClosingLine($groupSessionId: ID!, $text: String!) {\n    leaveClosingLine(groupSessionId: $groupSessionId, text: $text) {\n      ...ClosingLineFields\n    }\n  }\n": typeof types.LeaveClosingLineDocument,
    "\n  mutation RemoveClosingLine($groupSessionId: ID!, $id: ID!) {\n    removeClosingLine(groupSessionId: $groupSessionId, id: $id)\n  }\n": typeof types.RemoveClosingLineDocument,
    "\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      email\n      profileImageUrl\n      createdAt\n    }\n    googleSignIn\n  }\n": typeof types.MeDocument,
    "\n  query MyFocus {\n    me {\n      id\n      topIntention\n    }\n  }\n": typeof types.MyFocusDocument,
    "\n  query HiddenFromLists {\n    me {\n      id\n      hiddenFromLists\n    }\n  }\n": typeof types.HiddenFromListsDocument,
    "\n  mutation SetHiddenFromLists($hidden: Boolean!) {\n    setHiddenFromLists(hidden: $hidden) {\n      id\n      hiddenFromLists\n    }\n  }\n": typeof types.SetHiddenFromListsDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": typeof types.DeleteAccountDocument,
    "\n  fragment ActiveSessionFields on ActiveSession {\n    id\n    state\n    intention\n    location\n    duration\n    startTime\n    pausedAt\n    totalPausedMs\n    remainingSeconds\n    groupSessionId\n  }\n": typeof types.ActiveSessionFieldsFragmentDoc,
    "\n  query ActiveSession {\n    activeSession {\n      ...ActiveSessionFields\n    }\n  }\n": typeof types.ActiveSessionDocument,
    "\n  query RecentSessions($limit: Int) {\n    recentSessions(limit: $limit) {\n      id\n      intention\n      location\n      duration\n      timestamp\n      others\n      partial\n    }\n  }\n": typeof types.RecentSessionsDocument,
    "\n  query TodaySessions($timeZone: String) {\n    todaySessions(timeZone: $timeZone) {\n      id\n      duration\n    }\n  }\n": typeof types.TodaySessionsDocument,
    "\n  mutation StartActiveSession($input: StartActiveSessionInput!) {\n    startActiveSession(input: $input) {\n      ...ActiveSessionFields\n    }\n  }\n": typeof types.StartActiveSessionDocument,
    "\n  mutation UpdateActiveSession($input: UpdateActiveSessionInput!) {\n    updateActiveSession(input: $input) {\n      ...ActiveSessionFields\n    }\n  }\n": typeof types.UpdateActiveSessionDocument,
    "\n  mutation StopActiveSession {\n    stopActiveSession\n  }\n": typeof types.StopActiveSessionDocument,
    "\n  mutation CompleteSession($input: CompleteSessionInput!, $timeZone: String) {\n    completeSession(input: $input, timeZone: $timeZone) {\n      session {\n        id\n        intention\n        location\n        duration\n        timestamp\n        partial\n      }\n      newAchievements {\n        id\n        name\n        description\n        rarity\n      }\n    }\n  }\n": typeof types.CompleteSessionDocument,
    "\n  fragment PracticeSettingsFields on PracticeSettings {\n    endSignal\n    intervalBellMinutes\n    dayEndHour\n    grace\n    recordLocation\n  }\n": typeof types.PracticeSettingsFieldsFragmentDoc,
    "\n  query PracticeSettings {\n    practiceSettings {\n      ...PracticeSettingsFields\n    }\n  }\n": typeof types.PracticeSettingsDocument,
    "\n  mutation UpdatePracticeSettings($input: PracticeSettingsInput!) {\n    updatePracticeSettings(input: $input) {\n      ...PracticeSettingsFields\n    }\n  }\n": typeof types.UpdatePracticeSettingsDocument,
    "\n  query SessionEmails {\n    me {\n      id\n      sessionEmails\n    }\n  }\n": typeof types.SessionEmailsDocument,
    "\n  mutation SetSessionEmails($enabled: Boolean!) {\n    setSessionEmails(enabled: $enabled) {\n      id\n      sessionEmails\n    }\n  }\n": typeof types.SetSessionEmailsDocument,
    "\n  query SessionEmailPreview {\n    sessionEmailPreview {\n      subject\n      html\n    }\n  }\n": typeof types.SessionEmailPreviewDocument,
    "\n  fragment ReminderSettingsFields on ReminderSettings {\n    timeZone\n    daily {\n      time\n      channels\n    }\n    streakKeeper\n    sessionStarts\n    quietHours {\n      from\n      to\n    }\n  }\n": typeof types.ReminderSettingsFieldsFragmentDoc,
    "\n  query ReminderSettings {\n    reminderSettings {\n      ...ReminderSettingsFields\n    }\n  }\n": typeof types.ReminderSettingsDocument,
    "\n  mutation UpdateReminderSettings($input: ReminderSettingsInput!) {\n    updateReminderSettings(input: $input) {\n      ...ReminderSettingsFields\n    }\n  }\n": typeof types.UpdateReminderSettingsDocument,
    "\n  query UserStats($timeZone: String) {\n    userStats(timeZone: $timeZone) {\n      streak\n      longestStreak\n      protectedDays\n      totalSessions\n      totalMinutes\n      averageDuration\n    }\n  }\n": typeof types.UserStatsDocument,
    "\n  query MyAchievements {\n    myAchievements {\n      id\n      name\n      description\n      icon\n      rarity\n      unlockedAt\n    }\n  }\n": typeof types.MyAchievementsDocument,
    "\n  query GlobalStats {\n    globalStats {\n      activeMeditators\n      totalSessions\n      totalMinutes\n      todaysTotalSessions\n      totalMinutesToday\n    }\n  }\n": typeof types.GlobalStatsDocument,
    "\n  query IntentionStats {\n    intentionStats {\n      intentions {\n        intention\n        percentage\n        count\n      }\n      totalSessions\n    }\n  }\n": typeof types.IntentionStatsDocument,
    "\n  query ComprehensiveStats($timeZone: String) {\n    comprehensiveStats(timeZone: $timeZone) {\n      communityStats {\n        totalCommunities\n        activeCommunities\n        totalMembers\n      }\n      allTime {\n        totalUsers\n        totalSessions\n        totalMinutes\n        averageSessionLength\n      }\n      thisMonth {\n        totalSessions\n        totalMinutes\n        uniqueUsers\n      }\n    }\n  }\n": typeof types.ComprehensiveStatsDocument,
    "\n  query MyWeek($timeZone: String) {\n    myWeek(timeZone: $timeZone) {\n      date\n      minutes\n      sessions\n    }\n  }\n": typeof types.MyWeekDocument,
    "\n  fragment MemberFields on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    createdAt\n    totalMinutes\n    totalSessions\n  }\n": typeof types.MemberFieldsFragmentDoc,
    "\n  query RecentMembers($limit: Int) {\n    recentMembers(limit: $limit) {\n      ...MemberFields\n    }\n  }\n": typeof types.RecentMembersDocument,
    "\n  query MostActiveMembers($limit: Int) {\n    mostActiveMembers(limit: $limit) {\n      ...MemberFields\n    }\n  }\n": typeof types.MostActiveMembersDocument,
    "\n  query Recommendations($timeZone: String) {\n    recommendations(timeZone: $timeZone) {\n      id\n      type\n      title\n      description\n      actionText\n      metadata {\n        intention\n        duration\n        groupId\n        achievementName\n      }\n    }\n  }\n": typeof types.RecommendationsDocument,
};
const documents: Documents = {
    "\n  fragment CommunityCardFields on Community {\n    id\n    name\n    description\n    intention\n    isPublic\n    memberCount\n    postCount\n    sessionsThisWeek\n    createdBy\n  }\n": types.CommunityCardFieldsFragmentDoc,
    "\n  query Communities {\n    communities {\n      ...CommunityCardFields\n    }\n  }\n": types.CommunitiesDocument,
    "\n  query MyCommunities($after: ID) {\n    myCommunities(after: $after) {\n      ...CommunityCardFields\n      myRole\n    }\n  }\n": types.MyCommunitiesDocument,
    "\n  fragment CommunitySessionFields on GroupSession {\n    ...GroupSessionSummary\n    groupId\n    startsAt\n    endsAt\n  }\n": types.CommunitySessionFieldsFragmentDoc,
    "\n  query CommunitySessions {\n    groupSessions {\n      ...CommunitySessionFields\n    }\n    myCommunities {\n      ...CommunityWithSessions\n    }\n  }\n": types.CommunitySessionsDocument,
    "\n  fragment CommunityWithSessions on Community {\n    id\n    name\n    upcomingSessions {\n      ...CommunitySessionFields\n    }\n    pastSessions(limit: 5) {\n      ...CommunitySessionFields\n    }\n  }\n": types.CommunityWithSessionsFragmentDoc,
    "\n  query CommunitySessionsPage($after: ID) {\n    myCommunities(after: $after) {\n      ...CommunityWithSessions\n    }\n  }\n": types.CommunitySessionsPageDocument,
    "\n  fragment CommunityDetailFields on Community {\n    ...CommunityCardFields\n    maxMembers\n    meetingSchedule\n    meetingDays\n    meetingTime\n    timezone\n    meditationDuration\n    createdAt\n    myRole\n    liveSession {\n      id\n    }\n    upcomingSessions {\n      ...CommunitySessionFields\n    }\n    members {\n      role\n      joinedAt\n      user {\n        id\n        firstName\n        lastName\n        profileImageUrl\n      }\n    }\n    pastSessions {\n      id\n      name\n      intention\n      description\n      scheduledStart\n      participantCount\n      totalMinutes\n    }\n  }\n": types.CommunityDetailFieldsFragmentDoc,
    "\n  query Community($id: ID!) {\n    community(id: $id) {\n      ...CommunityDetailFields\n    }\n  }\n": types.CommunityDocument,
    "\n  query CommunityInvitation($id: ID!) {\n    communityInvitation(id: $id) {\n      id\n      name\n      description\n      intention\n      isPublic\n      memberCount\n      createdAt\n      meetingTime\n      timezone\n    }\n  }\n": types.CommunityInvitationDocument,
    "\n  mutation CreateCommunity($input: CreateCommunityInput!) {\n    createCommunity(input: $input) {\n      ...CommunityCardFields\n      myRole\n    }\n  }\n": types.CreateCommunityDocument,
    "\n  mutation UpdateCommunity($id: ID!, $input: UpdateCommunityInput!) {\n    updateCommunity(id: $id, input: $input) {\n      ...CommunityDetailFields\n    }\n  }\n": types.UpdateCommunityDocument,
    "\n  mutation JoinCommunity($id: ID!) {\n    joinCommunity(id: $id) {\n      ...CommunityDetailFields\n    }\n  }\n": types.JoinCommunityDocument,
    "\n  mutation LeaveCommunity($id: ID!) {\n    leaveCommunity(id: $id) {\n      ...CommunityDetailFields\n    }\n  }\n": types.LeaveCommunityDocument,
    "\n  mutation DeleteCommunity($id: ID!) {\n    deleteCommunity(id: $id)\n  }\n": types.DeleteCommunityDocument,
    "\n  fragment GroupSessionSummary on GroupSession {\n    id\n    name\n    description\n    intention\n    scheduledStart\n    duration\n    maxParticipants\n    participantCount\n    status\n  }\n": types.GroupSessionSummaryFragmentDoc,
    "\n  query GroupSessions {\n    groupSessions {\n      ...GroupSessionSummary\n      createdBy\n      joined\n    }\n  }\n": types.GroupSessionsDocument,
    "\n  fragment GroupSessionDetailFields on GroupSession {\n    ...GroupSessionSummary\n    startOnTime\n    remainingSeconds\n    startsAt\n    endsAt\n    createdBy\n    groupId\n    joined\n    creator {\n      id\n      firstName\n    }\n    participants {\n      joinedAt\n      status\n      user {\n        id\n        firstName\n      }\n    }\n  }\n": types.GroupSessionDetailFieldsFragmentDoc,
    "\n  query GroupSession($id: ID!) {\n    groupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n": types.GroupSessionDocument,
    "\n  mutation CreateGroupSession($input: CreateGroupSessionInput!) {\n    createGroupSession(input: $input) {\n      ...GroupSessionSummary\n    }\n  }\n": types.CreateGroupSessionDocument,
    "\n  query GroupSessionCommunity($id: ID!) {\n    community(id: $id) {\n      id\n      name\n      isPublic\n      myRole\n    }\n  }\n": types.GroupSessionCommunityDocument,
    "\n  mutation JoinGroupSession($id: ID!) {\n    joinGroupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n": types.JoinGroupSessionDocument,
    "\n  mutation LeaveGroupSession($id: ID!) {\n    leaveGroupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n": types.LeaveGroupSessionDocument,
    "\n  mutation StartGroupSession($id: ID!) {\n    startGroupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n": types.StartGroupSessionDocument,
    "\n  fragment ClosingLineFields on ClosingLine {\n    id\n    text\n    writtenAt\n    author {\n      id\n      firstName\n    }\n  }\n": types.ClosingLineFieldsFragmentDoc,
    "\n  query ClosingLines($id: ID!) {\n    groupSession(id: $id) {\n      id\n      closingLines {\n        ...ClosingLineFields\n      }\n    }\n  }\n": types.ClosingLinesDocument,
    "\n  mutation LeaveClosingLine($groupSessionId: ID!, $text: String!) {\n    leaveClosingLine(groupSessionId: $groupSessionId, text: $text) {\n      ...ClosingLineFields\n    }\n  }\n": types.LeaveClosingLineDocument,
    "\n  mutation RemoveClosingLine($groupSessionId: ID!, $id: ID!) {\n    removeClosingLine(groupSessionId: $groupSessionId, id: $id)\n  }\n": types.RemoveClosingLineDocument,
    "\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      email\n      profileImageUrl\n      createdAt\n    }\n    googleSignIn\n  }\n": types.MeDocument,
    "\n  query MyFocus {\n    me {\n      id\n      topIntention\n    }\n  }\n": types.MyFocusDocument,
    "\n  query HiddenFromLists {\n    me {\n      id\n      hiddenFromLists\n    }\n  }\n": types.HiddenFromListsDocument,
    "\n  mutation SetHiddenFromLists($hidden: Boolean!) {\n    setHiddenFromLists(hidden: $hidden) {\n      id\n      hiddenFromLists\n    }\n  }\n": types.SetHiddenFromListsDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": types.DeleteAccountDocument,
    "\n  fragment ActiveSessionFields on ActiveSession {\n    id\n    state\n    intention\n    location\n    duration\n    startTime\n    pausedAt\n    totalPausedMs\n    remainingSeconds\n    groupSessionId\n  }\n": types.ActiveSessionFieldsFragmentDoc,
    "\n  query ActiveSession {\n    activeSession {\n      ...ActiveSessionFields\n    }\n  }\n": types.ActiveSessionDocument,
    "\n  query RecentSessions($limit: Int) {\n    recentSessions(limit: $limit) {\n      id\n      intention\n      location\n      duration\n      timestamp\n      others\n      partial\n    }\n  }\n": types.RecentSessionsDocument,
    "\n  query TodaySessions($timeZone: String) {\n    todaySessions(timeZone: $timeZone) {\n      id\n      duration\n    }\n  }\n": types.TodaySessionsDocument,
    "\n  mutation StartActiveSession($input: StartActiveSessionInput!) {\n    startActiveSession(input: $input) {\n      ...ActiveSessionFields\n    }\n  }\n": types.StartActiveSessionDocument,
    "\n  mutation UpdateActiveSession($input: UpdateActiveSessionInput!) {\n    updateActiveSession(input: $input) {\n      ...ActiveSessionFields\n    }\n  }\n": types.UpdateActiveSessionDocument,
    "\n  mutation StopActiveSession {\n    stopActiveSession\n  }\n": types.StopActiveSessionDocument,
    "\n  mutation CompleteSession($input: CompleteSessionInput!, $timeZone: String) {\n    completeSession(input: $input, timeZone: $timeZone) {\n      session {\n        id\n        intention\n        location\n        duration\n        timestamp\n        partial\n      }\n      newAchievements {\n        id\n        name\n        description\n        rarity\n      }\n    }\n  }\n": types.CompleteSessionDocument,
    "\n  fragment PracticeSettingsFields on PracticeSettings {\n    endSignal\n    intervalBellMinutes\n    dayEndHour\n    grace\n    recordLocation\n  }\n": types.PracticeSettingsFieldsFragmentDoc,
    "\n  query PracticeSettings {\n    practiceSettings {\n      ...PracticeSettingsFields\n    }\n  }\n": types.PracticeSettingsDocument,
    "\n  mutation UpdatePracticeSettings($input: PracticeSettingsInput!) {\n    updatePracticeSettings(input: $input) {\n      ...PracticeSettingsFields\n    }\n  }\n": types.UpdatePracticeSettingsDocument,
    "\n  query SessionEmails {\n    me {\n      id\n      sessionEmails\n    }\n  }\n": types.SessionEmailsDocument,
    "\n  mutation SetSessionEmails($enabled: Boolean!) {\n    setSessionEmails(enabled: $enabled) {\n      id\n      sessionEmails\n    }\n  }\n": types.SetSessionEmailsDocument,
    "\n  query SessionEmailPreview {\n    sessionEmailPreview {\n      subject\n      html\n    }\n  }\n": types.SessionEmailPreviewDocument,
    "\n  fragment ReminderSettingsFields on ReminderSettings {\n    timeZone\n    daily {\n      time\n      channels\n    }\n    streakKeeper\n    sessionStarts\n    quietHours {\n      from\n      to\n    }\n  }\n": types.ReminderSettingsFieldsFragmentDoc,
    "\n  query ReminderSettings {\n    reminderSettings {\n      ...ReminderSettingsFields\n    }\n  }\n": types.ReminderSettingsDocument,
    "\n  mutation UpdateReminderSettings($input: ReminderSettingsInput!) {\n    updateReminderSettings(input: $input) {\n      ...ReminderSettingsFields\n    }\n  }\n": types.UpdateReminderSettingsDocument,
    "\n  query UserStats($timeZone: String) {\n    userStats(timeZone: $timeZone) {\n      streak\n      longestStreak\n      protectedDays\n      totalSessions\n      totalMinutes\n      averageDuration\n    }\n  }\n": types.UserStatsDocument,
    "\n  query MyAchievements {\n    myAchievements {\n      id\n      name\n      description\n      icon\n      rarity\n      unlockedAt\n    }\n  }\n": types.MyAchievementsDocument,
    "\n  query GlobalStats {\n    globalStats {\n      activeMeditators\n      totalSessions\n      totalMinutes\n      todaysTotalSessions\n      totalMinutesToday\n    }\n  }\n": types.GlobalStatsDocument,
    "\n  query IntentionStats {\n    intentionStats {\n      intentions {\n        intention\n        percentage\n        count\n      }\n      totalSessions\n    }\n  }\n": types.IntentionStatsDocument,
    "\n  query ComprehensiveStats($timeZone: String) {\n    comprehensiveStats(timeZone: $timeZone) {\n      communityStats {\n        totalCommunities\n        activeCommunities\n        totalMembers\n      }\n      allTime {\n        totalUsers\n        totalSessions\n        totalMinutes\n        averageSessionLength\n      }\n      thisMonth {\n        totalSessions\n        totalMinutes\n        uniqueUsers\n      }\n    }\n  }\n": types.ComprehensiveStatsDocument,
    "\n  query MyWeek($timeZone: String) {\n    myWeek(timeZone: $timeZone) {\n      date\n      minutes\n      sessions\n    }\n  }\n": types.MyWeekDocument,
    "\n  fragment MemberFields on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    createdAt\n    totalMinutes\n    totalSessions\n  }\n": types.MemberFieldsFragmentDoc,
    "\n  query RecentMembers($limit: Int) {\n    recentMembers(limit: $limit) {\n      ...MemberFields\n    }\n  }\n": types.RecentMembersDocument,
    "\n  query MostActiveMembers($limit: Int) {\n    mostActiveMembers(limit: $limit) {\n      ...MemberFields\n    }\n  }\n": types.MostActiveMembersDocument,
    "\n  query Recommendations($timeZone: String) {\n    recommendations(timeZone: $timeZone) {\n      id\n      type\n      title\n      description\n      actionText\n      metadata {\n        intention\n        duration\n        groupId\n        achievementName\n      }\n    }\n  }\n": types.RecommendationsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunityCardFields on Community {\n    id\n    name\n    description\n    intention\n    isPublic\n    memberCount\n    postCount\n    sessionsThisWeek\n    createdBy\n  }\n"): (typeof documents)["\n  fragment CommunityCardFields on Community {\n    id\n    name\n    description\n    intention\n    isPublic\n    memberCount\n    postCount\n    sessionsThisWeek\n    createdBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Communities {\n    communities {\n      ...CommunityCardFields\n    }\n  }\n"): (typeof documents)["\n  query Communities {\n    communities {\n      ...CommunityCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCommunities($after: ID) {\n    myCommunities(after: $after) {\n      ...CommunityCardFields\n      myRole\n    }\n  }\n"): (typeof documents)["\n  query MyCommunities($after: ID) {\n    myCommunities(after: $after) {\n      ...CommunityCardFields\n      myRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunitySessionFields on GroupSession {\n    ...GroupSessionSummary\n    groupId\n    startsAt\n    endsAt\n  }\n"): (typeof documents)["\n  fragment CommunitySessionFields on GroupSession {\n    ...GroupSessionSummary\n    groupId\n    startsAt\n    endsAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunitySessions {\n    groupSessions {\n      ...CommunitySessionFields\n    }\n    myCommunities {\n      ...CommunityWithSessions\n    }\n  }\n"): (typeof documents)["\n  query CommunitySessions {\n    groupSessions {\n      ...CommunitySessionFields\n    }\n    myCommunities {\n      ...CommunityWithSessions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunityWithSessions on Community {\n    id\n    name\n    upcomingSessions {\n      ...CommunitySessionFields\n    }\n    pastSessions(limit: 5) {\n      ...CommunitySessionFields\n    }\n  }\n"): (typeof documents)["\n  fragment CommunityWithSessions on Community {\n    id\n    name\n    upcomingSessions {\n      ...CommunitySessionFields\n    }\n    pastSessions(limit: 5) {\n      ...CommunitySessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunitySessionsPage($after: ID) {\n    myCommunities(after: $after) {\n      ...CommunityWithSessions\n    }\n  }\n"): (typeof documents)["\n  query CommunitySessionsPage($after: ID) {\n    myCommunities(after: $after) {\n      ...CommunityWithSessions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunityDetailFields on Community {\n    ...CommunityCardFields\n    maxMembers\n    meetingSchedule\n    meetingDays\n    meetingTime\n    timezone\n    meditationDuration\n    createdAt\n    myRole\n    liveSession {\n      id\n    }\n    upcomingSessions {\n      ...CommunitySessionFields\n    }\n    members {\n      role\n      joinedAt\n      user {\n        id\n        firstName\n        lastName\n        profileImageUrl\n      }\n    }\n    pastSessions {\n      id\n      name\n      intention\n      description\n      scheduledStart\n      participantCount\n      totalMinutes\n    }\n  }\n"): (typeof documents)["\n  fragment CommunityDetailFields on Community {\n    ...CommunityCardFields\n    maxMembers\n    meetingSchedule\n    meetingDays\n    meetingTime\n    timezone\n    meditationDuration\n    createdAt\n    myRole\n    liveSession {\n      id\n    }\n    upcomingSessions {\n      ...CommunitySessionFields\n    }\n    members {\n      role\n      joinedAt\n      user {\n        id\n        firstName\n        lastName\n        profileImageUrl\n      }\n    }\n    pastSessions {\n      id\n      name\n      intention\n      description\n      scheduledStart\n      participantCount\n      totalMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Community($id: ID!) {\n    community(id: $id) {\n      ...CommunityDetailFields\n    }\n  }\n"): (typeof documents)["\n  query Community($id: ID!) {\n    community(id: $id) {\n      ...CommunityDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityInvitation($id: ID!) {\n    communityInvitation(id: $id) {\n      id\n      name\n      description\n      intention\n      isPublic\n      memberCount\n      createdAt\n      meetingTime\n      timezone\n    }\n  }\n"): (typeof documents)["\n  query CommunityInvitation($id: ID!) {\n    communityInvitation(id: $id) {\n      id\n      name\n      description\n      intention\n      isPublic\n      memberCount\n      createdAt\n      meetingTime\n      timezone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCommunity($input: CreateCommunityInput!) {\n    createCommunity(input: $input) {\n      ...CommunityCardFields\n      myRole\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCommunity($input: CreateCommunityInput!) {\n    createCommunity(input: $input) {\n      ...CommunityCardFields\n      myRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCommunity($id: ID!, $input: UpdateCommunityInput!) {\n    updateCommunity(id: $id, input: $input) {\n      ...CommunityDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCommunity($id: ID!, $input: UpdateCommunityInput!) {\n    updateCommunity(id: $id, input: $input) {\n      ...CommunityDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinCommunity($id: ID!) {\n    joinCommunity(id: $id) {\n      ...CommunityDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation JoinCommunity($id: ID!) {\n    joinCommunity(id: $id) {\n      ...CommunityDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveCommunity($id: ID!) {\n    leaveCommunity(id: $id) {\n      ...CommunityDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveCommunity($id: ID!) {\n    leaveCommunity(id: $id) {\n      ...CommunityDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCommunity($id: ID!) {\n    deleteCommunity(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCommunity($id: ID!) {\n    deleteCommunity(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupSessionSummary on GroupSession {\n    id\n    name\n    description\n    intention\n    scheduledStart\n    duration\n    maxParticipants\n    participantCount\n    status\n  }\n"): (typeof documents)["\n  fragment GroupSessionSummary on GroupSession {\n    id\n    name\n    description\n    intention\n    scheduledStart\n    duration\n    maxParticipants\n    participantCount\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupSessions {\n    groupSessions {\n      ...GroupSessionSummary\n      createdBy\n      joined\n    }\n  }\n"): (typeof documents)["\n  query GroupSessions {\n    groupSessions {\n      ...GroupSessionSummary\n      createdBy\n      joined\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupSessionDetailFields on GroupSession {\n    ...GroupSessionSummary\n    startOnTime\n    remainingSeconds\n    startsAt\n    endsAt\n    createdBy\n    groupId\n    joined\n    creator {\n      id\n      firstName\n    }\n    participants {\n      joinedAt\n      status\n      user {\n        id\n        firstName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment GroupSessionDetailFields on GroupSession {\n    ...GroupSessionSummary\n    startOnTime\n    remainingSeconds\n    startsAt\n    endsAt\n    createdBy\n    groupId\n    joined\n    creator {\n      id\n      firstName\n    }\n    participants {\n      joinedAt\n      status\n      user {\n        id\n        firstName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupSession($id: ID!) {\n    groupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n"): (typeof documents)["\n  query GroupSession($id: ID!) {\n    groupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGroupSession($input: CreateGroupSessionInput!) {\n    createGroupSession(input: $input) {\n      ...GroupSessionSummary\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGroupSession($input: CreateGroupSessionInput!) {\n    createGroupSession(input: $input) {\n      ...GroupSessionSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupSessionCommunity($id: ID!) {\n    community(id: $id) {\n      id\n      name\n      isPublic\n      myRole\n    }\n  }\n"): (typeof documents)["\n  query GroupSessionCommunity($id: ID!) {\n    community(id: $id) {\n      id\n      name\n      isPublic\n      myRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinGroupSession($id: ID!) {\n    joinGroupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation JoinGroupSession($id: ID!) {\n    joinGroupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveGroupSession($id: ID!) {\n    leaveGroupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveGroupSession($id: ID!) {\n    leaveGroupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartGroupSession($id: ID!) {\n    startGroupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartGroupSession($id: ID!) {\n    startGroupSession(id: $id) {\n      ...GroupSessionDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClosingLineFields on ClosingLine {\n    id\n    text\n    writtenAt\n    author {\n      id\n      firstName\n    }\n  }\n"): (typeof documents)["\n  fragment ClosingLineFields on ClosingLine {\n    id\n    text\n    writtenAt\n    author {\n      id\n      firstName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClosingLines($id: ID!) {\n    groupSession(id: $id) {\n      id\n      closingLines {\n        ...ClosingLineFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClosingLines($id: ID!) {\n    groupSession(id: $id) {\n      id\n      closingLines {\n        ...ClosingLineFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveClosingLine($groupSessionId: ID!, $text: String!) {\n    leaveClosingLine(groupSessionId: $groupSessionId, text: $text) {\n      ...ClosingLineFields\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveClosingLine($groupSessionId: ID!, $text: String!) {\n    leaveClosingLine(groupSessionId: $groupSessionId, text: $text) {\n      ...ClosingLineFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveClosingLine($groupSessionId: ID!, $id: ID!) {\n    removeClosingLine(groupSessionId: $groupSessionId, id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveClosingLine($groupSessionId: ID!, $id: ID!) {\n    removeClosingLine(groupSessionId: $groupSessionId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      email\n      profileImageUrl\n      createdAt\n    }\n    googleSignIn\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      email\n      profileImageUrl\n      createdAt\n    }\n    googleSignIn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFocus {\n    me {\n      id\n      topIntention\n    }\n  }\n"): (typeof documents)["\n  query MyFocus {\n    me {\n      id\n      topIntention\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HiddenFromLists {\n    me {\n      id\n      hiddenFromLists\n    }\n  }\n"): (typeof documents)["\n  query HiddenFromLists {\n    me {\n      id\n      hiddenFromLists\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHiddenFromLists($hidden: Boolean!) {\n    setHiddenFromLists(hidden: $hidden) {\n      id\n      hiddenFromLists\n    }\n  }\n"): (typeof documents)["\n  mutation SetHiddenFromLists($hidden: Boolean!) {\n    setHiddenFromLists(hidden: $hidden) {\n      id\n      hiddenFromLists\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"): (typeof documents)["\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActiveSessionFields on ActiveSession {\n    id\n    state\n    intention\n    location\n    duration\n    startTime\n    pausedAt\n    totalPausedMs\n    remainingSeconds\n    groupSessionId\n  }\n"): (typeof documents)["\n  fragment ActiveSessionFields on ActiveSession {\n    id\n    state\n    intention\n    location\n    duration\n    startTime\n    pausedAt\n    totalPausedMs\n    remainingSeconds\n    groupSessionId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveSession {\n    activeSession {\n      ...ActiveSessionFields\n    }\n  }\n"): (typeof documents)["\n  query ActiveSession {\n    activeSession {\n      ...ActiveSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentSessions($limit: Int) {\n    recentSessions(limit: $limit) {\n      id\n      intention\n      location\n      duration\n      timestamp\n      others\n      partial\n    }\n  }\n"): (typeof documents)["\n  query RecentSessions($limit: Int) {\n    recentSessions(limit: $limit) {\n      id\n      intention\n      location\n      duration\n      timestamp\n      others\n      partial\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodaySessions($timeZone: String) {\n    todaySessions(timeZone: $timeZone) {\n      id\n      duration\n    }\n  }\n"): (typeof documents)["\n  query TodaySessions($timeZone: String) {\n    todaySessions(timeZone: $timeZone) {\n      id\n      duration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartActiveSession($input: StartActiveSessionInput!) {\n    startActiveSession(input: $input) {\n      ...ActiveSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartActiveSession($input: StartActiveSessionInput!) {\n    startActiveSession(input: $input) {\n      ...ActiveSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateActiveSession($input: UpdateActiveSessionInput!) {\n    updateActiveSession(input: $input) {\n      ...ActiveSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateActiveSession($input: UpdateActiveSessionInput!) {\n    updateActiveSession(input: $input) {\n      ...ActiveSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopActiveSession {\n    stopActiveSession\n  }\n"): (typeof documents)["\n  mutation StopActiveSession {\n    stopActiveSession\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSession($input: CompleteSessionInput!, $timeZone: String) {\n    completeSession(input: $input, timeZone: $timeZone) {\n      session {\n        id\n        intention\n        location\n        duration\n        timestamp\n        partial\n      }\n      newAchievements {\n        id\n        name\n        description\n        rarity\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSession($input: CompleteSessionInput!, $timeZone: String) {\n    completeSession(input: $input, timeZone: $timeZone) {\n      session {\n        id\n        intention\n        location\n        duration\n        timestamp\n        partial\n      }\n      newAchievements {\n        id\n        name\n        description\n        rarity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PracticeSettingsFields on PracticeSettings {\n    endSignal\n    intervalBellMinutes\n    dayEndHour\n    grace\n    recordLocation\n  }\n"): (typeof documents)["\n  fragment PracticeSettingsFields on PracticeSettings {\n    endSignal\n    intervalBellMinutes\n    dayEndHour\n    grace\n    recordLocation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PracticeSettings {\n    practiceSettings {\n      ...PracticeSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query PracticeSettings {\n    practiceSettings {\n      ...PracticeSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePracticeSettings($input: PracticeSettingsInput!) {\n    updatePracticeSettings(input: $input) {\n      ...PracticeSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePracticeSettings($input: PracticeSettingsInput!) {\n    updatePracticeSettings(input: $input) {\n      ...PracticeSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionEmails {\n    me {\n      id\n      sessionEmails\n    }\n  }\n"): (typeof documents)["\n  query SessionEmails {\n    me {\n      id\n      sessionEmails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSessionEmails($enabled: Boolean!) {\n    setSessionEmails(enabled: $enabled) {\n      id\n      sessionEmails\n    }\n  }\n"): (typeof documents)["\n  mutation SetSessionEmails($enabled: Boolean!) {\n    setSessionEmails(enabled: $enabled) {\n      id\n      sessionEmails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionEmailPreview {\n    sessionEmailPreview {\n      subject\n      html\n    }\n  }\n"): (typeof documents)["\n  query SessionEmailPreview {\n    sessionEmailPreview {\n      subject\n      html\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReminderSettingsFields on ReminderSettings {\n    timeZone\n    daily {\n      time\n      channels\n    }\n    streakKeeper\n    sessionStarts\n    quietHours {\n      from\n      to\n    }\n  }\n"): (typeof documents)["\n  fragment ReminderSettingsFields on ReminderSettings {\n    timeZone\n    daily {\n      time\n      channels\n    }\n    streakKeeper\n    sessionStarts\n    quietHours {\n      from\n      to\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReminderSettings {\n    reminderSettings {\n      ...ReminderSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query ReminderSettings {\n    reminderSettings {\n      ...ReminderSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReminderSettings($input: ReminderSettingsInput!) {\n    updateReminderSettings(input: $input) {\n      ...ReminderSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReminderSettings($input: ReminderSettingsInput!) {\n    updateReminderSettings(input: $input) {\n      ...ReminderSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserStats($timeZone: String) {\n    userStats(timeZone: $timeZone) {\n      streak\n      longestStreak\n      protectedDays\n      totalSessions\n      totalMinutes\n      averageDuration\n    }\n  }\n"): (typeof documents)["\n  query UserStats($timeZone: String) {\n    userStats(timeZone: $timeZone) {\n      streak\n      longestStreak\n      protectedDays\n      totalSessions\n      totalMinutes\n      averageDuration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAchievements {\n    myAchievements {\n      id\n      name\n      description\n      icon\n      rarity\n      unlockedAt\n    }\n  }\n"): (typeof documents)["\n  query MyAchievements {\n    myAchievements {\n      id\n      name\n      description\n      icon\n      rarity\n      unlockedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GlobalStats {\n    globalStats {\n      activeMeditators\n      totalSessions\n      totalMinutes\n      todaysTotalSessions\n      totalMinutesToday\n    }\n  }\n"): (typeof documents)["\n  query GlobalStats {\n    globalStats {\n      activeMeditators\n      totalSessions\n      totalMinutes\n      todaysTotalSessions\n      totalMinutesToday\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntentionStats {\n    intentionStats {\n      intentions {\n        intention\n        percentage\n        count\n      }\n      totalSessions\n    }\n  }\n"): (typeof documents)["\n  query IntentionStats {\n    intentionStats {\n      intentions {\n        intention\n        percentage\n        count\n      }\n      totalSessions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComprehensiveStats($timeZone: String) {\n    comprehensiveStats(timeZone: $timeZone) {\n      communityStats {\n        totalCommunities\n        activeCommunities\n        totalMembers\n      }\n      allTime {\n        totalUsers\n        totalSessions\n        totalMinutes\n        averageSessionLength\n      }\n      thisMonth {\n        totalSessions\n        totalMinutes\n        uniqueUsers\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComprehensiveStats($timeZone: String) {\n    comprehensiveStats(timeZone: $timeZone) {\n      communityStats {\n        totalCommunities\n        activeCommunities\n        totalMembers\n      }\n      allTime {\n        totalUsers\n        totalSessions\n        totalMinutes\n        averageSessionLength\n      }\n      thisMonth {\n        totalSessions\n        totalMinutes\n        uniqueUsers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWeek($timeZone: String) {\n    myWeek(timeZone: $timeZone) {\n      date\n      minutes\n      sessions\n    }\n  }\n"): (typeof documents)["\n  query MyWeek($timeZone: String) {\n    myWeek(timeZone: $timeZone) {\n      date\n      minutes\n      sessions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberFields on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    createdAt\n    totalMinutes\n    totalSessions\n  }\n"): (typeof documents)["\n  fragment MemberFields on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    createdAt\n    totalMinutes\n    totalSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentMembers($limit: Int) {\n    recentMembers(limit: $limit) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  query RecentMembers($limit: Int) {\n    recentMembers(limit: $limit) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MostActiveMembers($limit: Int) {\n    mostActiveMembers(limit: $limit) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  query MostActiveMembers($limit: Int) {\n    mostActiveMembers(limit: $limit) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Recommendations($timeZone: String) {\n    recommendations(timeZone: $timeZone) {\n      id\n      type\n      title\n      description\n      actionText\n      metadata {\n        intention\n        duration\n        groupId\n        achievementName\n      }\n    }\n  }\n"): (typeof documents)["\n  query Recommendations($timeZone: String) {\n    recommendations(timeZone: $timeZone) {\n      id\n      type\n      title\n      description\n      actionText\n      metadata {\n        intention\n        duration\n        groupId\n        achievementName\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;

import { defineConsumer } from '@peace/kit';
import {
  communitiesCommunityCreated,
  communitiesCommunityDeleted,
  communitiesCommunityUpdated,
  communitiesMemberJoined,
  communitiesMemberLeft,
  identityUserCreated,
  meditationAchievementUnlocked,
  meditationSessionCompleted,
  meditationSessionStopped,
} from '@peace/proto';
import {
  recordAchievementUnlocked,
  recordCommunity,
  recordCommunityDeleted,
  recordCompletedSession,
  recordMember,
  recordMemberJoined,
  recordMemberLeft,
  recordStoppedSession,
  type StatsTx,
} from '../commands/projections.js';

/**
 * What the stats service consumes; it publishes nothing. One durable consumer per producer, so each
 * source's events apply in the order they were published. A durable name is the consumer's
 * position in the stream: while the service is down JetStream keeps it, and on start the service
 * catches up from there.
 */
export const PRACTICE_CONSUMER = 'stats-practice';
export const MEMBERS_CONSUMER = 'stats-members';
export const COMMUNITIES_CONSUMER = 'stats-communities';

export const practiceConsumer = defineConsumer({
  durable: PRACTICE_CONSUMER,
  contracts: [meditationSessionCompleted, meditationSessionStopped, meditationAchievementUnlocked],
  handle: async (event, tx: StatsTx) => {
    switch (event.type) {
      case 'peace.meditation.session.completed':
        return recordCompletedSession(tx, event.data);
      case 'peace.meditation.session.stopped':
        return recordStoppedSession(tx, event.data);
      case 'peace.meditation.achievement.unlocked':
        return recordAchievementUnlocked(tx, event.data);
    }
  },
});

export const membersConsumer = defineConsumer({
  durable: MEMBERS_CONSUMER,
  contracts: [identityUserCreated],
  handle: (event, tx: StatsTx) => recordMember(tx, event.data),
});

export const communitiesConsumer = defineConsumer({
  durable: COMMUNITIES_CONSUMER,
  contracts: [communitiesCommunityCreated, communitiesCommunityUpdated, communitiesCommunityDeleted, communitiesMemberJoined, communitiesMemberLeft],
  handle: async (event, tx: StatsTx) => {
    switch (event.type) {
      case 'peace.communities.community.created':
      case 'peace.communities.community.updated':
        return recordCommunity(tx, event.data);
      case 'peace.communities.community.deleted':
        return recordCommunityDeleted(tx, event.data);
      case 'peace.communities.member.joined':
        return recordMemberJoined(tx, event.data);
      case 'peace.communities.member.left':
        return recordMemberLeft(tx, event.data);
    }
  },
});

/** Every consumer of the stats service, in the order they start. */
export const statsConsumers = [practiceConsumer, membersConsumer, communitiesConsumer] as const;

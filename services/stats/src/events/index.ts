import { defineConsumer } from '@peace/kit';
import {
  communitiesCommunityCreated,
  communitiesCommunityDeleted,
  communitiesCommunityUpdated,
  communitiesMemberJoined,
  communitiesMemberLeft,
  identityUserCreated,
  identityUserDeleted,
  identityUserUpdated,
  meditationAchievementUnlocked,
  meditationSessionCompleted,
  meditationSessionStopped,
  meditationSettingsUpdated,
} from '@peace/proto';
import {
  forgetMember,
  recordAchievementUnlocked,
  recordCommunity,
  recordCommunityDeleted,
  recordCompletedSession,
  recordDayRule,
  recordMember,
  recordMemberJoined,
  recordMemberLeft,
  recordStoppedSession,
  type StatsTx,
} from '../commands/projections.js';
import { announceChange } from '../commands/figures-cache.js';

/**
 * What the stats service consumes; it publishes nothing. Each change is announced on commit, so
 * that no replica answers figures computed before it (see figures-cache.ts). One durable consumer per producer, so each
 * source's events apply in the order they were published. A durable name is the consumer's
 * position in the stream: while the service is down JetStream keeps it, and on start the service
 * catches up from there.
 */
export const PRACTICE_CONSUMER = 'stats-practice';
/**
 * Named anew when the members list began keeping profiles: a new durable reads the stream from its
 * start, so the profiles of everybody identity announced within its retention are filled in.
 */
export const MEMBERS_CONSUMER = 'stats-member-profiles';
/** Durables no longer read, removed at start so the stream does not keep a position for them. */
export const RETIRED_CONSUMERS = ['stats-members'] as const;
export const COMMUNITIES_CONSUMER = 'stats-communities';

export const practiceConsumer = defineConsumer({
  durable: PRACTICE_CONSUMER,
  contracts: [meditationSessionCompleted, meditationSessionStopped, meditationAchievementUnlocked, meditationSettingsUpdated],
  handle: async (event, tx: StatsTx) => {
    // A completion, most of what arrives here, is announced by the statement that counts it.
    if (event.type !== 'peace.meditation.session.completed') await announceChange(tx, event.type);
    switch (event.type) {
      case 'peace.meditation.session.completed':
        await recordCompletedSession(tx, event.data);
        break;
      case 'peace.meditation.session.stopped':
        await recordStoppedSession(tx, event.data);
        break;
      case 'peace.meditation.achievement.unlocked':
        await recordAchievementUnlocked(tx, event.data);
        break;
      case 'peace.meditation.settings.updated':
        await recordDayRule(tx, event.data);
        break;
    }
  },
});

export const membersConsumer = defineConsumer({
  durable: MEMBERS_CONSUMER,
  contracts: [identityUserCreated, identityUserUpdated, identityUserDeleted],
  handle: async (event, tx: StatsTx) => {
    await announceChange(tx, event.type);
    // In the same durable as the profile events, so a deletion always applies after them.
    if (event.type === 'peace.identity.user.deleted') await forgetMember(tx, event.data.userId);
    else await recordMember(tx, event.data, new Date(event.occurredAt));
  },
});

export const communitiesConsumer = defineConsumer({
  durable: COMMUNITIES_CONSUMER,
  contracts: [communitiesCommunityCreated, communitiesCommunityUpdated, communitiesCommunityDeleted, communitiesMemberJoined, communitiesMemberLeft],
  handle: async (event, tx: StatsTx) => {
    await announceChange(tx, event.type);
    switch (event.type) {
      case 'peace.communities.community.created':
      case 'peace.communities.community.updated':
        await recordCommunity(tx, event.data);
        break;
      case 'peace.communities.community.deleted':
        await recordCommunityDeleted(tx, event.data);
        break;
      case 'peace.communities.member.joined':
        await recordMemberJoined(tx, event.data);
        break;
      case 'peace.communities.member.left':
        await recordMemberLeft(tx, event.data);
        break;
    }
  },
});

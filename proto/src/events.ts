import { z } from 'zod';
import { INTENTIONS } from './domain.js';
import { defineEvent } from './envelope.js';

export const intentionSchema = z.enum(INTENTIONS);

const isoDate = z.string().datetime({ offset: true });

const userData = z.object({
  userId: z.string().uuid(),
  email: z.string().email().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: isoDate,
});

export const identityUserCreated = defineEvent('peace.identity.user.created', 1, userData);
export const identityUserUpdated = defineEvent('peace.identity.user.updated', 1, userData);

const sessionRef = z.object({
  sessionId: z.string().uuid(),
  userId: z.string().uuid(),
  intention: intentionSchema,
  duration: z.number().int().positive(),
  groupSessionId: z.string().uuid().nullable(),
});

export const meditationSessionStarted = defineEvent('peace.meditation.session.started', 1, sessionRef.extend({ location: z.string(), startTime: isoDate }));
export const meditationSessionStopped = defineEvent('peace.meditation.session.stopped', 1, sessionRef.extend({ stoppedAt: isoDate }));
export const meditationSessionCompleted = defineEvent(
  'peace.meditation.session.completed',
  1,
  sessionRef.extend({ location: z.string(), completedAt: isoDate }),
);
export const meditationAchievementUnlocked = defineEvent(
  'peace.meditation.achievement.unlocked',
  1,
  z.object({ userId: z.string().uuid(), achievementId: z.string().uuid(), name: z.string(), rarity: z.string(), unlockedAt: isoDate }),
);

/** Every contract, by subject. */
export const contracts = {
  [identityUserCreated.type]: identityUserCreated,
  [identityUserUpdated.type]: identityUserUpdated,
  [meditationSessionStarted.type]: meditationSessionStarted,
  [meditationSessionStopped.type]: meditationSessionStopped,
  [meditationSessionCompleted.type]: meditationSessionCompleted,
  [meditationAchievementUnlocked.type]: meditationAchievementUnlocked,
} as const;

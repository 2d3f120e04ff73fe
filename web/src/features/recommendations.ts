import { useQuery } from '@apollo/client/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { RecommendationsQuery, type Recommendation } from '../graphql/operations';
import { isDuration, isIntention, type Duration, type Intention } from '../lib/intentions';
import { browserTimeZone } from '../lib/time';

export type { Recommendation };

export const RECOMMENDATIONS_SHOWN = 3;
/** Spec §9: recommendations are retried twice before the card gives up. */
export const RECOMMENDATION_RETRIES = 2;

/**
 * Achievements unlocked during this visit, by person. The suggestions are built from events a
 * moment after a sit is saved, so the list read right after it may still offer what was just won.
 */
let unlockedNow: ReadonlyMap<string, ReadonlySet<string>> = new Map();
const unlockListeners = new Set<() => void>();

/** Notes what a saved sit unlocked, so that For You stops offering it at once. */
export function noteUnlocked(userId: string, names: readonly string[]): void {
  if (names.length === 0) return;
  unlockedNow = new Map(unlockedNow).set(userId, new Set([...(unlockedNow.get(userId) ?? []), ...names]));
  unlockListeners.forEach((listener) => listener());
}

function subscribeUnlocked(listener: () => void): () => void {
  unlockListeners.add(listener);
  return () => unlockListeners.delete(listener);
}

/** Whether a suggestion offers an achievement the person already has. */
function offersUnlocked(recommendation: Recommendation, unlocked: ReadonlySet<string> | undefined): boolean {
  const name = recommendation.metadata?.achievementName;
  return recommendation.type === 'ACHIEVEMENT' && !!name && !!unlocked?.has(name);
}

/**
 * Personal suggestions for the For You card, for a signed-in person only.
 * They stay fresh until a completed meditation drops them from the cache.
 */
export function useRecommendations(): { recommendations: Recommendation[]; loading: boolean } {
  const { user } = useAuth();
  const { data, loading, error, refetch } = useQuery(RecommendationsQuery, {
    variables: { timeZone: browserTimeZone() },
    skip: !user,
  });
  const unlocked = useSyncExternalStore(subscribeUnlocked, () => unlockedNow);
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    if (!error || retries >= RECOMMENDATION_RETRIES) return;
    void refetch()
      .catch(() => undefined)
      .finally(() => setRetries((count) => count + 1));
  }, [error, retries, refetch]);
  if (!user) return { recommendations: [], loading: false };
  // Still loading while a retry is due: the card keeps its placeholders rather than vanishing between attempts.
  const retrying = error !== undefined && retries < RECOMMENDATION_RETRIES;
  const offered = (data?.recommendations ?? []).filter((recommendation) => !offersUnlocked(recommendation, unlocked.get(user.id)));
  return { recommendations: offered.slice(0, RECOMMENDATIONS_SHOWN), loading: (loading || retrying) && !data };
}

/** What applying a suggestion changes on the starter: only streak, intention and duration suggestions do. */
export function recommendationSettings(
  recommendation: Pick<Recommendation, 'type' | 'metadata'>,
): { intention?: Intention; duration?: Duration } | null {
  if (!['STREAK', 'INTENTION', 'DURATION'].includes(recommendation.type)) return null;
  const settings: { intention?: Intention; duration?: Duration } = {};
  const { intention, duration } = recommendation.metadata ?? {};
  if (isIntention(intention)) settings.intention = intention;
  if (isDuration(duration)) settings.duration = duration;
  return settings;
}

/** Where a community suggestion leads; null for the others. */
export function recommendationPath(recommendation: Pick<Recommendation, 'type' | 'metadata'>): string | null {
  const groupId = recommendation.metadata?.groupId;
  return recommendation.type === 'COMMUNITY' && groupId ? `/communities/${groupId}` : null;
}

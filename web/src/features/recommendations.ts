import { intentionFromLabel, isDuration, type Duration, type Intention } from '../lib/intentions';

export type RecommendationType = 'streak' | 'intention' | 'duration' | 'community' | 'achievement';

export interface Recommendation {
  id: string;
  type: RecommendationType;
  title: string;
  description: string;
  actionText: string;
  /** The intention in the spec's words ('Non-Violence'), as the recommendations call answers. */
  metadata?: { intention?: string; duration?: number } | null;
}

export const RECOMMENDATIONS_SHOWN = 3;

/**
 * Personal suggestions for the For You card. The stats service does not answer
 * them yet, so for now there are none and the card stays out of the way.
 */
export function useRecommendations(): { recommendations: Recommendation[]; loading: boolean } {
  return { recommendations: [], loading: false };
}

/** What applying a suggestion changes on the starter, if anything. */
export function recommendationSettings(
  recommendation: Recommendation,
): { intention?: Intention; duration?: Duration } | null {
  if (!['streak', 'intention', 'duration'].includes(recommendation.type)) return null;
  const settings: { intention?: Intention; duration?: Duration } = {};
  const { intention, duration } = recommendation.metadata ?? {};
  const chosen = intentionFromLabel(intention);
  if (chosen) settings.intention = chosen;
  if (isDuration(duration)) settings.duration = duration;
  return settings;
}

import { ACHIEVEMENT_CATALOGUE, INTENTIONS, isCumulative, measureCriteria, type AchievementCatalogueEntry, type Intention, type RecommendationType } from '@peace/proto';
import { mostPractised } from './members.js';
import { communityFor, practiceProfile, type CommunityCandidate, type PracticeProfile } from './practice.js';
import type { StatsDb } from './projections.js';

export interface Recommendation {
  /** Stable for the same suggestion. */
  id: string;
  type: RecommendationType;
  title: string;
  description: string;
  actionText: string;
  metadata: { intention: Intention | null; duration: number | null; groupId: string | null; achievementName: string | null } | null;
}

/** Recommendations shown at once. */
export const MAX_RECOMMENDATIONS = 3;
/** The lengths a personal meditation can have, shortest first. */
export const PERSONAL_DURATIONS = [5, 10, 20] as const;
/** A streak worth protecting: shorter runs are suggested as a habit instead. */
export const STREAK_AT_RISK_FROM = 2;
/** "Finishes most sits": the share of begun meditations completed, over at least this many. */
export const FINISHED_SHARE = 0.8;
export const FINISHED_AT_LEAST = 3;
/** An achievement at least this far along comes before the other suggestions. */
export const NEARLY_THERE = 0.5;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function meta(values: Partial<NonNullable<Recommendation['metadata']>>): NonNullable<Recommendation['metadata']> {
  return { intention: null, duration: null, groupId: null, achievementName: null, ...values };
}

/** Meditations sat to their end: a partial sit counts its minutes, never towards a count of sits or the share finished. */
export function fullSits(profile: PracticeProfile): number {
  return profile.totalSessions - profile.partialSessions;
}

/** The person's usual choices: the intention and personal length they pick most. */
export function usualPractice(profile: PracticeProfile): { intention: Intention | null; duration: number } {
  const byIntention = new Map<Intention, number>();
  const byDuration = new Map<number, number>();
  for (const row of profile.practice) {
    byIntention.set(row.intention, (byIntention.get(row.intention) ?? 0) + row.sessions);
    byDuration.set(row.duration, (byDuration.get(row.duration) ?? 0) + row.sessions);
  }
  let duration: number = PERSONAL_DURATIONS[0];
  for (const length of PERSONAL_DURATIONS) if ((byDuration.get(length) ?? 0) > (byDuration.get(duration) ?? 0)) duration = length;
  return { intention: mostPractised(byIntention), duration };
}

/** A streak that ends unless the person practises today (grace spent, or nothing left to forgive). */
export function streakRule(profile: PracticeProfile): Recommendation | undefined {
  if (!profile.streakAtRisk || profile.currentStreak < STREAK_AT_RISK_FROM) return undefined;
  const usual = usualPractice(profile);
  const intention = usual.intention ?? 'Peace';
  const days = profile.currentStreak;
  return {
    id: `streak-${days}`,
    type: 'streak',
    title: `Keep your ${days}-day streak`,
    description: `You have meditated ${days} days in a row. A ${usual.duration}-minute ${intention} meditation today keeps it going.`,
    actionText: 'Meditate now',
    metadata: meta({ intention, duration: usual.duration }),
  };
}

/** The intention the person has practised least (one never practised first, in the order of the seven). */
export function intentionRule(profile: PracticeProfile): Recommendation | undefined {
  const usual = usualPractice(profile);
  if (profile.totalSessions === 0) {
    const intention = profile.popularIntention ?? 'Peace';
    return {
      id: `intention-${intention}`,
      type: 'intention',
      title: `Begin with ${intention}`,
      description: `${intention} is what people here meditate on most. Start with ${usual.duration} quiet minutes.`,
      actionText: 'Start meditating',
      metadata: meta({ intention, duration: usual.duration }),
    };
  }
  const counts = new Map<Intention, number>();
  for (const row of profile.practice) counts.set(row.intention, (counts.get(row.intention) ?? 0) + row.sessions);
  let least: Intention = INTENTIONS[0];
  for (const intention of INTENTIONS) if ((counts.get(intention) ?? 0) < (counts.get(least) ?? 0)) least = intention;
  const count = counts.get(least) ?? 0;
  // Every intention equally practised: nothing to balance.
  if (INTENTIONS.every((intention) => (counts.get(intention) ?? 0) === count)) return undefined;
  return {
    id: `intention-${least}`,
    type: 'intention',
    title: `Explore ${least}`,
    description:
      count === 0
        ? `You have not meditated on ${least} yet. Give it ${usual.duration} minutes today.`
        : `${least} is your least practised intention (${plural(count, 'meditation')} of ${profile.totalSessions}). Give it ${usual.duration} minutes today.`,
    actionText: `Try ${least}`,
    metadata: meta({ intention: least, duration: usual.duration }),
  };
}

/** A longer length for somebody who finishes most of their sits at their usual one. */
export function durationRule(profile: PracticeProfile): Recommendation | undefined {
  const usual = usualPractice(profile);
  if (profile.totalSessions === 0) return undefined;
  const begun = profile.totalSessions + profile.stopped;
  const finished = fullSits(profile) / begun;
  const next = PERSONAL_DURATIONS.find((length) => length > usual.duration);
  if (fullSits(profile) < FINISHED_AT_LEAST || finished < FINISHED_SHARE || next === undefined) return undefined;
  return {
    id: `duration-${next}`,
    type: 'duration',
    title: `Try ${next} minutes`,
    description: `You finish ${Math.round(finished * 100)}% of your ${usual.duration}-minute sits. You are ready for a longer meditation.`,
    actionText: `Set ${next} minutes`,
    metadata: meta({ intention: usual.intention, duration: next }),
  };
}

/** A community on the person's most practised intention (any popular one before their first meditation). */
export function communityRule(community: CommunityCandidate | undefined, profile: PracticeProfile): Recommendation | undefined {
  if (!community) return undefined;
  const usual = usualPractice(profile);
  const centred = usual.intention !== null;
  return {
    id: `community-${community.groupId}`,
    type: 'community',
    title: `Join ${community.name}`,
    description: centred
      ? `A community meditating on ${community.intention}, the intention you practise most. ${plural(community.memberCount, 'member')} so far.`
      : `Meditate with others on ${community.intention}. ${plural(community.memberCount, 'member')} so far.`,
    actionText: 'View community',
    metadata: meta({
      intention: community.intention,
      duration: (PERSONAL_DURATIONS as readonly number[]).includes(community.meditationDuration) ? community.meditationDuration : null,
      groupId: community.groupId,
    }),
  };
}

/** How far along each locked achievement that grows with practice is, by the shared criteria. */
export function achievementProgress(profile: PracticeProfile): { entry: AchievementCatalogueEntry; value: number; target: number; share: number }[] {
  const practised = new Set(profile.practice.map((row) => row.intention));
  const facts = {
    totalSessions: fullSits(profile),
    totalMinutes: profile.totalMinutes,
    intentionsPractised: practised.size,
    // A streak achievement is reached by the run still alive, whatever runs came before.
    streakDays: profile.currentStreak,
    startHour: null,
  };
  const unlocked = new Set(profile.unlocked);
  return ACHIEVEMENT_CATALOGUE.filter((entry) => isCumulative(entry.criteria) && !unlocked.has(entry.slug) && !unlocked.has(entry.name))
    .map((entry) => {
      const { value, target } = measureCriteria(entry.criteria, facts);
      return { entry, value: Math.min(value, target), target, share: Math.min(value, target) / target };
    })
    .filter((progress) => progress.value < progress.target);
}

/** The locked achievement closest to unlocking (the earlier in the catalogue on a tie). */
export function achievementRule(profile: PracticeProfile): Recommendation | undefined {
  const candidates = achievementProgress(profile);
  const closest = candidates.reduce<(typeof candidates)[number] | undefined>((best, next) => (best === undefined || next.share > best.share ? next : best), undefined);
  if (!closest) return undefined;
  const { entry, value, target } = closest;
  const usual = usualPractice(profile);
  const left = target - value;
  const practised = new Set(profile.practice.map((row) => row.intention));
  const missing = INTENTIONS.filter((intention) => !practised.has(intention));
  let description: string;
  let intention = usual.intention;
  switch (entry.criteria.kind) {
    case 'sessions':
      description = value === 0 ? `Complete your first meditation to unlock ${entry.name}.` : `${plural(left, 'more meditation')} to unlock ${entry.name}.`;
      break;
    case 'minutes':
      description = `${plural(left, 'more minute')} of meditation to unlock ${entry.name}.`;
      break;
    case 'streak':
      description = `Meditate ${plural(left, 'more day')} in a row to unlock ${entry.name}.`;
      break;
    default:
      intention = missing[0] ?? intention;
      description = `Meditate on ${missing.join(', ')} to unlock ${entry.name}.`;
  }
  return {
    id: `achievement-${entry.slug}`,
    type: 'achievement',
    title: `Unlock ${entry.name}`,
    description,
    actionText: 'Keep going',
    metadata: meta({ intention, duration: usual.duration, achievementName: entry.name }),
  };
}

/**
 * At most three suggestions, the most useful first: a streak about to break, an achievement nearly
 * reached, a longer sit, an intention to balance the practice, a community, then any achievement.
 * Somebody who has not begun gets a first intention, their first achievement and a community (or
 * the shortest length) to start with.
 */
export function recommend(profile: PracticeProfile, community: CommunityCandidate | undefined): Recommendation[] {
  const achievement = achievementRule(profile);
  const nearly = achievement !== undefined && achievementProgress(profile).some((progress) => `achievement-${progress.entry.slug}` === achievement.id && progress.share >= NEARLY_THERE);
  const begun = profile.totalSessions > 0;
  const ordered = begun
    ? [streakRule(profile), nearly ? achievement : undefined, durationRule(profile), intentionRule(profile), communityRule(community, profile), nearly ? undefined : achievement]
    : [intentionRule(profile), achievement, communityRule(community, profile) ?? firstLength(profile)];
  return ordered.filter((recommendation): recommendation is Recommendation => recommendation !== undefined).slice(0, MAX_RECOMMENDATIONS);
}

/** The shortest length, for somebody who has not begun and has no community to join. */
function firstLength(profile: PracticeProfile): Recommendation {
  const intention = profile.popularIntention ?? 'Peace';
  return {
    id: 'duration-5',
    type: 'duration',
    title: 'Start with 5 minutes',
    description: 'Short sits build the habit. Begin with 5 minutes and lengthen them as they become easy.',
    actionText: 'Set 5 minutes',
    metadata: meta({ intention, duration: 5 }),
  };
}

/** The signed-in person's recommendations, drawn from their own history. */
export async function recommendationsFor(db: StatsDb, userId: string, timeZone: string, now: Date): Promise<Recommendation[]> {
  const profile = await practiceProfile(db, userId, timeZone, now);
  const community = await communityFor(db, userId, usualPractice(profile).intention);
  return recommend(profile, community);
}

import { z } from 'zod';
import { parseInput } from '@peace/kit';
import { INTENTIONS, type Intention } from '@peace/proto';
import { intentionSessionsOf, MAX_MEMBERS_LISTED, memberListRows, totalsOf, type MemberList } from '../db/figures.repository.js';
import type { StatsDb } from './projections.js';

export { MAX_MEMBERS_LISTED, type MemberList };

/**
 * A person as far as their practice goes; the identity subgraph adds who they are, except in the
 * members lists, which carry the public profile identity last announced.
 */
export interface MemberPractice {
  id: string;
  totalMinutes: number;
  totalSessions: number;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  /** When they joined. */
  createdAt?: Date;
}

/** The length of each list when none is asked for, as the spec's routes read them. */
export const MEMBER_LIST_DEFAULT_LIMITS: Record<MemberList, number> = { recent: MAX_MEMBERS_LISTED, 'most-active': 10 };

/** A whole list, with each member's public profile and practice. */
export async function memberList(db: StatsDb, list: MemberList): Promise<MemberPractice[]> {
  const rows = await memberListRows(db, list);
  return rows.map((row) => ({
    id: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    createdAt: new Date(row.joined_at),
    totalMinutes: Number(row.minutes ?? 0),
    totalSessions: Number(row.sessions ?? 0),
  }));
}

const limitArgs = z.object({
  limit: z
    .number()
    .int('must be a whole number')
    .min(1, `must be from 1 to ${MAX_MEMBERS_LISTED}`)
    .max(MAX_MEMBERS_LISTED, `must be from 1 to ${MAX_MEMBERS_LISTED}`)
    .nullish(),
});

/** The list length asked for, or the list's own default. */
export function parseLimit(args: { limit?: number | null }, fallback: number): number {
  return parseInput(limitArgs, args).limit ?? fallback;
}

/** Practice totals for each id, in the order asked; somebody who never meditated has zeros. */
export async function practiceOf(db: StatsDb, ids: readonly string[]): Promise<MemberPractice[]> {
  const rows = await totalsOf(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? { id, totalMinutes: 0, totalSessions: 0 });
}

/** The intention practised most from sessions per intention; the earlier of the seven on a tie. */
export function mostPractised(counts: ReadonlyMap<Intention, number>): Intention | null {
  let best: Intention | null = null;
  for (const intention of INTENTIONS) {
    const count = counts.get(intention) ?? 0;
    if (count > 0 && (best === null || count > (counts.get(best) ?? 0))) best = intention;
  }
  return best;
}

/** Each person's most practised intention, in the order asked; null before their first meditation. */
export async function topIntentionsOf(db: StatsDb, ids: readonly string[]): Promise<(Intention | null)[]> {
  const rows = await intentionSessionsOf(db, ids);
  const byUser = new Map<string, Map<Intention, number>>();
  for (const row of rows) {
    const counts = byUser.get(row.userId) ?? new Map<Intention, number>();
    counts.set(row.intention as Intention, row.sessions);
    byUser.set(row.userId, counts);
  }
  return ids.map((id) => mostPractised(byUser.get(id) ?? new Map()));
}


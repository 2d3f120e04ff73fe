import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_MEMBERS_LISTED, parseInput } from '@peace/kit';
import { INTENTIONS, type Intention } from '@peace/proto';
import { userPractice, userTotals } from '../db/schema.js';
import type { StatsDb } from './projections.js';

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
  /** When they joined: a Date read from PostgreSQL, ISO-8601 from the shared list. */
  createdAt?: Date | string;
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

const practiceColumns = {
  id: userTotals.userId,
  totalMinutes: userTotals.minutes,
  totalSessions: userTotals.sessions,
};

/** Practice totals for each id, in the order asked; somebody who never meditated has zeros. */
export async function practiceOf(db: StatsDb, ids: readonly string[]): Promise<MemberPractice[]> {
  const rows = ids.length === 0 ? [] : await db.select(practiceColumns).from(userTotals).where(inArray(userTotals.userId, [...ids]));
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
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ userId: userPractice.userId, intention: userPractice.intention, sessions: sql<number>`sum(${userPractice.sessions})::int` })
          .from(userPractice)
          .where(inArray(userPractice.userId, [...ids]))
          .groupBy(userPractice.userId, userPractice.intention);
  const byUser = new Map<string, Map<Intention, number>>();
  for (const row of rows) {
    const counts = byUser.get(row.userId) ?? new Map<Intention, number>();
    counts.set(row.intention as Intention, row.sessions);
    byUser.set(row.userId, counts);
  }
  return ids.map((id) => mostPractised(byUser.get(id) ?? new Map()));
}

/** A user id from another subgraph's reference; anything else names nobody. */
export function isUserId(value: unknown): value is string {
  return z.uuid().safeParse(value).success;
}

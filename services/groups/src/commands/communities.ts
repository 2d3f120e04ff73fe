import type { Clock } from '@peace/kit';
import { endMembershipsOf } from '../db/community-copy.repository.js';
import { cancelScheduledOf, livePerCommunity, pastPerCommunity, startingBetween, upcomingPerCommunity, type GroupSessionRow, type GroupsDb, type GroupsTx } from '../db/group-sessions.repository.js';
import { sessionCancelled } from '../events/publish.js';
import { MAX_UPCOMING_SESSIONS } from '../list-caps.js';

/** A community as the groups service knows it: by its id, owned by the communities service. */
export interface CommunityRef {
  id: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each community's sessions live now or still to come, soonest first, at most MAX_UPCOMING_SESSIONS of each: one query for all; in the order of the ids given. */
export function upcomingSessionsOfMany(db: GroupsDb, clock: Clock, groupIds: readonly string[]): Promise<GroupSessionRow[][]> {
  return upcomingPerCommunity(db, clock.now(), groupIds, MAX_UPCOMING_SESSIONS);
}

/** Each community's session live now, the earliest started if several: one query for all; in the order of the ids given. */
export async function liveSessionOfMany(db: GroupsDb, clock: Clock, groupIds: readonly string[]): Promise<(GroupSessionRow | undefined)[]> {
  const live = await livePerCommunity(db, clock.now(), groupIds, 1);
  return live.map((sessions) => sessions[0]);
}

/**
 * Each community's completed sessions, the latest first, at most limit of each: one query for all; in
 * the order of the ids given. A session whose end has passed counts as completed even before the
 * sweep has written so, as statusAt() reads it.
 */
export function pastSessionsOfMany(db: GroupsDb, clock: Clock, groupIds: readonly string[], limit: number): Promise<GroupSessionRow[][]> {
  return pastPerCommunity(db, clock.now(), groupIds, limit);
}

/** Monday 00:00 UTC of the week holding `now`. */
export function startOfWeek(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/**
 * How many of each community's sessions, not cancelled, start in the current week (Monday to
 * Sunday, UTC), in one query for a whole list; in the order of the ids given.
 */
export async function sessionsThisWeek(db: GroupsDb, clock: Clock, groupIds: readonly string[]): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const now = clock.now();
  const monday = startOfWeek(now);
  const nextMonday = new Date(monday.getTime() + 7 * DAY_MS);
  // One nobody started before its window closed is cancelled, whether or not the sweep has written so yet.
  const counts = await startingBetween(db, groupIds, monday, nextMonday, now);
  return groupIds.map((id) => counts.get(id) ?? 0);
}

/**
 * A deleted community's sessions that have not started are cancelled, each with its event, and
 * its memberships end (at the deletion's time, so an older membership event arriving late cannot
 * bring one back). A session already running finishes as it would have. The cancellations carry
 * the deletion's time.
 */
export async function closeCommunity(tx: GroupsTx, groupId: string, at: Date): Promise<number> {
  const cancelled = await cancelScheduledOf(tx, groupId);
  for (const row of cancelled) await sessionCancelled(tx, row, 'community-deleted', at);
  await endMembershipsOf(tx, groupId, at);
  return cancelled.length;
}

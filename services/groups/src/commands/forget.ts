import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { checkedPage, pastAnchor, type Page } from '@peace/kit';
import { FORMER_MEMBER_ID } from '@peace/proto';
import { closingLines, communityMembers, groupSessionMinutes, groupSessionParticipants, groupSessions } from '../db/schema.js';
import type { GroupSessionRow, GroupsDb, GroupsTx } from './sessions.js';

/**
 * Forgets a person who deleted their account. The group sessions they scheduled stay for everyone
 * else, created by "a former member"; they leave every session they had joined and their copy of
 * community memberships, and the closing lines they left go. The minutes they sat in a group session stay in its total, under an id
 * that names nobody, so the session's figure others saw does not change.
 */
export async function forgetPerson(tx: GroupsTx, userId: string): Promise<void> {
  await tx.update(groupSessions).set({ createdBy: FORMER_MEMBER_ID }).where(eq(groupSessions.createdBy, userId));
  await tx.delete(groupSessionParticipants).where(eq(groupSessionParticipants.userId, userId));
  await tx.delete(closingLines).where(eq(closingLines.userId, userId));
  await tx.update(groupSessionMinutes).set({ userId: sql`gen_random_uuid()` }).where(eq(groupSessionMinutes.userId, userId));
  await tx.delete(communityMembers).where(eq(communityMembers.userId, userId));
}

/** The group sessions a person scheduled or joined, oldest first, a page at a time: their part of a data export. */
export async function sessionsOf(db: GroupsDb, userId: string, page: Page): Promise<GroupSessionRow[]> {
  const joined = db
    .select({ one: sql`1` })
    .from(groupSessionParticipants)
    .where(and(eq(groupSessionParticipants.groupSessionId, groupSessions.id), eq(groupSessionParticipants.userId, userId)));
  // The anchor is a position only: a session the person has since left still marks where the last page ended.
  const anchor = alias(groupSessions, 'anchor');
  const ofAnchor = eq(anchor.id, page.after ?? sql`null`);
  const rows = await db
    .select()
    .from(groupSessions)
    .where(
      and(
        or(eq(groupSessions.createdBy, userId), exists(joined)),
        page.after === null ? undefined : pastAnchor('asc', [groupSessions.scheduledStart, groupSessions.id], db.select({ at: anchor.scheduledStart, id: anchor.id }).from(anchor).where(ofAnchor)),
      ),
    )
    .orderBy(asc(groupSessions.scheduledStart), asc(groupSessions.id))
    .limit(page.first);
  return checkedPage(page, rows, async () => (await db.select({ id: anchor.id }).from(anchor).where(ofAnchor)).length > 0);
}

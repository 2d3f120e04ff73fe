import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { checkedPage, pastAnchor, type Page } from '@peace/kit';
import { closingLines, groupSessionParticipants as participants, groupSessions } from './schema.js';
import type { GroupsDb, GroupsTx } from './group-sessions.repository.js';

/** The lines of closing circles: each a named statement that loads or stores, who may read and write them left to the commands. */

export type ClosingLineRow = typeof closingLines.$inferSelect;

/** Whether the person joined the session and was still in it when it ended. */
export async function satSession(db: GroupsDb, groupSessionId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.groupSessionId, groupSessionId), eq(participants.userId, userId), eq(participants.status, 'joined')));
  return row !== undefined;
}

/** A session's lines, earliest first, at most limit. */
export async function linesOfSession(db: GroupsDb, groupSessionId: string, limit: number): Promise<ClosingLineRow[]> {
  return db.select().from(closingLines).where(eq(closingLines.groupSessionId, groupSessionId)).orderBy(asc(closingLines.writtenAt), asc(closingLines.id)).limit(limit);
}

/** Keeps the person's one line of the session, replacing the one they left before. */
export async function storeLine(db: GroupsDb, line: { groupSessionId: string; userId: string; text: string; writtenAt: Date }): Promise<ClosingLineRow> {
  const { text, writtenAt } = line;
  const [stored] = await db
    .insert(closingLines)
    .values(line)
    .onConflictDoUpdate({ target: [closingLines.groupSessionId, closingLines.userId], set: { text, writtenAt } })
    .returning();
  if (!stored) throw new Error('closing line insert returned nothing');
  return stored;
}

/** Who wrote a line of the session, and who created the session; undefined when the session has no such line. */
export async function lineAuthorAndCreator(db: GroupsDb, groupSessionId: string, lineId: string): Promise<{ userId: string; createdBy: string } | undefined> {
  const [line] = await db
    .select({ userId: closingLines.userId, createdBy: groupSessions.createdBy })
    .from(closingLines)
    .innerJoin(groupSessions, eq(groupSessions.id, closingLines.groupSessionId))
    .where(and(eq(closingLines.id, lineId), eq(closingLines.groupSessionId, groupSessionId)));
  return line;
}

export async function deleteLine(db: GroupsDb, lineId: string): Promise<void> {
  await db.delete(closingLines).where(eq(closingLines.id, lineId));
}

export async function deleteLinesOf(tx: GroupsTx, userId: string): Promise<void> {
  await tx.delete(closingLines).where(eq(closingLines.userId, userId));
}

/** The lines the person left, oldest first, a page at a time. */
export async function linesOfPerson(db: GroupsDb, userId: string, page: Page): Promise<ClosingLineRow[]> {
  const anchor = alias(closingLines, 'anchor');
  const ofAnchor = and(eq(anchor.userId, userId), eq(anchor.id, page.after ?? sql`null`));
  const rows = await db
    .select()
    .from(closingLines)
    .where(and(eq(closingLines.userId, userId), page.after === null ? undefined : pastAnchor('asc', [closingLines.writtenAt, closingLines.id], db.select({ at: anchor.writtenAt, id: anchor.id }).from(anchor).where(ofAnchor))))
    .orderBy(asc(closingLines.writtenAt), asc(closingLines.id))
    .limit(page.first);
  return checkedPage(page, rows, async () => (await db.select({ id: anchor.id }).from(anchor).where(ofAnchor)).length > 0);
}

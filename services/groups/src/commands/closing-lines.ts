import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError, checkedPage, pastAnchor, type Clock, type Page } from '@peace/kit';
import { closingLines, groupSessionParticipants as participants, groupSessions } from '../db/schema.js';
import { announceChange, findSession, type GroupsDb, type GroupsDeps, type GroupSessionRow } from './sessions.js';
import { statusAt } from './window.js';
import { MAX_PARTICIPANTS } from '../list-caps.js';

/*
 * The closing circle: once a group sit has ended, each person who sat it may leave one line for the
 * others. The lines are for the circle only: its participants (and its creator, who looks after
 * it) see them, nobody sees them before the sit has ended, and no email or calendar carries them.
 */

export type ClosingLineRow = typeof closingLines.$inferSelect;

/** Whether the person sat the session: joined, and still in it when it ended. */
async function sat(db: GroupsDb, groupSessionId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.groupSessionId, groupSessionId), eq(participants.userId, userId), eq(participants.status, 'joined')));
  return row !== undefined;
}

/** The lines of a session's circle, earliest first; none before the sit has ended, and none for anyone but its participants and its creator. */
export async function closingLinesOf(db: GroupsDb, clock: Clock, session: GroupSessionRow, viewerId: string | null): Promise<ClosingLineRow[]> {
  if (viewerId === null || statusAt(session, clock.now()) !== 'completed') return [];
  if (session.createdBy !== viewerId && !(await sat(db, session.id, viewerId))) return [];
  return db.select().from(closingLines).where(eq(closingLines.groupSessionId, session.id)).orderBy(asc(closingLines.writtenAt), asc(closingLines.id)).limit(MAX_PARTICIPANTS);
}

/** A participant leaves their one line once the sit has ended; leaving one again replaces it (the same line, with its new words and time). */
export async function leaveClosingLine(deps: Pick<GroupsDeps, 'db' | 'clock' | 'announce' | 'logger'>, userId: string, groupSessionId: string, text: string): Promise<ClosingLineRow> {
  const now = deps.clock.now();
  const session = await findSession(deps.db, groupSessionId);
  if (!session) throw AppError.notFound('Session not found');
  const status = statusAt(session, now);
  if (status === 'cancelled') throw AppError.conflict('This session was cancelled');
  if (status !== 'completed') throw AppError.conflict('The closing circle opens when the sit has ended');
  if (!(await sat(deps.db, groupSessionId, userId))) throw AppError.forbidden('Only those who sat this session can leave a line');
  const [line] = await deps.db
    .insert(closingLines)
    .values({ groupSessionId, userId, text, writtenAt: now })
    .onConflictDoUpdate({ target: [closingLines.groupSessionId, closingLines.userId], set: { text, writtenAt: now } })
    .returning();
  if (!line) throw new Error('closing line insert returned nothing');
  await announceChange(deps, { kind: 'closingLines', groupSessionId });
  return line;
}

/** Its author or the session's creator removes a line; answers its id. */
export async function removeClosingLine(deps: Pick<GroupsDeps, 'db' | 'announce' | 'logger'>, userId: string, groupSessionId: string, lineId: string): Promise<string> {
  const { db } = deps;
  const [line] = await db
    .select({ userId: closingLines.userId, createdBy: groupSessions.createdBy })
    .from(closingLines)
    .innerJoin(groupSessions, eq(groupSessions.id, closingLines.groupSessionId))
    .where(and(eq(closingLines.id, lineId), eq(closingLines.groupSessionId, groupSessionId)));
  if (!line) throw AppError.notFound('Line not found');
  if (line.userId !== userId && line.createdBy !== userId) throw AppError.forbidden("Only its author or the session's creator can remove this line");
  await db.delete(closingLines).where(eq(closingLines.id, lineId));
  await announceChange(deps, { kind: 'closingLines', groupSessionId });
  return lineId;
}

/** The closing lines the person left, oldest first, a page at a time: their part of a data export. */
export async function linesOf(db: GroupsDb, userId: string, page: Page): Promise<ClosingLineRow[]> {
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

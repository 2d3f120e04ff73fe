import { AppError, type Clock, type Page } from '@peace/kit';
import { deleteLine, lineAuthorAndCreator, linesOfPerson, linesOfSession, satSession, storeLine, type ClosingLineRow } from '../db/closing-lines.repository.js';
import { announceChange, findSession, type GroupsDb, type GroupsDeps, type GroupSessionRow } from './sessions.js';
import { statusAt } from './window.js';
import { MAX_PARTICIPANTS } from '../list-caps.js';

/*
 * The closing circle: once a group sit has ended, each person who sat it may leave one line for the
 * others. The lines are for the circle only: its participants (and its creator, who looks after
 * it) see them, nobody sees them before the sit has ended, and no email or calendar carries them.
 */

export type { ClosingLineRow };

/** The lines of a session's circle, earliest first; none before the sit has ended, and none for anyone but its participants and its creator. */
export async function closingLinesOf(db: GroupsDb, clock: Clock, session: GroupSessionRow, viewerId: string | null): Promise<ClosingLineRow[]> {
  if (viewerId === null || statusAt(session, clock.now()) !== 'completed') return [];
  if (session.createdBy !== viewerId && !(await satSession(db, session.id, viewerId))) return [];
  return linesOfSession(db, session.id, MAX_PARTICIPANTS);
}

/** A participant leaves their one line once the sit has ended; leaving one again replaces it (the same line, with its new words and time). */
export async function leaveClosingLine(deps: Pick<GroupsDeps, 'db' | 'clock' | 'announce' | 'logger'>, userId: string, groupSessionId: string, text: string): Promise<ClosingLineRow> {
  const now = deps.clock.now();
  const session = await findSession(deps.db, groupSessionId);
  if (!session) throw AppError.notFound('Session not found');
  const status = statusAt(session, now);
  if (status === 'cancelled') throw AppError.conflict('This session was cancelled');
  if (status !== 'completed') throw AppError.conflict('The closing circle opens when the sit has ended');
  if (!(await satSession(deps.db, groupSessionId, userId))) throw AppError.forbidden('Only those who sat this session can leave a line');
  const line = await storeLine(deps.db, { groupSessionId, userId, text, writtenAt: now });
  await announceChange(deps, { kind: 'closingLines', groupSessionId });
  return line;
}

/** Its author or the session's creator removes a line; answers its id. */
export async function removeClosingLine(deps: Pick<GroupsDeps, 'db' | 'announce' | 'logger'>, userId: string, groupSessionId: string, lineId: string): Promise<string> {
  const { db } = deps;
  const line = await lineAuthorAndCreator(db, groupSessionId, lineId);
  if (!line) throw AppError.notFound('Line not found');
  if (line.userId !== userId && line.createdBy !== userId) throw AppError.forbidden("Only its author or the session's creator can remove this line");
  await deleteLine(db, lineId);
  await announceChange(deps, { kind: 'closingLines', groupSessionId });
  return lineId;
}

/** The closing lines the person left, oldest first, a page at a time: their part of a data export. */
export function linesOf(db: GroupsDb, userId: string, page: Page): Promise<ClosingLineRow[]> {
  return linesOfPerson(db, userId, page);
}

import { and, eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { preparedStatement } from '@peace/kit';
import { activeMeditationSessions as active } from './schema.js';
import type { ActiveRow, MeditationTx } from './types.js';

/** The active sessions as stored: the person's lock over them, their removal and their rows as a statement's JSON gives them back. */

/** The next revision of a person's active session, taken by each change and by its removal. */
export const nextRevision = sql`nextval('meditation.active_session_revision')`.mapWith(Number);

// A removed row together with the revision its removal takes (the tombstone's revision).
export const removedColumns = { ...getTableColumns(active), removalRevision: nextRevision };

export function splitRemoved({ removalRevision, ...row }: ActiveRow & { removalRevision: number }): { row: ActiveRow; removalRevision: number } {
  return { row, removalRevision };
}

const lockStatement = preparedStatement<{ userId: string }>('meditation_lock_user', {
  select: { locked: sql`pg_advisory_xact_lock(hashtext('meditation.active'), hashtext(${sql.placeholder('userId')}))` },
});

/** Serializes every change to one person's active session (two tabs, a completion racing a stop). Prepared: it runs in every write. */
export async function lockUser(tx: MeditationTx, userId: string): Promise<void> {
  await lockStatement(tx, { userId });
}

/** The person's active session, or only the one following groupSessionId when given (each a value or a placeholder). */
function activeOf(userId: string | Placeholder, groupSessionId?: string | Placeholder): SQL | undefined {
  return groupSessionId ? and(eq(active.userId, userId), eq(active.groupSessionId, groupSessionId)) : eq(active.userId, userId);
}

/**
 * Deletes the person's active session inside tx, or only the one following groupSessionId when
 * given; answers the row and the revision of its removal.
 */
export async function removeActiveSession(tx: MeditationTx, userId: string, groupSessionId?: string): Promise<{ row: ActiveRow; removalRevision: number } | undefined> {
  const [removed] = await tx.delete(active).where(activeOf(userId, groupSessionId)).returning(removedColumns);
  return removed ? splitRemoved(removed) : undefined;
}

/**
 * The same removal as removeActiveSession, as a part (WITH) of a larger statement: its rows, one
 * at most, are the removed session's columns and removal_revision, read back by removedFromJson
 * from row_to_json.
 */
export function removalStatement(userId: string | Placeholder, groupSessionId?: string | Placeholder): SQL {
  return sql`delete from ${active} where ${activeOf(userId, groupSessionId)} returning *, ${nextRevision} as removal_revision`;
}

/** What row_to_json makes of an active session's row. */
export interface ActiveJson {
  id: string;
  user_id: string;
  intention: string;
  location: string;
  duration: number;
  start_time: string;
  last_ping: string | null;
  state: string;
  paused_at: string | null;
  total_paused_ms: number;
  group_session_id: string | null;
  revision: number;
}

/** What row_to_json makes of a row of removalStatement. */
export interface RemovedJson extends ActiveJson {
  removal_revision: number;
}

export function activeFromJson(json: ActiveJson): ActiveRow {
  const at = (value: string | null) => (value === null ? null : new Date(value));
  return {
    id: json.id,
    userId: json.user_id,
    intention: json.intention,
    location: json.location,
    duration: json.duration,
    startTime: new Date(json.start_time),
    lastPing: at(json.last_ping),
    state: json.state,
    pausedAt: at(json.paused_at),
    totalPausedMs: Number(json.total_paused_ms),
    groupSessionId: json.group_session_id,
    revision: Number(json.revision),
  };
}

export function removedFromJson(json: RemovedJson): { row: ActiveRow; removalRevision: number } {
  return { row: activeFromJson(json), removalRevision: Number(json.removal_revision) };
}


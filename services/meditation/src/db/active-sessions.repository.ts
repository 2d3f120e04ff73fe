import { and, eq, getTableColumns, inArray, lt, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { preparedStatement } from '@peace/kit';
import { activeMeditationSessions as active } from './schema.js';
import type { ActiveRow, MeditationDb, MeditationTx } from './types.js';

/** The active sessions as stored: the person's lock over them, their removal and their rows as a statement's JSON gives them back. */

/** The next revision of a person's active session, taken by each change and by its removal. */
const nextRevision = sql`nextval('meditation.active_session_revision')`.mapWith(Number);

// A removed row together with the revision its removal takes (the tombstone's revision).
const removedColumns = { ...getTableColumns(active), removalRevision: nextRevision };

function splitRemoved({ removalRevision, ...row }: ActiveRow & { removalRevision: number }): { row: ActiveRow; removalRevision: number } {
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


export async function activeSessionOf(db: MeditationDb, userId: string): Promise<ActiveRow | undefined> {
  const [row] = await db.select().from(active).where(eq(active.userId, userId));
  return row;
}

/** The person's active session, locked until the transaction ends. */
export async function activeSessionForUpdate(tx: MeditationTx, userId: string): Promise<ActiveRow | undefined> {
  const [row] = await tx.select().from(active).where(eq(active.userId, userId)).for('update');
  return row;
}

/** Stores a new active session under the next revision. */
export async function insertActiveSession(tx: MeditationTx, values: Omit<typeof active.$inferInsert, 'id' | 'revision'>): Promise<ActiveRow | undefined> {
  const [inserted] = await tx.insert(active).values(values).returning();
  return inserted;
}

/** Stores a change of an active session's state and ping under the next revision. */
export async function updateActiveSessionRow(
  tx: MeditationTx,
  id: string,
  change: Pick<ActiveRow, 'state' | 'pausedAt' | 'totalPausedMs' | 'lastPing'>,
): Promise<ActiveRow | undefined> {
  const [updated] = await tx
    .update(active)
    .set({ ...change, revision: nextRevision })
    .where(eq(active.id, id))
    .returning();
  return updated;
}

/**
 * Removes at most limit sessions nobody will come back to: running ones whose end (pauses counted)
 * came before runningCutoff, and ones paused since before pausedCutoff; rows another replica holds
 * are skipped. Answers each removed row with the revision of its removal.
 */
export async function removeAbandoned(tx: MeditationTx, runningCutoff: Date, pausedCutoff: Date, limit: number): Promise<{ row: ActiveRow; removalRevision: number }[]> {
  const abandoned = tx
    .select({ id: active.id })
    .from(active)
    .where(
      or(
        and(ne(active.state, 'paused'), lt(sql`${active.startTime} + (${active.duration} * 60000 + ${active.totalPausedMs}) * interval '1 millisecond'`, runningCutoff)),
        and(eq(active.state, 'paused'), lt(active.pausedAt, pausedCutoff)),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return (await tx.delete(active).where(inArray(active.id, abandoned)).returning(removedColumns)).map(splitRemoved);
}

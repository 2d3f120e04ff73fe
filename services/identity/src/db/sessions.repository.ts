import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { sessions, type IdentityDb, type Tx } from './schema.js';

/**
 * The durable copy of sign-in sessions: each a named statement that loads or stores, the expiry
 * rule and the cache left to the session store.
 */

export type SessionRow = typeof sessions.$inferSelect;

type Executor = IdentityDb | Tx;

export async function insertSession(executor: Executor, row: { sid: string; sess: unknown; expire: Date }): Promise<void> {
  await executor.insert(sessions).values(row);
}

/** The session with this id unless it expired by now, held against deletion until the transaction ends. */
export async function liveSessionShared(tx: Tx, sid: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await tx
    .select()
    .from(sessions)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
    .for('share')
    .limit(1);
  return row;
}

/** Moves an unexpired session's expiry; answers the row, or undefined when it is gone. */
export async function setLiveSessionExpiry(tx: Tx, sid: string, now: Date, expire: Date): Promise<SessionRow | undefined> {
  const [row] = await tx
    .update(sessions)
    .set({ expire })
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
    .returning();
  return row;
}

export async function deleteSession(tx: Tx, sid: string): Promise<SessionRow | undefined> {
  const [row] = await tx.delete(sessions).where(eq(sessions.sid, sid)).returning();
  return row;
}

/** Deletes every session the person signed in with; answers their ids and what they held. */
export async function deleteSessionsOf(tx: Tx, userId: string): Promise<Pick<SessionRow, 'sid' | 'sess'>[]> {
  return tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`).returning({ sid: sessions.sid, sess: sessions.sess });
}

/** Deletes the sessions expired by now; answers how many. */
export async function deleteExpiredSessions(db: IdentityDb, now: Date): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
  return deleted.length;
}

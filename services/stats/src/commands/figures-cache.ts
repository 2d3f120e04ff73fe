import { sql } from 'drizzle-orm';
import type { Logger } from '@peace/kit';
import type { PoolClient } from 'pg';
import { figuresRevision } from '../db/schema.js';
import type { StatsDb, StatsTx } from './projections.js';

/** The channel on which a committed change to the read models is announced to every replica. */
export const FIGURES_CHANNEL = 'stats_read_models_changed';

/** A computed answer and the instant (ms since the epoch) after which time alone would change it. */
export interface Computed<T> {
  value: T;
  validUntil: number;
}

/** For answers that only an event changes. */
export const UNTIL_CHANGED = Number.POSITIVE_INFINITY;

/** Kept until the read models change; a figure tied to a day is asked under that day. */
export const untilChanged = <T>(value: Promise<T>): Promise<Computed<T>> => value.then((answer) => ({ value: answer, validUntil: UNTIL_CHANGED }));

/**
 * Answers computed from the read models, kept until the read models change: every committed event
 * clears them (in this process right after its commit, in every other replica on the commit's
 * notification) and each answer also lapses at the instant time would change it (a new day, month
 * or week in the viewer's time zone). While this process cannot hear the notifications it keeps
 * nothing, so another replica's change is never missed.
 */
export class FiguresCache {
  readonly #entries = new Map<string, { answer: Promise<Computed<unknown>>; validUntil: number }>();
  readonly #linked: FiguresCache[] = [];
  #enabled: boolean;

  constructor(
    /** More distinct questions than this (time zones × people) start the cache afresh. */
    private readonly maxEntries = 10_000,
    enabled = true,
  ) {
    this.#enabled = enabled;
  }

  /** The answer to `key` at `now`, computed once per change of the read models. */
  async get<T>(key: string, now: number, compute: () => Promise<Computed<T>>): Promise<T> {
    if (!this.#enabled) return (await compute()).value;
    const found = this.#entries.get(key);
    if (found && now < found.validUntil) return ((await found.answer) as Computed<T>).value;
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    const entry = { answer: compute() as Promise<Computed<unknown>>, validUntil: UNTIL_CHANGED };
    this.#entries.set(key, entry);
    try {
      const answer = await entry.answer;
      entry.validUntil = answer.validUntil;
      return answer.value as T;
    } catch (error) {
      // A failure (bad input, a lost connection) is never kept.
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
      throw error;
    }
  }

  /**
   * A cache of its own bound that forgets whenever this one does and keeps nothing while this one
   * is off: for answers of another size (whole answers to documents, which callers can vary).
   */
  linked(maxEntries: number): FiguresCache {
    const linked = new FiguresCache(maxEntries, this.#enabled);
    this.#linked.push(linked);
    return linked;
  }

  /** The read models changed: nothing computed before now may be answered again. */
  invalidate(): void {
    this.#entries.clear();
    for (const linked of this.#linked) linked.invalidate();
  }

  /** Off while changes cannot be heard (and everything kept so far forgotten); on again once they can. */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    this.#entries.clear();
    for (const linked of this.#linked) linked.setEnabled(enabled);
  }

  get size(): number {
    return this.#entries.size;
  }
}

const localDates = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in an already validated IANA time zone. */
export function localDate(instant: Date, timeZone: string): string {
  let format = localDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    localDates.set(timeZone, format);
  }
  return format.format(instant);
}

/** The transactions that have taken their revision already. */
const revisionTaken = new WeakSet<object>();

/**
 * Taken first by every change to the read models, inside its transaction: such changes commit one
 * after another, each with the next revision of what the shared copies in Redis hold (the global,
 * intention and community figures, the members lists, each person's week and recommendations). The
 * same statement tells every replica, once the change commits, that the read models changed. A
 * transaction takes one revision however many changes it holds (events applied together): nobody
 * sees any of them before it commits.
 */
export async function takeRevision(tx: StatsTx): Promise<void> {
  if (revisionTaken.has(tx)) return;
  revisionTaken.add(tx);
  await tx.execute(sql`
    with taken as (
      insert into ${figuresRevision} as current (id, revision) values (true, 1)
      on conflict (id) do update set revision = current.revision + 1
      returning revision
    )
    select pg_notify(${FIGURES_CHANNEL}, '') from taken`);
}

type Pool = StatsDb['$client'];

/**
 * Listens on a connection of its own (held from the pool) for committed changes and clears the
 * cache on each. The cache is off until the connection listens and whenever it is lost; it
 * reconnects after retryMs.
 */
export function listenForChanges(pool: Pool, cache: FiguresCache, logger: Logger, retryMs = 1_000): { stop(): Promise<void> } {
  let client: PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  cache.setEnabled(false);
  const invalidate = () => cache.invalidate();
  const lost = (error: unknown) => {
    cache.setEnabled(false);
    const lostClient = client;
    client = undefined;
    if (lostClient) {
      lostClient.off('notification', invalidate);
      lostClient.off('error', lost);
      lostClient.on('error', () => undefined);
      lostClient.release(error instanceof Error ? error : new Error('connection lost'));
    }
    if (stopped) return;
    logger.warn({ err: error }, 'read model changes cannot be heard: figures are computed on every request until they can');
    retry = setTimeout(connect, retryMs);
  };
  const connect = () => {
    if (stopped) return;
    pool
      .connect()
      .then(async (next) => {
        if (stopped) {
          next.release();
          return;
        }
        client = next;
        next.on('notification', invalidate);
        next.on('error', lost);
        await next.query(`listen ${FIGURES_CHANNEL}`);
        if (client === next && !stopped) cache.setEnabled(true);
      })
      .catch((error: unknown) => lost(error));
  };
  connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      cache.setEnabled(false);
      const last = client;
      client = undefined;
      if (last) {
        last.off('error', lost);
        last.on('error', () => undefined);
        await last.query(`unlisten ${FIGURES_CHANNEL}`).catch(() => undefined);
        last.release();
      }
    },
  };
}

import { sql } from 'drizzle-orm';
import { rethrowUnknownTimeZone, type Logger, type PersonalEntry, type PersonalFigure, type PersonalFiguresCache } from '@peace/kit';
import { localDate, type FiguresCache } from './figures-cache.js';
import { isCanonicalZone } from './global-figures.js';
import type { StatsDb } from './projections.js';

/** The read models' revision now, and when the local day of `now` in timeZone ends. */
async function stamp(db: StatsDb, timeZone: string, now: Date): Promise<{ revision: number; dayEnds: number }> {
  const result = await db
    .execute<{ revision: string; day_ends: Date | string }>(
      sql`select coalesce((select revision from stats.figures_revision), 0) as revision,
                 (date_trunc('day', ${now}::timestamptz at time zone ${timeZone}) + interval '1 day') at time zone ${timeZone} as day_ends`,
    )
    .catch(rethrowUnknownTimeZone);
  const row = result.rows[0];
  if (!row) throw new Error('revision answered no row');
  return { revision: Number(row.revision), dayEnds: new Date(row.day_ends).getTime() };
}

/**
 * A person's own figures as this service answers them and shares them with the gateway in Redis
 * (see PersonalFiguresCache): each computed once per change of the read models and local day,
 * written to the shared copy whenever this service answers it, and marked out of date by the
 * revision of every committed change to the person's practice or to the communities.
 */
export class SharedPersonal {
  constructor(private readonly deps: { db: StatsDb; cache: FiguresCache; personal: PersonalFiguresCache | undefined; logger: Logger }) {}

  /**
   * The figure for an answer. The revision is read before the figure, so a change committed in
   * between leaves the entry older than the change's marker. The shared copy is written under the
   * zone as the caller gave it, only for a zone given by its canonical name (or none).
   */
  async answer<T>(figure: PersonalFigure, userId: string, timeZone: string, given: string | null | undefined, now: Date, compute: () => Promise<T>): Promise<T> {
    const entry = await this.deps.cache.get<PersonalEntry<T>>(`${figure}:${userId}:${timeZone}:${localDate(now, timeZone)}`, 0, async () => {
      const { revision, dayEnds } = await stamp(this.deps.db, timeZone, now);
      return { value: { revision, validUntil: dayEnds, value: await compute() }, validUntil: dayEnds };
    });
    const { personal } = this.deps;
    const zone = given ?? '';
    if (personal && (zone === '' || isCanonicalZone(zone))) {
      await personal.reads.attempt(
        () => personal.put(figure, userId, zone, entry, now.getTime()),
        (error) => this.deps.logger.warn({ err: error, figure }, 'personal figures not shared in redis; the gateway asks this service meanwhile'),
      );
    }
    return entry.value;
  }

  /**
   * After a commit that changed a person's practice, with the revision read since: marks their
   * shared figures out of date, failing when it cannot, so the event is tried again.
   */
  async practiceChanged(userId: string, revision: number): Promise<void> {
    await this.deps.personal?.practiceChanged(userId, revision);
  }

  /** After a commit that changed the communities, with the revision read since: marks everyone's recommendations out of date. */
  async communitiesChanged(revision: number): Promise<void> {
    await this.deps.personal?.communitiesChanged(revision);
  }
}

import { utcDay, type ComprehensiveFigures, type ComprehensiveFiguresCache, type GlobalFiguresCache, type GlobalFiguresEntry, type Logger } from '@peace/kit';
import { untilChanged, type FiguresCache } from './figures-cache.js';
import type { StatsDb } from './projections.js';
import { comprehensiveStats, practiceTotals, type IntentionStats, type PracticeFigures } from './stats.js';

/**
 * The global practice and intention figures of a UTC day as this service answers them and shares
 * them with the gateway in Redis (see GlobalFiguresCache): read once per change of the read models, and written
 * to the shared copy after every committed completion and whenever this service answers them
 * itself, which it is asked to when the shared copy has nothing for the day.
 */
export class SharedFigures {
  constructor(
    private readonly deps: { db: StatsDb; cache: FiguresCache; figures: GlobalFiguresCache | undefined; comprehensive?: ComprehensiveFiguresCache; logger: Logger },
  ) {}

  /** The day's figures with their revision, kept until the read models change. */
  private entry(day: string): Promise<PracticeFigures> {
    return this.deps.cache.get(`global:${day}`, 0, () => untilChanged(practiceTotals(this.deps.db, day)));
  }

  /** The day's totals for an answer, refilling the shared copy on the way. */
  async answer(day: string): Promise<GlobalFiguresEntry['totals']> {
    return (await this.shared(day)).totals;
  }

  /** Every intention's share for an answer, from the same entry as the totals and refilling it alike. */
  async intentions(day: string): Promise<IntentionStats> {
    const entry = await this.shared(day);
    return { intentions: entry.intentions, totalSessions: entry.totals.totalSessions };
  }

  /** The day's entry, written to the shared copy on the way; Redis trouble only costs the write. */
  private async shared(day: string): Promise<PracticeFigures> {
    const entry = await this.entry(day);
    const { figures } = this.deps;
    if (figures) {
      await figures.reads.attempt(
        () => figures.put(day, entry),
        (error) => this.deps.logger.warn({ err: error }, 'global figures not shared in redis; the gateway asks this service meanwhile'),
      );
    }
    return entry;
  }

  /**
   * Communities, all time and the month in a time zone for an answer, kept until the read models
   * change or time changes them. The shared copy is written under the zone as the caller gave it
   * (empty for none), only for a zone given by its canonical name, so that spellings of one zone
   * cannot fill Redis; with it today's global figures, against whose revision a reader checks it.
   */
  async comprehensive(timeZone: string, given: string | null | undefined, now: Date): Promise<ComprehensiveFigures> {
    const entry = await this.deps.cache.get(`comprehensive:${timeZone}`, now.getTime(), () => comprehensiveStats(this.deps.db, timeZone, now));
    const { comprehensive } = this.deps;
    const zone = given ?? '';
    if (comprehensive && (zone === '' || isCanonicalZone(zone))) {
      await this.shared(utcDay(now));
      await comprehensive.reads.attempt(
        () => comprehensive.put(zone, entry),
        (error) => this.deps.logger.warn({ err: error }, 'comprehensive figures not shared in redis; the gateway asks this service meanwhile'),
      );
    }
    return entry.figures;
  }

  /**
   * After a commit that changed the read models: writes the day's figures, failing when they cannot
   * be, so the event is tried again. Their revision, answered, is what tells a reader of other
   * shared figures that those are out of date.
   */
  async publish(day: string): Promise<number> {
    const entry = await this.entry(day);
    await this.deps.figures?.put(day, entry);
    return entry.revision;
  }
}

const canonicalZones = new Map<string, boolean>();

/** Whether a valid zone is named as the runtime names it (not another spelling or an alias). */
export function isCanonicalZone(zone: string): boolean {
  let canonical = canonicalZones.get(zone);
  if (canonical === undefined) {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone === zone;
    if (canonicalZones.size < 1_000) canonicalZones.set(zone, canonical);
  }
  return canonical;
}

import type { GlobalFiguresCache, GlobalFiguresEntry, Logger } from '@peace/kit';
import { untilChanged, type FiguresCache } from './figures-cache.js';
import type { StatsDb } from './projections.js';
import { practiceTotals } from './stats.js';

/**
 * The global practice figures of a UTC day as this service answers them and shares them with the
 * gateway in Redis (see GlobalFiguresCache): read once per change of the read models, and written
 * to the shared copy after every committed completion and whenever this service answers them
 * itself, which it is asked to when the shared copy has nothing for the day.
 */
export class SharedFigures {
  constructor(
    private readonly deps: { db: StatsDb; cache: FiguresCache; figures: GlobalFiguresCache | undefined; logger: Logger },
  ) {}

  /** The day's figures with their revision, kept until the read models change. */
  private entry(day: string): Promise<GlobalFiguresEntry> {
    return this.deps.cache.get(`global:${day}`, 0, () => untilChanged(practiceTotals(this.deps.db, day)));
  }

  /** The day's figures for an answer, refilling the shared copy on the way; Redis trouble only costs the refill. */
  async answer(day: string): Promise<GlobalFiguresEntry['totals']> {
    const entry = await this.entry(day);
    const { figures } = this.deps;
    if (figures) {
      await figures.reads.attempt(
        () => figures.put(day, entry),
        (error) => this.deps.logger.warn({ err: error }, 'global figures not shared in redis; the gateway asks this service meanwhile'),
      );
    }
    return entry.totals;
  }

  /** After a commit that changed the totals: writes the day's figures, failing when they cannot be, so the event is tried again. */
  async publish(day: string): Promise<void> {
    await this.deps.figures?.put(day, await this.entry(day));
  }
}

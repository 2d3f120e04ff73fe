import { GlobalFiguresCache, PresenceStore, utcDay, type Clock, type Logger, type Redis } from '@peace/kit';
import type { LocalRead } from './local-reads.js';

/**
 * `globalStats` from the figures the stats service writes to Redis after every completion it
 * commits (revisioned, one entry per UTC day), with the people meditating now counted afresh from
 * the presence set at the same instant, as the stats service counts them. The day is the gateway's
 * (the services') clock's, so a new day starts from a miss. A miss or an unreachable Redis leaves it
 * to the stats service, which reads PostgreSQL and writes the entry again.
 */
export function globalStatsRead(deps: { redis: Redis; clock: Clock; logger: Logger }): LocalRead {
  const figures = new GlobalFiguresCache(deps.redis);
  const presence = new PresenceStore(deps.redis);
  return {
    field: 'globalStats',
    fields: ['activeMeditators', 'totalSessions', 'totalMinutes', 'todaysTotalSessions', 'totalMinutesToday'],
    resolve: async () => {
      const now = deps.clock.now();
      const read = await figures.reads.attempt(
        () => Promise.all([figures.get(utcDay(now)), presence.count(now.getTime())]),
        (error) => deps.logger.warn({ err: error }, 'global figures not read from redis; asking the stats service'),
      );
      const [entry, activeMeditators] = read ?? [];
      if (!entry || activeMeditators === undefined) return undefined;
      return { activeMeditators, ...entry.totals };
    },
  };
}

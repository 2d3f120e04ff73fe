import { createDatabase, createLogger, migrateService, type DatabaseHandle } from '@peace/kit';
import { waitFor } from '@peace/scripts/harness';
import { createTestDatabase } from '@peace/scripts/testing';
import { schema } from '../db/schema.js';
import { announceChange, FIGURES_CHANNEL, FiguresCache, listenForChanges, type Figure } from './figures-cache.js';

/**
 * Two replicas' view of one database: the cache listens on one pool, a consumer of "another
 * replica" commits its change on a second one.
 */
let databaseUrl: string;
let mine: DatabaseHandle<typeof schema>;
let theirs: DatabaseHandle<typeof schema>;
const logger = createLogger('stats-figures-test', 'silent');

beforeAll(async () => {
  databaseUrl = await createTestDatabase('stats_figures');
  await migrateService('stats', databaseUrl);
  mine = createDatabase(databaseUrl, schema);
  theirs = createDatabase(databaseUrl, schema);
});

afterAll(async () => {
  await mine.close();
  await theirs.close();
});

/** Keeps an answer under `key`, as a resolver would. */
const keep = (cache: FiguresCache, key: string, figure: Figure = 'global') => cache.get(figure, key, 0, async () => ({ value: key, validUntil: Number.POSITIVE_INFINITY }));
const COMPLETED = 'peace.meditation.session.completed';

async function listening(cache: FiguresCache): Promise<void> {
  await waitFor('the cache to listen', async () => {
    await keep(cache, 'probe');
    return cache.size() > 0;
  }, 10_000);
}

describe('figures kept across replicas', () => {
  it('are forgotten once another replica commits a change, and not for one it rolled back', async () => {
    const cache = new FiguresCache();
    const changes = listenForChanges(mine.pool, cache, logger);
    try {
      await listening(cache);
      await keep(cache, 'a suggestion', 'recommendations');
      await theirs.db
        .transaction(async (tx) => {
          await announceChange(tx, COMPLETED);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      // Notifications arrive in commit order: once a later one that forgets only the suggestions is
      // heard, the rolled-back one would have been heard before it.
      await theirs.db.transaction((tx) => announceChange(tx, 'peace.meditation.session.stopped'));
      await waitFor('the later change to be heard', async () => cache.size('recommendations') === 0, 10_000);
      expect(cache.size('global')).toBe(1);
      await theirs.db.transaction((tx) => announceChange(tx, COMPLETED));
      await waitFor('the change to be heard', async () => cache.size() === 0, 10_000);
    } finally {
      await changes.stop();
    }
  });

  it('are forgotten only where the event another replica committed changes them', async () => {
    const cache = new FiguresCache();
    const changes = listenForChanges(mine.pool, cache, logger);
    try {
      await listening(cache);
      await keep(cache, 'the newest members', 'members');
      await keep(cache, 'a week', 'week');
      await theirs.db.transaction((tx) => announceChange(tx, 'peace.identity.user.updated'));
      await waitFor('the change to be heard', async () => cache.size('members') === 0, 10_000);
      expect(cache.size('week')).toBe(1);
    } finally {
      await changes.stop();
    }
  });

  it('are not kept while the listening connection is lost, and are again once it is back', async () => {
    const cache = new FiguresCache();
    const changes = listenForChanges(mine.pool, cache, logger, 100);
    try {
      await listening(cache);
      await theirs.pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = $1`, [`listen ${FIGURES_CHANNEL}`]);
      await waitFor('the loss to be noticed', async () => {
        await keep(cache, 'while lost');
        return cache.size() === 0;
      }, 10_000);
      await listening(cache);
      await theirs.db.transaction((tx) => announceChange(tx, COMPLETED));
      await waitFor('the change to be heard on the new connection', async () => cache.size() === 0, 10_000);
    } finally {
      await changes.stop();
    }
  });
});

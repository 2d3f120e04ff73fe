import { createDatabase, createLogger, migrateService, type DatabaseHandle } from '@peace/kit';
import { waitFor } from '@peace/scripts/harness';
import { createTestDatabase } from '@peace/scripts/testing';
import { schema } from '../db/schema.js';
import { takeRevision, FIGURES_CHANNEL, FiguresCache, listenForChanges } from './figures-cache.js';

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
const keep = (cache: FiguresCache, key: string) => cache.get(key, 0, async () => ({ value: key, validUntil: Number.POSITIVE_INFINITY }));

async function listening(cache: FiguresCache): Promise<void> {
  await waitFor('the cache to listen', async () => {
    await keep(cache, 'probe');
    return cache.size > 0;
  }, 10_000);
}

describe('figures kept across replicas', () => {
  it('are forgotten once another replica commits a change, and not for one it rolled back', async () => {
    const cache = new FiguresCache();
    const changes = listenForChanges(mine.pool, cache, logger);
    try {
      await listening(cache);
      await theirs.db
        .transaction(async (tx) => {
          await takeRevision(tx);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      // Nothing to hear: a rolled-back transaction notifies nobody.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(cache.size).toBe(1);
      await theirs.db.transaction((tx) => takeRevision(tx));
      await waitFor('the change to be heard', async () => cache.size === 0, 10_000);
    } finally {
      await changes.stop();
    }
  });

  it('kept in a linked cache are forgotten too once another replica commits a change', async () => {
    const cache = new FiguresCache();
    const answers = cache.linked(64);
    const changes = listenForChanges(mine.pool, cache, logger);
    try {
      await listening(cache);
      await keep(answers, 'a whole answer');
      expect(answers.size).toBe(1);
      await theirs.db.transaction((tx) => takeRevision(tx));
      await waitFor('the change to be heard', async () => answers.size === 0, 10_000);
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
        return cache.size === 0;
      }, 10_000);
      await listening(cache);
      await theirs.db.transaction((tx) => takeRevision(tx));
      await waitFor('the change to be heard on the new connection', async () => cache.size === 0, 10_000);
    } finally {
      await changes.stop();
    }
  });
});

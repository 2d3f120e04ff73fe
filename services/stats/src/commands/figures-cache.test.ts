import { FiguresCache, INVALIDATES, localDate, type Computed } from './figures-cache.js';

const UNTIL_CHANGED = Number.POSITIVE_INFINITY;
const COMPLETED = 'peace.meditation.session.completed';

/** A computation that counts how often it ran and answers that count. */
function counter(validUntil = UNTIL_CHANGED) {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    compute: async (): Promise<Computed<number>> => {
      runs += 1;
      return { value: runs, validUntil };
    },
  };
}

describe('the figures cache', () => {
  it('computes an answer once and answers it again until an event changes it', async () => {
    const cache = new FiguresCache();
    const figures = counter();
    expect(await cache.get('global', 'today', 0, figures.compute)).toBe(1);
    expect(await cache.get('global', 'today', 0, figures.compute)).toBe(1);
    cache.changed(COMPLETED);
    expect(await cache.get('global', 'today', 0, figures.compute)).toBe(2);
    expect(figures.runs).toBe(2);
  });

  it('forgets on an event only the figures it changes, and everything for an event it does not know', async () => {
    const cache = new FiguresCache();
    const members = counter();
    const week = counter();
    await cache.get('members', 'recent', 0, members.compute);
    await cache.get('week', 'ama', 0, week.compute);
    expect(INVALIDATES['peace.identity.user.updated']).not.toContain('week');
    cache.changed('peace.identity.user.updated');
    expect([cache.size('members'), cache.size('week')]).toEqual([0, 1]);
    cache.changed('peace.meditation.session.paused');
    expect(cache.size()).toBe(0);
  });

  it('asks concurrent readers of one question to wait for the same computation', async () => {
    const cache = new FiguresCache();
    const figures = counter();
    expect(await Promise.all([cache.get('global', 'a', 0, figures.compute), cache.get('global', 'a', 0, figures.compute)])).toEqual([1, 1]);
    expect(figures.runs).toBe(1);
  });

  it('never answers a computation begun before a change to a reader who comes after it', async () => {
    const cache = new FiguresCache();
    let release!: () => void;
    const before = cache.get('global', 'a', 0, () => new Promise<Computed<string>>((resolve) => (release = () => resolve({ value: 'before', validUntil: UNTIL_CHANGED }))));
    cache.changed(COMPLETED);
    expect(await cache.get('global', 'a', 0, async () => ({ value: 'after', validUntil: UNTIL_CHANGED }))).toBe('after');
    release();
    expect(await before).toBe('before');
    expect(await cache.get('global', 'a', 0, async () => ({ value: 'later', validUntil: UNTIL_CHANGED }))).toBe('after');
  });

  it('computes again once the instant its answer lapses has come', async () => {
    const cache = new FiguresCache();
    const figures = counter(1_000);
    expect(await cache.get('comprehensive', 'UTC', 999, figures.compute)).toBe(1);
    expect(await cache.get('comprehensive', 'UTC', 999, figures.compute)).toBe(1);
    expect(await cache.get('comprehensive', 'UTC', 1_000, figures.compute)).toBe(2);
  });

  it('keeps no failure', async () => {
    const cache = new FiguresCache();
    await expect(cache.get('comprehensive', 'zone', 0, () => Promise.reject(new Error('unknown time zone')))).rejects.toThrow('unknown time zone');
    expect(cache.size()).toBe(0);
    expect(await cache.get('comprehensive', 'zone', 0, counter().compute)).toBe(1);
  });

  it('keeps nothing while it is off, and forgets what it kept when turned off', async () => {
    const cache = new FiguresCache();
    const figures = counter();
    await cache.get('global', 'a', 0, figures.compute);
    cache.setEnabled(false);
    expect(cache.size()).toBe(0);
    expect(await cache.get('global', 'a', 0, figures.compute)).toBe(2);
    expect(await cache.get('global', 'a', 0, figures.compute)).toBe(3);
    cache.setEnabled(true);
    expect(await cache.get('global', 'a', 0, figures.compute)).toBe(4);
    expect(await cache.get('global', 'a', 0, figures.compute)).toBe(4);
  });

  it('keeps at most its bound of each figure, the least recently asked going first', async () => {
    const cache = new FiguresCache();
    for (let day = 1; day <= 9; day++) await cache.get('global', `day ${day}`, 0, counter().compute);
    expect(cache.size('global')).toBe(8);
  });
});

describe('a local date', () => {
  it('is the calendar day in the zone given', () => {
    const instant = new Date('2026-03-10T23:30:00.000Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-10');
    expect(localDate(instant, 'Asia/Tokyo')).toBe('2026-03-11');
    expect(localDate(instant, 'America/New_York')).toBe('2026-03-10');
  });
});

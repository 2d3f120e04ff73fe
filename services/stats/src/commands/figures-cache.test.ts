import { FiguresCache, localDate, UNTIL_CHANGED, type Computed } from './figures-cache.js';

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
  it('computes an answer once and answers it again until the read models change', async () => {
    const cache = new FiguresCache();
    const figures = counter();
    expect(await cache.get('global', 0, figures.compute)).toBe(1);
    expect(await cache.get('global', 0, figures.compute)).toBe(1);
    cache.invalidate();
    expect(await cache.get('global', 0, figures.compute)).toBe(2);
    expect(figures.runs).toBe(2);
  });

  it('asks concurrent readers of one question to wait for the same computation', async () => {
    const cache = new FiguresCache();
    const figures = counter();
    expect(await Promise.all([cache.get('a', 0, figures.compute), cache.get('a', 0, figures.compute)])).toEqual([1, 1]);
    expect(figures.runs).toBe(1);
  });

  it('never answers a computation begun before a change to a reader who comes after it', async () => {
    const cache = new FiguresCache();
    let release!: () => void;
    const before = cache.get('a', 0, () => new Promise<Computed<string>>((resolve) => (release = () => resolve({ value: 'before', validUntil: UNTIL_CHANGED }))));
    cache.invalidate();
    expect(await cache.get('a', 0, async () => ({ value: 'after', validUntil: UNTIL_CHANGED }))).toBe('after');
    release();
    expect(await before).toBe('before');
    expect(await cache.get('a', 0, async () => ({ value: 'later', validUntil: UNTIL_CHANGED }))).toBe('after');
  });

  it('computes again once the instant its answer lapses has come', async () => {
    const cache = new FiguresCache();
    const figures = counter(1_000);
    expect(await cache.get('month', 999, figures.compute)).toBe(1);
    expect(await cache.get('month', 999, figures.compute)).toBe(1);
    expect(await cache.get('month', 1_000, figures.compute)).toBe(2);
  });

  it('keeps no failure', async () => {
    const cache = new FiguresCache();
    await expect(cache.get('zone', 0, () => Promise.reject(new Error('unknown time zone')))).rejects.toThrow('unknown time zone');
    expect(cache.size).toBe(0);
    expect(await cache.get('zone', 0, counter().compute)).toBe(1);
  });

  it('keeps nothing while it is off, and forgets what it kept when turned off', async () => {
    const cache = new FiguresCache();
    const figures = counter();
    await cache.get('a', 0, figures.compute);
    cache.setEnabled(false);
    expect(cache.size).toBe(0);
    expect(await cache.get('a', 0, figures.compute)).toBe(2);
    expect(await cache.get('a', 0, figures.compute)).toBe(3);
    cache.setEnabled(true);
    expect(await cache.get('a', 0, figures.compute)).toBe(4);
    expect(await cache.get('a', 0, figures.compute)).toBe(4);
  });

  it('forgets what a linked cache kept whenever it forgets, and keeps nothing there while it is off', async () => {
    const cache = new FiguresCache();
    const answers = cache.linked(10);
    const figures = counter();
    expect(await answers.get('document', 0, figures.compute)).toBe(1);
    expect(await answers.get('document', 0, figures.compute)).toBe(1);
    cache.invalidate();
    expect(await answers.get('document', 0, figures.compute)).toBe(2);
    cache.setEnabled(false);
    expect(answers.size).toBe(0);
    expect(await answers.get('document', 0, figures.compute)).toBe(3);
    expect(await answers.get('document', 0, figures.compute)).toBe(4);
    cache.setEnabled(true);
    expect(await answers.get('document', 0, figures.compute)).toBe(5);
    expect(await answers.get('document', 0, figures.compute)).toBe(5);
  });

  it('starts a linked cache off when it is off itself, and bounds it by its own size', async () => {
    const off = new FiguresCache(10_000, false);
    const answers = off.linked(2);
    await answers.get('a', 0, counter().compute);
    expect(answers.size).toBe(0);
    off.setEnabled(true);
    await answers.get('a', 0, counter().compute);
    await answers.get('b', 0, counter().compute);
    await answers.get('c', 0, counter().compute);
    expect(answers.size).toBe(1);
  });

  it('starts afresh rather than grow past its bound', async () => {
    const cache = new FiguresCache(2);
    await cache.get('a', 0, counter().compute);
    await cache.get('b', 0, counter().compute);
    await cache.get('c', 0, counter().compute);
    expect(cache.size).toBe(1);
  });
});

describe('a local date', () => {
  it('is the calendar day in the zone given', () => {
    const instant = new Date('2026-03-10T23:30:00.000Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-10');
    expect(localDate(instant, 'Europe/Paris')).toBe('2026-03-11');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-03-10');
  });
});

import { ConfigError, loadServiceConfig, withPassword } from './config.js';

const base = { PORT: '0', REDIS_URL: 'redis://127.0.0.1:6379', NATS_URL: 'nats://127.0.0.1:4222', INTERNAL_SECRET: 'a-secret-of-enough-length' };

describe('service settings', () => {
  it("takes a service's own database URL over the shared one", () => {
    const config = loadServiceConfig('meditation', {}, { ...base, MEDITATION_DATABASE_URL: 'postgres://own/meditation', DATABASE_URL: 'postgres://shared/peace' });
    expect(config.DATABASE_URL).toBe('postgres://own/meditation');
  });

  it('falls back to the shared database URL', () => {
    const config = loadServiceConfig('meditation', {}, { ...base, STATS_DATABASE_URL: 'postgres://own/stats', DATABASE_URL: 'postgres://shared/peace' });
    expect(config.DATABASE_URL).toBe('postgres://shared/peace');
  });

  it('names both variables when neither is set', () => {
    expect(() => loadServiceConfig('meditation', {}, base)).toThrow(ConfigError);
    expect(() => loadServiceConfig('meditation', {}, base)).toThrow(/MEDITATION_DATABASE_URL \/ DATABASE_URL: not set: set MEDITATION_DATABASE_URL, or DATABASE_URL for every service/);
  });

  it('holds a running job for 30 s unless told otherwise, and never for less than a second', () => {
    const database = { DATABASE_URL: 'postgres://shared/peace' };
    expect(loadServiceConfig('meditation', {}, { ...base, ...database }).JOB_LOCK_MS).toBe(30_000);
    expect(loadServiceConfig('meditation', {}, { ...base, ...database, JOB_LOCK_MS: '3000' }).JOB_LOCK_MS).toBe(3000);
    expect(() => loadServiceConfig('meditation', {}, { ...base, ...database, JOB_LOCK_MS: '10' })).toThrow(/JOB_LOCK_MS: /);
  });

  it('names the variable that holds a malformed URL', () => {
    expect(() => loadServiceConfig('meditation', {}, { ...base, MEDITATION_DATABASE_URL: 'not a url', DATABASE_URL: 'postgres://shared/peace' })).toThrow(/MEDITATION_DATABASE_URL: /);
  });
});

describe('passwords given apart from the URLs', () => {
  const database = { DATABASE_URL: 'postgres://peace@db.example:5432/peace' };
  const hard = '1" \\ %41@:/?#&$ü';

  it('writes DATABASE_PASSWORD and REDIS_PASSWORD into their URLs, percent-encoded', () => {
    const config = loadServiceConfig('meditation', {}, { ...base, ...database, DATABASE_PASSWORD: hard, REDIS_PASSWORD: hard });
    expect(decodeURIComponent(new URL(config.DATABASE_URL).password)).toBe(hard);
    expect(new URL(config.DATABASE_URL).username).toBe('peace');
    expect(new URL(config.DATABASE_URL).port).toBe('5432');
    expect(decodeURIComponent(new URL(config.REDIS_URL).password)).toBe(hard);
    expect(new URL(config.REDIS_URL).host).toBe('127.0.0.1:6379');
  });

  it('takes a password that starts with a digit, or is all digits, without reading it as a port', () => {
    for (const password of ['4222', '0abc']) {
      const config = loadServiceConfig('meditation', {}, { ...base, ...database, DATABASE_PASSWORD: password });
      expect(new URL(config.DATABASE_URL).password).toBe(password);
      expect(new URL(config.DATABASE_URL).port).toBe('5432');
    }
  });

  it('leaves a URL without a separate password as it is', () => {
    const config = loadServiceConfig('meditation', {}, { ...base, DATABASE_URL: 'postgres://peace:s3cr%40t@db/peace' });
    expect(config.DATABASE_URL).toBe('postgres://peace:s3cr%40t@db/peace');
  });

  it('keeps NATS credentials apart from the URL', () => {
    const config = loadServiceConfig('meditation', {}, { ...base, ...database, NATS_USER: 'peace', NATS_PASSWORD: '1pass' });
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect([config.NATS_USER, config.NATS_PASSWORD]).toEqual(['peace', '1pass']);
  });
});

describe('withPassword', () => {
  it('names nothing it cannot parse', () => {
    expect(withPassword(undefined, 'x')).toBeUndefined();
    expect(withPassword('not a url', 'x')).toBe('not a url');
    expect(withPassword('redis://h:6379', '')).toBe('redis://h:6379');
  });
});

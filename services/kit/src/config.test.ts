import { ConfigError, loadServiceConfig } from './config.js';

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

import { randomUUID } from 'node:crypto';
import { createRedis, type Redis } from '@peace/kit';
import { testInfraUrls } from '@peace/scripts/testing';
import { AccountNotes } from './index.js';

// Identity's notes of new accounts as the meditation service reads them.
let redis: Redis;

beforeAll(() => {
  redis = createRedis(testInfraUrls().redisUrl, 'account-notes-test');
});

afterAll(() => {
  redis.disconnect();
});

describe("identity's notes of new accounts", () => {
  it('answers when an account was created while it is noted, and nothing for an account never noted', async () => {
    const notes = new AccountNotes(redis);
    const userId = randomUUID();
    expect(await notes.createdAt(userId)).toBeNull();
    const createdAt = new Date('2026-01-02T03:04:05.000Z');
    await notes.note(userId, createdAt);
    expect(await notes.createdAt(userId)).toEqual(createdAt);
  });
});

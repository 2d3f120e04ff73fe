// `me` (the web's query and GET /api/auth/user) answered by the gateway from the profile entry the
// identity service keeps in Redis: what each answer shows proves where it came from, as an entry
// put into Redis by hand (a newer revision than any write) shows only when the gateway reads Redis.
import { expect } from '@jest/globals';
import { Redis } from 'ioredis';
import { USER_PROFILE_PREFIX, UserProfileCache, type UserProfileEntry } from '@peace/kit';
import { startStack, type Stack } from '@peace/scripts/harness';
import { createTestDatabase, testInfraUrls } from '@peace/scripts/testing';
import { Browser, signInThroughProvider } from '@peace/identity/testing';

const NEWEST = Number.MAX_SAFE_INTEGER;

describe('me from the identity service’s Redis entry', () => {
  let stack: Stack;
  let redis: Redis;
  let profiles: UserProfileCache;
  let browser: Browser;
  let userId: string;

  const request = async (url: string, init: { method?: string; body?: string } = {}, as = browser) => {
    const response = await as.request(`${stack.baseUrl}${url}`, {
      ...init,
      headers: { accept: 'application/json', origin: stack.baseUrl, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const graph = async (query: string, as = browser) => {
    const answer = await request('/graphql', { method: 'POST', body: JSON.stringify({ query }) }, as);
    expect(answer.status).toBe(200);
    expect(answer.body['errors']).toBeUndefined();
    return (answer.body['data'] as { me: Record<string, unknown> | null }).me;
  };
  const restUser = () => request('/api/auth/user');
  const fields = 'id firstName lastName email profileImageUrl createdAt';
  const entry = () => profiles.get(userId);
  /** An entry only Redis holds: the gateway shows it only when it answers from Redis. */
  const plant = async (profile: UserProfileEntry['profile']) => {
    await redis.del(`${USER_PROFILE_PREFIX}${userId}`);
    await profiles.put(userId, { revision: NEWEST, profile }, 60_000);
  };

  beforeAll(async () => {
    const infra = testInfraUrls();
    stack = await startStack({ infra: { ...infra, databaseUrl: await createTestDatabase('me_read') }, env: { LOG_LEVEL: 'warn' } });
    redis = new Redis(infra.redisUrl);
    profiles = new UserProfileCache(redis);
    browser = new Browser();
    await signInThroughProvider(browser, `${stack.baseUrl}/api/login`, { email: 'me-read@example.com', firstName: 'Thich', lastName: 'Nhat Hanh' });
    userId = (await graph('{ me { id } }'))!['id'] as string;
  }, 180_000);

  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
  });

  it('answers REST and GraphQL alike, and shows a profile change on the next read', async () => {
    const rest = await restUser();
    expect(rest).toEqual({ status: 200, body: { id: userId, firstName: 'Thich', lastName: 'Nhat Hanh', email: 'me-read@example.com', profileImageUrl: null, createdAt: expect.any(String) } });
    expect(await graph(`{ me { ${fields} } }`)).toEqual(rest.body);
    expect((await entry())?.profile).toEqual(rest.body);

    // The same person signs in elsewhere with a new name: the provider's claims update the user.
    const elsewhere = new Browser();
    await signInThroughProvider(elsewhere, `${stack.baseUrl}/api/login`, { email: 'me-read@example.com', firstName: 'Thay', lastName: 'Nhat Hanh' });
    expect((await restUser()).body).toMatchObject({ id: userId, firstName: 'Thay' });
    expect(await graph('{ me { firstName __typename } }')).toEqual({ firstName: 'Thay', __typename: 'User' });
  });

  it('reads Redis for a selection of the fields the entry carries, fragments included', async () => {
    const real = (await restUser()).body;
    await plant({ ...(real as { id: string; email: string; createdAt: string }), firstName: 'From Redis', lastName: null, profileImageUrl: null });
    expect((await restUser()).body).toMatchObject({ firstName: 'From Redis' });
    expect(await graph('query Mine { me { ...Names ... on User { email } } } fragment Names on User { id firstName }')).toEqual({ id: userId, firstName: 'From Redis', email: 'me-read@example.com' });
  });

  it('sends a selection with a field the entry lacks to the subgraphs', async () => {
    // The planted entry is still there, yet the answer is the identity service's.
    expect(await graph('{ me { firstName sessionEmails } }')).toEqual({ firstName: 'Thay', sessionEmails: expect.any(Boolean) });
    const both = await request('/graphql', { method: 'POST', body: JSON.stringify({ query: '{ me { firstName } activeSession { id } }' }) });
    expect(both.body).toEqual({ data: { me: { firstName: 'Thay' }, activeSession: null } });
  });

  it('answers null (401 on REST) for a deleted account’s tombstone while its session lives', async () => {
    await plant(null);
    expect(await restUser()).toEqual({ status: 401, body: { message: expect.any(String) } });
    expect(await graph(`{ me { ${fields} } }`)).toBeNull();
  });

  it('asks the identity service on a miss, which refills the entry', async () => {
    await redis.del(`${USER_PROFILE_PREFIX}${userId}`);
    expect((await restUser()).body).toMatchObject({ id: userId, firstName: 'Thay' });
    expect(await entry()).toEqual({ revision: expect.any(Number), profile: expect.objectContaining({ id: userId, firstName: 'Thay' }) });
    expect((await entry())!.revision).toBeLessThan(NEWEST);
  });

  it('answers null to the signed out, and 401 on REST', async () => {
    const stranger = new Browser();
    expect(await graph(`{ me { ${fields} } }`, stranger)).toBeNull();
    expect((await request('/api/auth/user', {}, stranger)).status).toBe(401);
  });
});

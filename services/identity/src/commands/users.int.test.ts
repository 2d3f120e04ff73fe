import { sql } from 'drizzle-orm';
import { expect } from '@jest/globals';
import { createDatabase, createLogger, createRedis, systemClock, type DatabaseHandle, type Redis } from '@peace/kit';
import { createServiceDatabase, testInfraUrls } from '@peace/scripts/testing';
import { schema } from '../db/schema.js';
import { sessionCacheKey } from '../sessions/cache.js';
import { SessionStore } from './sessions.js';
import { deleteAccount, findUser, firstNameOnly, setHiddenFromLists, setLanguage, signInUser, type ProviderProfile, type UserDeps } from './users.js';

let database: DatabaseHandle<typeof schema>;
let redis: Redis;
const deps = (): UserDeps => ({ db: database.db, clock: systemClock, logger: createLogger('identity-users-test', 'silent') });

const profile = (overrides: Partial<ProviderProfile> = {}): ProviderProfile => ({
  issuer: 'https://issuer.example',
  subject: `sub-${Math.random().toString(36).slice(2)}`,
  email: `person-${Math.random().toString(36).slice(2)}@example.com`,
  emailVerified: true,
  firstName: 'Thich',
  lastName: 'Nhat Hanh',
  picture: null,
  ...overrides,
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function eventsFor(userId: string): Promise<{ subject: string; data: Record<string, unknown> }[]> {
  return rows(sql`select subject, payload->'data' as data from identity.outbox where payload->'data'->>'userId' = ${userId} order by id`);
}

beforeAll(async () => {
  const url = await createServiceDatabase('identity', 'identity_users');
  database = createDatabase(url, schema);
  redis = createRedis(testInfraUrls().redisUrl, 'identity-users-test');
});

afterAll(async () => {
  redis?.disconnect();
  await database?.close();
});

describe('signing a provider account in', () => {
  it('creates the user at the first sign-in, with its user.created event in the same transaction', async () => {
    const { user, created } = await signInUser(deps(), profile({ email: 'first@example.com', picture: 'https://images.example/first.png' }));
    expect(created).toBe(true);
    expect(user).toMatchObject({ email: 'first@example.com', firstName: 'Thich', lastName: 'Nhat Hanh', profileImageUrl: 'https://images.example/first.png' });

    const events = await eventsFor(user.id);
    expect(events).toEqual([
      {
        subject: 'peace.identity.user.created',
        data: { userId: user.id, email: 'first@example.com', firstName: 'Thich', lastName: 'Nhat Hanh', profileImageUrl: 'https://images.example/first.png', createdAt: user.createdAt.toISOString(), hiddenFromLists: false, language: null },
      },
    ]);
    // PostgreSQL stamps each row with the id of the transaction that wrote it.
    const [written] = await rows<{ user_tx: string; event_tx: string }>(
      sql`select u.xmin::text as user_tx, o.xmin::text as event_tx from identity.users u, identity.outbox o where u.id = ${user.id} and o.payload->'data'->>'userId' = ${user.id}`,
    );
    expect(written?.event_tx).toBe(written?.user_tx);
  });

  it('leaves neither the user nor its event behind when the transaction fails', async () => {
    const account = profile({ email: 'rolled-back@example.com' });
    const failure = new Error('rolled back on purpose');
    await expect(
      database.db.transaction(async (tx) => {
        await signInUser({ ...deps(), db: tx as unknown as typeof database.db }, account);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await rows(sql`select id from identity.users where email = 'rolled-back@example.com'`)).toEqual([]);
    expect(await rows(sql`select id from identity.outbox where payload->'data'->>'email' = 'rolled-back@example.com'`)).toEqual([]);
  });

  it('reuses the user at the next sign-in and updates the name and picture from the claims', async () => {
    const account = profile({ firstName: 'Pema', lastName: null });
    const first = await signInUser(deps(), account);
    const again = await signInUser(deps(), { ...account, firstName: 'Pema', lastName: 'Chödrön', picture: 'https://images.example/pema.png' });
    expect(again.created).toBe(false);
    expect(again.user).toMatchObject({ id: first.user.id, firstName: 'Pema', lastName: 'Chödrön', profileImageUrl: 'https://images.example/pema.png' });
    expect(again.user.updatedAt.getTime()).toBeGreaterThanOrEqual(first.user.updatedAt.getTime());
    const events = await eventsFor(first.user.id);
    expect(events.map((event) => event.subject)).toEqual(['peace.identity.user.created', 'peace.identity.user.updated']);
    expect(events[1]?.data).toMatchObject({ lastName: 'Chödrön', profileImageUrl: 'https://images.example/pema.png' });
  });

  it('publishes nothing when a sign-in changes nothing, and keeps what a provider leaves out', async () => {
    const account = profile({ picture: 'https://images.example/kept.png' });
    const first = await signInUser(deps(), account);
    const again = await signInUser(deps(), { ...account, firstName: null, lastName: null, picture: null });
    expect(again.user).toEqual(first.user);
    expect((await eventsFor(first.user.id)).map((event) => event.subject)).toEqual(['peace.identity.user.created']);
  });

  it('links another provider to the user with the same verified email', async () => {
    const first = await signInUser(deps(), profile({ issuer: 'https://one.example', email: 'linked@example.com' }));
    const second = await signInUser(deps(), profile({ issuer: 'https://accounts.google.com', email: 'linked@example.com', picture: 'https://images.example/g.png' }));
    expect(second.created).toBe(false);
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.profileImageUrl).toBe('https://images.example/g.png');
    const identities = await rows<{ issuer: string }>(sql`select issuer from identity.user_identities where user_id = ${first.user.id} order by issuer`);
    expect(identities.map((identity) => identity.issuer)).toEqual(['https://accounts.google.com', 'https://one.example']);
  });

  it('never links by an email the provider did not verify, and does not keep such an email', async () => {
    const owner = await signInUser(deps(), profile({ email: 'owner@example.com' }));
    const impostor = await signInUser(deps(), profile({ issuer: 'https://lax.example', email: 'owner@example.com', emailVerified: false }));
    expect(impostor.created).toBe(true);
    expect(impostor.user.id).not.toBe(owner.user.id);
    expect(impostor.user.email).toBeNull();
  });

  it('signs in an account without an email, and fills the email in once a provider verifies one', async () => {
    const account = profile({ email: null, emailVerified: false });
    const first = await signInUser(deps(), account);
    expect(first.user.email).toBeNull();
    const later = await signInUser(deps(), { ...account, email: 'found-later@example.com', emailVerified: true });
    expect(later.user).toMatchObject({ id: first.user.id, email: 'found-later@example.com' });
  });

  it('creates one user when two first sign-ins of the same account race', async () => {
    const account = profile();
    const [a, b] = await Promise.all([signInUser(deps(), account), signInUser(deps(), account)]);
    expect(a.user.id).toBe(b.user.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
  });
});

describe('the profile `me` answers', () => {
  it('shows what a later sign-in changed', async () => {
    const account = profile({ email: 'changed@example.com', firstName: 'Ajahn', lastName: 'Chah' });
    const { user } = await signInUser(deps(), account);
    expect(await findUser(database.db, user.id)).toMatchObject({ id: user.id, email: 'changed@example.com', firstName: 'Ajahn', lastName: 'Chah', profileImageUrl: null });
    await signInUser(deps(), { ...account, firstName: 'Luang Por', picture: 'https://images.example/chah.png' });
    expect(await findUser(database.db, user.id)).toMatchObject({ firstName: 'Luang Por', profileImageUrl: 'https://images.example/chah.png' });
  });

  it('is gone once the account is deleted, with its provider links, its sessions and a user.deleted event in the same transaction', async () => {
    const account = profile({ firstName: 'Leaving' });
    const { user } = await signInUser(deps(), account);
    const sessions = new SessionStore({ db: database.db, redis, clock: systemClock, logger: createLogger('identity-users-test', 'silent') });
    const { sid } = await sessions.create({ userId: user.id, provider: 'oidc', idToken: null });
    const { sid: otherSid } = await sessions.create({ userId: (await signInUser(deps(), profile())).user.id, provider: 'oidc', idToken: null });

    expect(await deleteAccount({ ...deps(), sessions }, user.id)).toBe(true);
    expect(await findUser(database.db, user.id)).toBeUndefined();
    expect(await rows(sql`select user_id from identity.user_identities where user_id = ${user.id}`)).toEqual([]);
    expect(await sessions.find(sid)).toBeNull();
    expect(await redis.get(sessionCacheKey(sid))).toBeNull();
    expect(await sessions.find(otherSid)).not.toBeNull();
    expect((await eventsFor(user.id)).map((event) => event.subject)).toEqual(['peace.identity.user.created', 'peace.identity.user.deleted']);
    expect(await deleteAccount({ ...deps(), sessions }, user.id)).toBe(false);

    // The same provider account and email sign in to a fresh account.
    const again = await signInUser(deps(), account);
    expect(again.created).toBe(true);
    expect(again.user.id).not.toBe(user.id);
  });
});

describe('leaving the public members lists', () => {
  it('keeps the choice and announces each change in a user.updated event of the same transaction; setting it again changes nothing', async () => {
    const account = profile({ firstName: 'Mira' });
    const { user } = await signInUser(deps(), account);
    expect(user.hiddenFromLists).toBe(false);
    expect((await setHiddenFromLists(deps(), user.id, true)).hiddenFromLists).toBe(true);
    expect((await setHiddenFromLists(deps(), user.id, true)).hiddenFromLists).toBe(true);
    expect((await findUser(database.db, user.id))?.hiddenFromLists).toBe(true);
    expect((await setHiddenFromLists(deps(), user.id, false)).hiddenFromLists).toBe(false);
    const events = await eventsFor(user.id);
    expect(events.map((event) => [event.subject, event.data['hiddenFromLists']])).toEqual([
      ['peace.identity.user.created', false],
      ['peace.identity.user.updated', true],
      ['peace.identity.user.updated', false],
    ]);
    // A later sign-in's update carries the choice too, so that no consumer undoes it.
    await setHiddenFromLists(deps(), user.id, true);
    await signInUser(deps(), { ...account, firstName: 'Mirabel' });
    expect((await eventsFor(user.id)).at(-1)).toMatchObject({ subject: 'peace.identity.user.updated', data: { firstName: 'Mirabel', hiddenFromLists: true } });
  });

  it('refuses a person who no longer exists', async () => {
    await expect(setHiddenFromLists(deps(), '00000000-0000-4000-8000-000000000000', true)).rejects.toMatchObject({ status: 401 });
  });
});

describe("a person's language", () => {
  it('keeps the chosen code and announces each change in a user.updated event of the same transaction; choosing it again changes nothing', async () => {
    const account = profile({ firstName: 'Lena' });
    const { user } = await signInUser(deps(), account);
    expect(user.language).toBeNull();
    expect((await setLanguage(deps(), user.id, 'de')).language).toBe('de');
    expect((await setLanguage(deps(), user.id, 'de')).language).toBe('de');
    expect((await findUser(database.db, user.id))?.language).toBe('de');
    expect((await setLanguage(deps(), user.id, 'ar')).language).toBe('ar');
    // Forgotten: they follow their browser's again.
    expect((await setLanguage(deps(), user.id, null)).language).toBeNull();
    const events = await eventsFor(user.id);
    expect(events.map((event) => [event.subject, event.data['language']])).toEqual([
      ['peace.identity.user.created', null],
      ['peace.identity.user.updated', 'de'],
      ['peace.identity.user.updated', 'ar'],
      ['peace.identity.user.updated', null],
    ]);
    // A later sign-in's update carries the choice too, so that no consumer undoes it.
    await setLanguage(deps(), user.id, 'ja');
    await signInUser(deps(), { ...account, firstName: 'Helena' });
    expect((await eventsFor(user.id)).at(-1)).toMatchObject({ subject: 'peace.identity.user.updated', data: { firstName: 'Helena', language: 'ja' } });
  });

  it('refuses a person who no longer exists', async () => {
    await expect(setLanguage(deps(), '00000000-0000-4000-8000-000000000000', 'es')).rejects.toMatchObject({ status: 401 });
  });

  it('holds no code but the five shipped, whoever writes the row', async () => {
    const { user } = await signInUser(deps(), profile());
    await expect(database.db.execute(sql`update identity.users set language = 'fr' where id = ${user.id}`)).rejects.toThrow();
    expect((await findUser(database.db, user.id))?.language).toBeNull();
  });
});

describe('the name fellow participants see', () => {
  it('is the first word of the name a person goes by, or nothing', () => {
    expect(firstNameOnly({ firstName: 'Thich', lastName: 'Nhat Hanh' })).toBe('Thich');
    expect(firstNameOnly({ firstName: 'Mary Ann', lastName: 'Evans' })).toBe('Mary');
    expect(firstNameOnly({ firstName: null, lastName: 'Okafor' })).toBe('Okafor');
    expect(firstNameOnly({ firstName: '  ', lastName: null })).toBeNull();
    expect(firstNameOnly({ firstName: null, lastName: null })).toBeNull();
  });
});

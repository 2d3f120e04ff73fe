// Private by default, against the whole stack as `npm start` runs it: a person who asks to be left
// out of the public members lists leaves every one of them (Recent Members, Most Active, a public
// community's members and its posts' authors as non-members see them) and comes back when they
// ask again. The choice is
// kept by identity and reaches stats and communities as events.
import { advanceControlledClock } from '@peace/kit';
import { waitFor, type Stack } from '@peace/scripts/harness';
import { Browser } from '@peace/identity/testing';
import { callApi, signInAs } from '../testing/api.js';
import { startPrivateStack, type PrivateStack } from '../testing/private-stack.js';

describe('hiding from the public members lists', () => {
  let privateStack: PrivateStack;
  let stack: Stack;
  const mira = new Browser();
  const viewer = new Browser();
  const anonymous = new Browser();
  let miraId: string;
  let communityId: string;

  /** The status and body only: the answers are compared whole. */
  const call = async (client: Browser, method: string, path: string, body?: unknown) => {
    const { status, json } = await callApi(stack.baseUrl, client, { method, path, body });
    return { status, json };
  };
  const ids = async (client: Browser, route: string) => {
    const answer = await call(client, 'GET', route);
    expect(answer.status).toBe(200);
    return (answer.json as { id: string }[]).map((person) => person.id);
  };
  const lists = {
    'Recent Members': (client: Browser) => ids(client, '/api/users/recent?limit=100'),
    'Most Active': (client: Browser) => ids(client, '/api/users/most-active?limit=10'),
    "a public community's members": (client: Browser) => ids(client, `/api/meditation-groups/${communityId}/members`),
    "a public community's post authors": async (client: Browser) => {
      const answer = await call(client, 'GET', `/api/meditation-groups/${communityId}/posts`);
      expect(answer.status).toBe(200);
      return (answer.json as { author: { id: string } | null }[]).flatMap((post) => (post.author ? [post.author.id] : []));
    },
  };
  /** Whether every list shows Mira to the viewer (and to a visitor, where one may look). */
  const shownEverywhere = async (shown: boolean) => {
    for (const [name, list] of Object.entries(lists)) {
      // A visitor who is signed out sees no community's members or posts at all.
      for (const client of name.startsWith('a public') ? [viewer] : [viewer, anonymous]) {
        if ((await list(client)).includes(miraId) !== shown) return false;
      }
    }
    return true;
  };

  beforeAll(async () => {
    const today = new Date();
    privateStack = await startPrivateStack('privacy', { clock: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12)) });
    stack = privateStack.stack;
    miraId = await signInAs(stack.baseUrl, mira, { email: 'mira@example.com', firstName: 'Mira', lastName: 'Quiet' });
    await signInAs(stack.baseUrl, viewer, { email: 'viewer@example.com', firstName: 'Vera', lastName: 'Looking' });
    // Mira sits five minutes, so that she is among the most active, and keeps a public community.
    expect((await call(mira, 'POST', '/api/active-session', { intention: 'Peace', location: 'Lisbon, Portugal', duration: 5 })).status).toBe(201);
    await advanceControlledClock(privateStack.redisUrl, 5 * 60_000 + 1_000);
    expect((await call(mira, 'POST', '/api/meditation-sessions', { intention: 'Peace', location: 'Lisbon, Portugal', duration: 5 })).status).toBe(201);
    const created = await call(mira, 'POST', '/api/meditation-groups', { name: 'Quiet Harbour', intention: 'Peace', isPublic: 1 });
    expect(created.status).toBe(201);
    communityId = (created.json as { id: string }).id;
    expect((await call(mira, 'POST', `/api/meditation-groups/${communityId}/posts`, { content: 'Sat by the harbour at dawn' })).status).toBe(201);
  }, 180_000);

  afterAll(async () => {
    await privateStack?.stop();
  });

  it('leaves a hidden person out of every public members list, and shows them again once they are not', async () => {
    await waitFor('Mira in every list', () => shownEverywhere(true));
    expect(await call(mira, 'GET', '/api/settings/privacy')).toEqual({ status: 200, json: { hideFromLists: false } });

    expect(await call(mira, 'PUT', '/api/settings/privacy', { hideFromLists: true })).toEqual({ status: 200, json: { hideFromLists: true } });
    expect(await call(mira, 'GET', '/api/settings/privacy')).toEqual({ status: 200, json: { hideFromLists: true } });
    await waitFor('Mira gone from every list', () => shownEverywhere(false));
    // Her own community still lists her to her, a member; the counts still count her.
    expect(await lists["a public community's members"](mira)).toEqual([miraId]);
    expect((await call(viewer, 'GET', `/api/meditation-groups/${communityId}/member-count`)).json).toMatchObject({ count: 1 });

    expect(await call(mira, 'PUT', '/api/settings/privacy', { hideFromLists: false })).toEqual({ status: 200, json: { hideFromLists: false } });
    await waitFor('Mira back in every list', () => shownEverywhere(true));
  });

  it('shows a fellow member of the community a hidden person', async () => {
    expect((await call(mira, 'PUT', '/api/settings/privacy', { hideFromLists: true })).status).toBe(200);
    await waitFor('Mira gone from every list', () => shownEverywhere(false));
    expect((await call(viewer, 'POST', `/api/meditation-groups/${communityId}/join`)).status).toBe(200);
    expect(await lists["a public community's members"](viewer)).toContain(miraId);
    expect((await call(viewer, 'POST', `/api/meditation-groups/${communityId}/leave`)).status).toBe(200);
    expect(await lists["a public community's members"](viewer)).not.toContain(miraId);
  });
});

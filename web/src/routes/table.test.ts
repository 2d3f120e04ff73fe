import { teachingPaths } from './paths';
import { activeNavEntry, resolveAccess, visitorPagePaths } from './table';

describe('route guards', () => {
  it('shows the home screen to signed-in people and the landing page to visitors at /', () => {
    expect(resolveAccess('/', true)).toMatchObject({ kind: 'page', page: 'home' });
    expect(resolveAccess('/', false)).toMatchObject({ kind: 'page', page: 'landing' });
  });

  it.each(['/groups', '/stats', '/communities', '/test-email'])('sends visitors from %s to the landing page', (path) => {
    expect(resolveAccess(path, false)).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveAccess(path, true).kind).toBe('page');
  });

  it('gives visitors the public view of shared sessions and communities', () => {
    expect(resolveAccess('/groups/abc', false)).toEqual({ kind: 'page', page: 'groupSession', params: { sessionId: 'abc' } });
    expect(resolveAccess('/communities/42', false)).toEqual({
      kind: 'page',
      page: 'communityInvitation',
      params: { groupId: '42' },
    });
    expect(resolveAccess('/communities/42', true)).toMatchObject({ kind: 'page', page: 'community' });
  });

  it('invites visitors to sign in at /profile', () => {
    expect(resolveAccess('/profile', false)).toMatchObject({ kind: 'page', page: 'profileInvitation' });
    expect(resolveAccess('/profile', true)).toMatchObject({ kind: 'page', page: 'profile' });
  });

  it.each([...teachingPaths, '/privacy', '/terms'])('shows %s to everyone', (path) => {
    expect(resolveAccess(path, false).kind).toBe('page');
    expect(resolveAccess(path, true)).toEqual(resolveAccess(path, false));
  });

  it.each(['/nope', '/groups/a/b', '/peace', '/Profile/extra'])('knows nothing of %s in either state', (path) => {
    expect(resolveAccess(path, true)).toEqual({ kind: 'notFound' });
    expect(resolveAccess(path, false)).toEqual({ kind: 'notFound' });
  });
});

describe('navigation highlight', () => {
  it('follows the current section', () => {
    expect(activeNavEntry('/')).toBe('/');
    expect(activeNavEntry('/communities')).toBe('/communities');
    expect(activeNavEntry('/communities/7')).toBe('/communities');
    expect(activeNavEntry('/stats')).toBe('/stats');
    expect(activeNavEntry('/profile')).toBe('/profile');
  });

  it('highlights Group Sessions on the sessions list and a session, where the wide top bar shows it', () => {
    expect(activeNavEntry('/groups')).toBe('/groups');
    expect(activeNavEntry('/groups/abc')).toBe('/groups');
  });

  it('highlights nothing on pages outside the sections', () => {
    expect(activeNavEntry('/peace-meditation')).toBeNull();
    expect(activeNavEntry('/statsabc')).toBeNull();
  });
});

describe('pages rendered ahead of time', () => {
  it('are the addresses a visitor sees a page at, with nothing in them that varies', () => {
    expect(visitorPagePaths()).toEqual(['/', '/profile', '/privacy', '/terms', ...teachingPaths]);
  });

  it('leave out pages for signed-in people only and addresses with parameters', () => {
    const table = [
      { path: '/stats', signedIn: 'stats', signedOut: null },
      { path: '/groups/:sessionId', signedIn: 'groupSession', signedOut: 'groupSession' },
      { path: '/terms', signedIn: 'terms', signedOut: 'terms' },
    ] as const;
    expect(visitorPagePaths(table)).toEqual(['/terms']);
  });
});

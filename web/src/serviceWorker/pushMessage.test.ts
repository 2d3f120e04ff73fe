import { fallbackMessage, notificationTag, pageToOpen, readPushMessage } from './pushMessage';

const origin = 'https://peace.example';

describe('a push payload', () => {
  it('is read when it has a known kind, a title, a body and an address', () => {
    const payload = { kind: 'session-start', title: 'Evening sit is starting', body: 'Join now', url: '/groups/42' };
    expect(readPushMessage(payload)).toEqual(payload);
  });

  it('is refused when its kind is unknown or a field is missing or not text', () => {
    expect(readPushMessage({ kind: 'marketing', title: 'Hi', body: '', url: '/' })).toBeNull();
    expect(readPushMessage({ kind: 'daily-reminder', title: ' ', body: 'x', url: '/' })).toBeNull();
    expect(readPushMessage({ kind: 'daily-reminder', title: 'Sit', body: 3, url: '/' })).toBeNull();
    expect(readPushMessage({ kind: 'daily-reminder', title: 'Sit', body: 'x' })).toBeNull();
    expect(readPushMessage('daily-reminder')).toBeNull();
    expect(readPushMessage(null)).toBeNull();
  });

  it('that cannot be read still shows the product and leads home', () => {
    expect(fallbackMessage).toMatchObject({ title: 'Peace Practice', url: '/' });
  });
});

describe('the page a notification opens', () => {
  it('is the address the push names, on the app', () => {
    expect(pageToOpen('/groups/42', origin)).toBe('https://peace.example/groups/42');
    expect(pageToOpen('https://peace.example/?practice=ready', origin)).toBe('https://peace.example/?practice=ready');
  });

  it('is the home for an address on another site, a script or no address at all', () => {
    expect(pageToOpen('https://elsewhere.example/groups/42', origin)).toBe('https://peace.example/');
    expect(pageToOpen('//elsewhere.example/', origin)).toBe('https://peace.example/');
    expect(pageToOpen('javascript:alert(1)', origin)).toBe('https://peace.example/');
    expect(pageToOpen('http://peace.example/', origin)).toBe('https://peace.example/');
    expect(pageToOpen(undefined, origin)).toBe('https://peace.example/');
  });
});

describe('a notification tag', () => {
  it('replaces an unread reminder of the same kind, and keeps the starts of two sessions apart', () => {
    const start = (url: string) => notificationTag({ kind: 'session-start', title: 't', body: 'b', url }, origin);
    const daily = (body: string) => notificationTag({ kind: 'daily-reminder', title: 't', body, url: '/' }, origin);
    expect(daily('one')).toBe(daily('two'));
    expect(start('/groups/1')).not.toBe(start('/groups/2'));
  });
});

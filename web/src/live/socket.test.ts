import { jest } from '@jest/globals';
import { LiveSocket, RECONNECT_DELAY_MS, socketUrl, TIME_SYNC_FOLLOW_UP_MS, TIME_SYNC_SAMPLES, TIME_SYNC_SPACING_MS } from './socket';
import { FakeSocket } from '../../test/fakeSocket';

function connect(onCount = jest.fn<(count: number, intentions: Record<string, number>) => void>()) {
  const socket = new LiveSocket({
    url: 'ws://host/ws',
    onCount,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    log: () => {},
  });
  socket.connect();
  return { socket, onCount, fake: () => FakeSocket.all[FakeSocket.all.length - 1]! };
}

describe('live socket', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('uses the secure scheme on secure pages', () => {
    expect(socketUrl({ protocol: 'https:', host: 'peace.test' })).toBe('wss://peace.test/ws');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws');
  });

  it('says who is connected on open and when the user becomes known', () => {
    const { socket, fake } = connect();
    socket.identify('user-1');
    expect(fake().sent).toEqual([]);
    fake().open();
    expect(fake().sent).toEqual([{ type: 'userConnected', userId: 'user-1' }]);
    socket.identify('user-2');
    expect(fake().sent).toContainEqual({ type: 'userConnected', userId: 'user-2' });
  });

  it("passes on the active meditator count with every intention's, and ignores newSession and counts without intentions", () => {
    const { fake, onCount } = connect();
    fake().open();
    const intentions = { Peace: 30, 'Non-Violence': 0, Forgiveness: 7, Compassion: 0, Love: 0, Unity: 0, Service: 0 };
    fake().receive({ type: 'newSession', id: 1 });
    fake().receive({ type: 'activeMeditators', count: 37 });
    fake().receive({ type: 'activeMeditators', count: 37, intentions: { ...intentions, Love: -1 } });
    fake().receive({ type: 'activeMeditators', count: 37, intentions });
    expect(onCount).toHaveBeenCalledTimes(1);
    expect(onCount).toHaveBeenCalledWith(37, intentions);
  });

  it("passes on the person's own sit as the server tells it, and nothing it cannot read", () => {
    const onActiveSit = jest.fn();
    const socket = new LiveSocket({ url: 'ws://host/ws', onCount: () => {}, onActiveSit, createSocket: (url) => new FakeSocket(url) as unknown as WebSocket, log: () => {} });
    socket.connect();
    const fake = FakeSocket.all.at(-1)!;
    fake.open();
    const sit = { id: 's1', state: 'paused', duration: 5, startTime: '2025-06-15T12:00:00.000Z', pausedAt: '2025-06-15T12:01:00.000Z', totalPausedMs: 0, groupSessionId: null };
    fake.receive({ type: 'activeSit', sit });
    fake.receive({ type: 'activeSit', sit: { ...sit, startTime: 'soon' } });
    fake.receive({ type: 'activeSit', sit: { ...sit, duration: -5 } });
    fake.receive({ type: 'activeSit', sit: null });
    expect(onActiveSit.mock.calls).toEqual([[sit], [null]]);
  });

    it('reconnects three seconds after the connection drops', () => {
    const { fake } = connect();
    fake().open();
    fake().close();
    expect(FakeSocket.all).toHaveLength(1);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('stays closed once closed on purpose', () => {
    const { socket } = connect();
    socket.close();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 2);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('makes one connection when opened again after a close, however late the old one says it closed', () => {
    const { socket } = connect();
    const first = FakeSocket.all[0]!;
    // The browser reports the first connection closed only after the second is under way.
    const reportClosed = first.onclose!;
    first.onclose = null;
    socket.close();
    socket.connect();
    reportClosed();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 2);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('sends meditation events only while connected, queueing nothing but the meditation in progress', () => {
    const { socket, fake } = connect();
    socket.send({ type: 'endMeditation', userId: 'u' });
    socket.send({ type: 'userConnected', userId: 'u' });
    fake().open();
    expect(fake().sent).toEqual([]);
    socket.send({ type: 'endMeditation', userId: 'u' });
    expect(fake().sent).toEqual([{ type: 'endMeditation', userId: 'u' }]);
  });

  it('says a meditation started while disconnected once the connection opens, after userConnected', () => {
    const { socket, fake } = connect();
    socket.identify('u');
    socket.send({ type: 'startMeditation', userId: 'u', intention: 'Peace' });
    expect(fake().sent).toEqual([]);
    fake().open();
    expect(fake().sent).toEqual([
      { type: 'userConnected', userId: 'u' },
      { type: 'startMeditation', userId: 'u', intention: 'Peace' },
    ]);
  });

  it('says the meditation in progress again after a reconnect, and stops once it has ended', () => {
    const { socket, fake } = connect();
    socket.identify('u');
    fake().open();
    socket.send({ type: 'startMeditation', userId: 'u', intention: 'Love' });
    fake().close();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    fake().open();
    expect(fake().sent).toEqual([
      { type: 'userConnected', userId: 'u' },
      { type: 'startMeditation', userId: 'u', intention: 'Love' },
    ]);

    socket.send({ type: 'endMeditation', userId: 'u' });
    fake().close();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    fake().open();
    expect(fake().sent).toEqual([{ type: 'userConnected', userId: 'u' }]);
  });

  it('forgets a meditation that ended while disconnected', () => {
    const { socket, fake } = connect();
    socket.send({ type: 'startMeditation', userId: 'u', intention: 'Unity' });
    socket.send({ type: 'endMeditation', userId: 'u' });
    fake().open();
    expect(fake().sent).toEqual([]);
  });

  it('measures the clock on every open with a burst of time-sync requests, one sample per answer', () => {
    let device = 10_000;
    const samples: unknown[] = [];
    const socket = new LiveSocket({
      url: 'ws://host/ws',
      onCount: () => {},
      onTimeSample: (sample) => samples.push(sample),
      now: () => device,
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
      log: () => {},
    });
    socket.connect();
    const fake = FakeSocket.all[0]!;
    fake.open();
    jest.advanceTimersByTime(TIME_SYNC_SAMPLES * TIME_SYNC_SPACING_MS);
    expect(fake.sent).toEqual(Array.from({ length: TIME_SYNC_SAMPLES }, () => ({ type: 'timeSync', t0: 10_000 })));

    device = 10_080;
    fake.receive({ type: 'timeSync', t0: 10_000, serverTime: 3_600_040 });
    fake.receive({ type: 'timeSync', t0: 'garbled', serverTime: 1 });
    expect(samples).toEqual([{ offsetMs: 3_590_000, roundTripMs: 80 }]);

    // Once the page has settled, a second burst.
    jest.advanceTimersByTime(TIME_SYNC_FOLLOW_UP_MS);
    expect(fake.sent).toHaveLength(2 * TIME_SYNC_SAMPLES);

    fake.close();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    FakeSocket.all[1]!.open();
    jest.advanceTimersByTime(TIME_SYNC_SAMPLES * TIME_SYNC_SPACING_MS);
    expect(FakeSocket.all[1]!.sent).toHaveLength(TIME_SYNC_SAMPLES);
    socket.close();
  });

  describe('group sessions', () => {
    const A = '0f5d7f3e-1111-4c2a-9a4e-000000000001';
    const B = '0f5d7f3e-1111-4c2a-9a4e-000000000002';
    const watchesSent = () => FakeSocket.all.flatMap((socket) => socket.sent).filter((message) => (message as { type: string }).type === 'watchGroupSessions');

    it("tells the server the union of every page's watch, on open, on every change and after a reconnect", () => {
      const { socket, fake } = connect();
      const stopDetail = socket.watchGroupSessions({ ids: [B] }, () => {});
      expect(watchesSent()).toEqual([]);
      fake().open();
      expect(watchesSent()).toEqual([{ type: 'watchGroupSessions', list: false, groupSessionIds: [B] }]);
      const stopList = socket.watchGroupSessions({ list: true, ids: [A] }, () => {});
      expect(watchesSent().at(-1)).toEqual({ type: 'watchGroupSessions', list: true, groupSessionIds: [A, B] });
      stopList();
      expect(watchesSent().at(-1)).toEqual({ type: 'watchGroupSessions', list: false, groupSessionIds: [B] });

      fake().close();
      jest.advanceTimersByTime(RECONNECT_DELAY_MS);
      fake().open();
      expect(fake().sent).toContainEqual({ type: 'watchGroupSessions', list: false, groupSessionIds: [B] });
      stopDetail();
      expect(watchesSent().at(-1)).toEqual({ type: 'watchGroupSessions', list: false, groupSessionIds: [] });
    });

    it('hands a status change to the pages watching that session or the list, and presence only to the pages watching that session', () => {
      const { socket, fake } = connect();
      fake().open();
      const detail = jest.fn();
      const list = jest.fn();
      const other = jest.fn();
      socket.watchGroupSessions({ ids: [A] }, detail);
      socket.watchGroupSessions({ list: true }, list);
      socket.watchGroupSessions({ ids: [B] }, other);
      const started = { type: 'groupSessionStatus', groupSessionId: A, status: 'active', endsAt: '2026-11-23T09:05:00.000Z' };
      const sitting = { type: 'groupSessionPresence', groupSessionId: A, count: 2, meditating: ['u1', 'u2'] };
      fake().receive(started);
      fake().receive(sitting);
      expect(detail.mock.calls).toEqual([[started], [sitting]]);
      expect(list.mock.calls).toEqual([[started]]);
      expect(other).not.toHaveBeenCalled();
    });

    it("hands joins, leaves and closing lines to the pages watching that session, not to the list's", () => {
      const { socket, fake } = connect();
      fake().open();
      const detail = jest.fn();
      const list = jest.fn();
      socket.watchGroupSessions({ ids: [A] }, detail);
      socket.watchGroupSessions({ list: true }, list);
      const joined = { type: 'groupSessionParticipants', groupSessionId: A, participantCount: 3 };
      const lines = { type: 'groupSessionClosingLines', groupSessionId: A };
      fake().receive(joined);
      fake().receive(lines);
      expect(detail.mock.calls).toEqual([[joined], [lines]]);
      expect(list).not.toHaveBeenCalled();
    });

    it('hands a page that starts watching a session later the latest word on who is sitting in it', () => {
      const { socket, fake } = connect();
      fake().open();
      const first = jest.fn();
      socket.watchGroupSessions({ ids: [A] }, first);
      const sitting = { type: 'groupSessionPresence', groupSessionId: A, count: 1, meditating: ['u1'] };
      fake().receive(sitting);
      const later = jest.fn();
      socket.watchGroupSessions({ ids: [A] }, later);
      expect(later.mock.calls).toEqual([[sitting]]);
    });

    it('drops group messages that do not fit the contract', () => {
      const { socket, fake } = connect();
      fake().open();
      const detail = jest.fn();
      socket.watchGroupSessions({ ids: [A] }, detail);
      fake().receive({ type: 'groupSessionStatus', groupSessionId: A, status: 'exploded', endsAt: null });
      fake().receive({ type: 'groupSessionPresence', groupSessionId: A, meditating: 'everyone' });
      expect(detail).not.toHaveBeenCalled();
    });

    it('measures the clock again when the server says its clock was set', () => {
      const onClockChanged = jest.fn();
      const socket = new LiveSocket({
        url: 'ws://host/ws',
        onCount: () => {},
        onTimeSample: () => {},
        onClockChanged,
        createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
        log: () => {},
      });
      socket.connect();
      const fake = FakeSocket.all.at(-1)!;
      fake.open();
      jest.advanceTimersByTime(TIME_SYNC_SAMPLES * TIME_SYNC_SPACING_MS);
      const syncs = () => fake.sent.filter((message) => (message as { type: string }).type === 'timeSync').length;
      expect(syncs()).toBe(TIME_SYNC_SAMPLES);
      fake.receive({ type: 'clockChanged' });
      expect(onClockChanged).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(TIME_SYNC_SAMPLES * TIME_SYNC_SPACING_MS);
      expect(syncs()).toBe(2 * TIME_SYNC_SAMPLES);
    });
  });
});

import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, cleanup, render } from '@testing-library/react';
import { deferred, fakeGraphql, type Handler } from '../../test/fakeGraphql';
import type { ActiveSessionState } from '../graphql/operations';
import { LiveProvider } from '../live/LiveProvider';
import { FakeSocket } from '../../test/fakeSocket';
import { currentToasts, resetToasts } from '../ui/toastStore';
import { PracticeProvider, usePractice, type Practice } from './PracticeProvider';
import { SAFETY_READ_MS } from './useSitSync';
import { chooseDevicePosition } from '../location/deviceChoice';

const liveMessages = () => FakeSocket.all.flatMap((socket) => socket.sent.map((message) => message.type));

const NOW = Date.parse('2025-06-15T12:00:00.000Z');

/** A session as the server holds it: absolute times, in milliseconds. */
interface Held {
  id: string;
  state: ActiveSessionState;
  duration: number;
  start: number;
  pausedAt: number | null;
  totalPausedMs: number;
  intention?: string;
  location?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

function held(change: Partial<Held> = {}): Held {
  return { id: 'active-1', state: 'MEDITATING', duration: 5, start: Date.now(), pausedAt: null, totalPausedMs: 0, ...change };
}

/** The session as the graph answers it, its seconds left as of now. */
function answer(sit: Held) {
  const end = sit.start + sit.duration * 60_000 + sit.totalPausedMs;
  const left = (sit.state === 'PAUSED' ? (sit.pausedAt ?? Date.now()) : Date.now()) - end;
  return {
    __typename: 'ActiveSession',
    id: sit.id,
    state: sit.state,
    intention: sit.intention ?? 'PEACE',
    location: sit.location ?? 'Unknown Location',
    duration: sit.duration,
    startTime: iso(sit.start),
    pausedAt: sit.pausedAt === null ? null : iso(sit.pausedAt),
    totalPausedMs: sit.totalPausedMs,
    remainingSeconds: Math.max(0, Math.ceil(-left / 1000)),
    groupSessionId: null,
  };
}

/** The socket tells the page its sit changed, as the gateway forwards the meditation service's word. */
function announce(sit: Held | null) {
  const message = sit && {
    id: sit.id,
    state: sit.state.toLowerCase(),
    duration: sit.duration,
    startTime: iso(sit.start),
    pausedAt: sit.pausedAt === null ? null : iso(sit.pausedAt),
    totalPausedMs: sit.totalPausedMs,
    groupSessionId: null,
  };
  act(() => FakeSocket.all[0]!.receive({ type: 'activeSit', sit: message }));
}

/** A server that holds the person's session as the real one does, unless a test answers otherwise. */
function setup(overrides: Record<string, Handler> = {}) {
  let sit: Held | null = null;
  const server = fakeGraphql({
    ActiveSession: () => ({ activeSession: sit && answer(sit) }),
    StartActiveSession: () => {
      sit = held({ state: 'COUNTDOWN' });
      return { startActiveSession: answer(sit) };
    },
    UpdateActiveSession: (variables) => {
      const state = (variables.input as { state: ActiveSessionState }).state;
      if (!sit) throw new Error('No active session');
      if (state === 'PAUSED' && sit.state !== 'PAUSED') sit = { ...sit, state, pausedAt: Date.now() };
      if (state !== 'PAUSED' && sit.state === 'PAUSED') sit = { ...sit, state, pausedAt: null, totalPausedMs: sit.totalPausedMs + Date.now() - sit.pausedAt! };
      return { updateActiveSession: answer(sit) };
    },
    StopActiveSession: () => {
      sit = null;
      return { stopActiveSession: true };
    },
    CompleteSession: ({ input }) => ({
      completeSession: {
        __typename: 'CompletedSession',
        session: { __typename: 'MeditationSession', id: 'm1', timestamp: '2025-06-15T12:00:00Z', ...(input as object) },
        newAchievements: [],
      },
    }),
    ...overrides,
  });
  const practice: { current: Practice | null } = { current: null };
  function Probe() {
    practice.current = usePractice();
    return null;
  }
  render(
    <ApolloProvider client={server.client}>
      <LiveProvider userId="user-1">
        <PracticeProvider userId="user-1">
          <Probe />
        </PracticeProvider>
      </LiveProvider>
    </ApolloProvider>,
  );
  act(() => FakeSocket.all[0]?.open());
  return { server, practice: () => practice.current!, reads: () => server.calls('ActiveSession').length };
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Chooses Peace, presses Begin and lets the three-second countdown run out. */
async function beginPeace(practice: () => Practice) {
  act(() => practice().chooseIntention('PEACE'));
  act(() => practice().begin());
  await advance(3000);
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
  FakeSocket.all = [];
  Object.assign(globalThis, { WebSocket: FakeSocket });
  window.__PEACE_CONFIG__ = { externalLookups: false };
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  act(() => resetToasts());
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete window.__PEACE_CONFIG__;
  chooseDevicePosition(false);
});

describe('the clock of a meditation in progress', () => {
  it('counts down from the server’s times, reading the session only on load and then every 30 s', async () => {
    const sit = held({ start: NOW - 100_000 });
    const { practice, reads } = setup({ ActiveSession: () => ({ activeSession: answer(sit) }) });
    await act(async () => {});
    expect(practice().phase).toBe('meditating');
    expect(practice().remaining).toBe(200);
    expect(reads()).toBe(1);

    await advance(SAFETY_READ_MS - 1000);
    expect(practice().remaining).toBe(171);
    expect(reads()).toBe(1);
    // Two minutes: the load's read and one every 30 s, at most 2 a minute.
    await advance(120_000 - (SAFETY_READ_MS - 1000));
    expect(practice().remaining).toBe(80);
    expect(reads()).toBe(1 + 120_000 / SAFETY_READ_MS);
  });

  it('reads the session again when the page is seen again and when its socket reopens', async () => {
    const { reads } = setup({ ActiveSession: () => ({ activeSession: answer(held({ start: NOW - 10_000 })) }) });
    await act(async () => {});
    expect(reads()).toBe(1);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(reads()).toBe(2);
    act(() => FakeSocket.all[0]!.close());
    await advance(3000);
    act(() => FakeSocket.live()[0]!.open());
    await act(async () => {});
    expect(reads()).toBe(3);
  });
});

describe('a change made on another device', () => {
  it('pauses, resumes and stops the page as the socket tells it, without a read', async () => {
    let sit: Held | null = held({ start: NOW - 60_000 });
    const { practice, reads } = setup({ ActiveSession: () => ({ activeSession: sit && answer(sit) }) });
    await act(async () => {});
    expect(practice().remaining).toBe(240);

    await advance(10_000);
    sit = { ...sit, state: 'PAUSED', pausedAt: Date.now() };
    announce(sit);
    expect(practice().phase).toBe('paused');
    expect(practice().remaining).toBe(230);
    await advance(10_000);
    expect(practice().remaining).toBe(230);

    sit = { ...sit, state: 'MEDITATING', pausedAt: null, totalPausedMs: 10_000 };
    announce(sit);
    expect(practice().phase).toBe('meditating');
    await advance(5000);
    expect(practice().remaining).toBe(225);

    sit = null;
    announce(null);
    expect(practice().phase).toBe('idle');
    expect(liveMessages().at(-1)).toBe('endMeditation');
    expect(reads()).toBe(1);
  });

  it('picks up a meditation started elsewhere while this page is idle', async () => {
    let sit: Held | null = null;
    const { practice, reads } = setup({ ActiveSession: () => ({ activeSession: sit && answer(sit) }) });
    await act(async () => {});
    expect(practice().phase).toBe('idle');
    sit = held({ id: 'active-2', duration: 10 });
    announce(sit);
    await act(async () => {});
    expect(reads()).toBe(2);
    expect(practice().phase).toBe('meditating');
    expect(practice().remaining).toBe(600);
  });

  it('goes back to idle when the 30 s read finds the session gone, should the socket have missed it', async () => {
    let sit: Held | null = held({ start: NOW - 10_000 });
    const { practice } = setup({ ActiveSession: () => ({ activeSession: sit && answer(sit) }) });
    await act(async () => {});
    expect(practice().phase).toBe('meditating');
    expect(liveMessages()).toContain('startMeditation');
    sit = null;
    await advance(SAFETY_READ_MS);
    expect(practice().phase).toBe('idle');
    expect(liveMessages().at(-1)).toBe('endMeditation');
  });
});

describe("this page's own pause", () => {
  it('is not undone by the word of it coming back, nor by older word crossing it', async () => {
    const { server, practice, reads } = setup();
    await act(async () => {});
    await beginPeace(practice);
    await advance(10_000);
    const running = held({ start: NOW + 3000 });
    const paused = { ...running, state: 'PAUSED' as const, pausedAt: Date.now() };
    const update = deferred<unknown>();
    server.handlers['UpdateActiveSession'] = () => update.promise;
    act(() => practice().pause());
    // Word of the session from before the pause arrives while the pause is on its way.
    announce(running);
    expect(practice().phase).toBe('paused');
    await act(async () => update.resolve({ updateActiveSession: answer(paused) }));
    announce(paused);
    expect(practice().phase).toBe('paused');
    expect(practice().remaining).toBe(290);
    expect(reads()).toBe(1);
  });
});

describe('a pause made before the server has started the session', () => {
  it('is sent to the server once the start is answered, said again when it did not arrive, and the paused clock stays put', async () => {
    const start = deferred<unknown>();
    let sit: Held | null = null;
    const { server, practice } = setup({
      StartActiveSession: () =>
        start.promise.then((answered) => {
          sit = held({ state: 'COUNTDOWN' });
          return answered;
        }),
      ActiveSession: () => ({ activeSession: sit && answer(sit) }),
      // The first pause is lost on the way; the ones after it arrive.
      UpdateActiveSession: (() => {
        let calls = 0;
        return () => {
          calls += 1;
          if (calls === 1) throw new Error('network down');
          sit = { ...sit!, state: 'PAUSED', pausedAt: Date.now() };
          return { updateActiveSession: answer(sit) };
        };
      })(),
    });
    await act(async () => {}); // the restore check on load finds nothing

    await beginPeace(practice);
    expect(practice().phase).toBe('meditating');
    await advance(5000);
    act(() => practice().pause());
    expect(practice().phase).toBe('paused');
    const frozen = practice().remaining;
    expect(frozen).toBe(295);
    expect(server.calls('UpdateActiveSession')).toHaveLength(0);

    // The server answers the start: the pause follows at once.
    await act(async () => start.resolve({ startActiveSession: answer(held({ state: 'COUNTDOWN' })) }));
    expect(server.calls('UpdateActiveSession')).toEqual([{ name: 'UpdateActiveSession', variables: { input: { state: 'PAUSED' } } }]);
    // That call failed; locally the meditation stays paused and the server's running clock is not taken.
    await advance(0);
    expect(practice().phase).toBe('paused');
    // The next read finds the server still running: the pause is said again.
    await advance(SAFETY_READ_MS);
    expect(server.calls('UpdateActiveSession')).toHaveLength(2);
    expect(server.calls('UpdateActiveSession').every((call) => (call.variables.input as { state: string }).state === 'PAUSED')).toBe(true);
    expect(practice().phase).toBe('paused');

    // Once the server is paused too, its figure is the clock: it ran on until it heard of the pause, 25 s from its start.
    await advance(SAFETY_READ_MS);
    expect(practice().remaining).toBe(300 - 25);
    expect(practice().phase).toBe('paused');
  });
});

describe('the start of a meditation', () => {
  it('starts the server session at once with the place known then, and saves the place found later', async () => {
    window.__PEACE_CONFIG__ = { externalLookups: true };
    // The person chose to share this device's position.
    chooseDevicePosition(true);
    let located: ((position: { coords: { latitude: number; longitude: number } }) => void) | null = null;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: typeof located) => {
          located = success;
        },
      },
    });
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({ ok: true, json: () => Promise.resolve({ city: 'Lisbon', principalSubdivision: 'Lisbon', countryName: 'Portugal' }) }),
    ) as unknown as typeof fetch;
    const start = deferred<unknown>();
    const { server, practice } = setup({ StartActiveSession: () => start.promise });
    await act(async () => {});

    await beginPeace(practice);
    // The device has not answered yet: the start does not wait for it.
    expect(located).not.toBeNull();
    expect(server.calls('StartActiveSession')).toEqual([
      { name: 'StartActiveSession', variables: { input: { intention: 'PEACE', location: 'Unknown Location', duration: 5 } } },
    ]);
    expect(practice().phase).toBe('meditating');
    expect(practice().remaining).toBe(300);

    // The place is found a second into the meditation.
    await advance(1000);
    await act(async () => located!({ coords: { latitude: 38.7, longitude: -9.1 } }));
    await advance(0);
    expect(practice().location).toBe('Lisbon, Portugal');

    // The server answers 4 s after the start with its full length: the clock is not set back.
    await advance(3000);
    const serverStart = Date.now();
    await act(async () => start.resolve({ startActiveSession: answer(held({ state: 'COUNTDOWN', start: serverStart })) }));
    expect(practice().remaining).toBe(296);

    await advance(296_000);
    expect(practice().phase).toBe('idle');
    expect(server.calls('CompleteSession')[0]?.variables.input).toEqual({ intention: 'PEACE', location: 'Lisbon, Portugal', duration: 5, startedAt: iso(serverStart), partial: false });
    // The graph's PEACE reads as the spec's word in the thanks.
    await advance(0);
    expect(currentToasts()).toContainEqual(
      expect.objectContaining({ title: 'Meditation completed!', description: "You've meditated for Peace. Thank you for spreading peace." }),
    );
    delete (navigator as { geolocation?: unknown }).geolocation;
  });
});

describe('word of the sit heard while the start is on its way', () => {
  /** A page whose start the server answers only when the test says, the sit held as `sit()` says meanwhile. */
  async function startingPage() {
    const start = deferred<unknown>();
    let sit: Held | null = null;
    const page = setup({ StartActiveSession: () => start.promise, ActiveSession: () => ({ activeSession: sit && answer(sit) }) });
    await act(async () => {}); // the restore check on load finds nothing
    await beginPeace(page.practice);
    const answerStart = async (started: Held) => {
      await act(async () => start.resolve({ startActiveSession: answer(started) }));
      await advance(0);
    };
    return { ...page, answerStart, hold: (held: Held | null) => (sit = held) };
  }

  it('learns of a stop made elsewhere with one read once the start is answered', async () => {
    const { practice, reads, answerStart, hold } = await startingPage();
    const started = held({ state: 'COUNTDOWN' });
    announce(started);
    // Stopped on another device before this page heard back from its start.
    hold(null);
    announce(null);
    expect(practice().phase).toBe('meditating');
    expect(reads()).toBe(1);

    await answerStart(started);
    expect(reads()).toBe(2);
    expect(practice().phase).toBe('idle');
    expect(liveMessages().at(-1)).toBe('endMeditation');
    await advance(SAFETY_READ_MS);
    expect(reads()).toBe(2);
  });

  it('picks up a sit that replaced it elsewhere with one read once the start is answered', async () => {
    const { practice, reads, answerStart, hold } = await startingPage();
    const started = held({ state: 'COUNTDOWN' });
    announce(started);
    const replacing = hold(held({ id: 'active-2', duration: 10 }))!;
    announce(replacing);

    await answerStart(started);
    expect(reads()).toBe(2);
    expect(practice().phase).toBe('meditating');
    expect(practice().minutes).toBe(10);
    expect(practice().remaining).toBe(600);
  });

  it('shows a pause made elsewhere once the start is answered, its word saying all a read would', async () => {
    const { practice, reads, answerStart } = await startingPage();
    await advance(5000);
    const started = held({ state: 'COUNTDOWN', start: NOW + 3000 });
    announce(started);
    announce({ ...started, state: 'PAUSED', pausedAt: Date.now() });
    expect(practice().phase).toBe('meditating');

    await answerStart(started);
    expect(practice().phase).toBe('paused');
    expect(practice().remaining).toBe(295);
    expect(reads()).toBe(1);
  });

  it('reads nothing more when the start’s own word was all that came before its answer', async () => {
    const { practice, reads, answerStart } = await startingPage();
    const started = held({ state: 'COUNTDOWN' });
    announce(started);
    await answerStart(started);
    expect(practice().phase).toBe('meditating');
    expect(reads()).toBe(1);
  });

  it('reads nothing more when no word came before the start’s answer', async () => {
    const { practice, reads, answerStart } = await startingPage();
    await answerStart(held({ state: 'COUNTDOWN' }));
    expect(practice().phase).toBe('meditating');
    expect(reads()).toBe(1);
  });
});

describe('a meditation the server never heard of', () => {
  it('is saved at its end with the time it began, so that it counts for the time it took', async () => {
    const { server, practice } = setup({
      StartActiveSession: () => {
        throw new Error('network down');
      },
    });
    await act(async () => {});
    await beginPeace(practice);
    const begunAt = Date.now();
    expect(practice().phase).toBe('meditating');
    await advance(300_000);
    expect(practice().phase).toBe('idle');
    expect(server.calls('CompleteSession')[0]?.variables.input).toEqual({
      intention: 'PEACE',
      location: 'Unknown Location',
      duration: 5,
      startedAt: new Date(begunAt).toISOString(),
      partial: false,
    });
  });
});

describe('a sit begun offline, through a reload', () => {
  const offline = {
    ActiveSession: () => {
      throw new Error('network down');
    },
    StartActiveSession: () => {
      throw new Error('network down');
    },
  };
  /** The page closed and opened again, still without a network. */
  async function reload(overrides: Record<string, Handler>) {
    cleanup();
    FakeSocket.all = [];
    const again = setup(overrides);
    await act(async () => {});
    return again;
  }

  it('runs on from where it was when the page is reloaded mid-sit, and is saved once at its end', async () => {
    const first = setup(offline);
    await act(async () => {});
    await beginPeace(first.practice);
    const begunAt = Date.now();
    await advance(60_000);
    expect(first.practice().remaining).toBe(240);

    const { server, practice } = await reload(offline);
    expect(practice().phase).toBe('meditating');
    expect(practice().intention).toBe('PEACE');
    expect(practice().remaining).toBe(240);
    await advance(240_000);
    expect(practice().phase).toBe('idle');
    expect(server.calls('CompleteSession').map((call) => call.variables.input)).toEqual([
      { intention: 'PEACE', location: 'Unknown Location', duration: 5, startedAt: new Date(begunAt).toISOString(), partial: false },
    ]);
    // Over and saved, it is not picked up again.
    const after = await reload(offline);
    expect(after.practice().phase).toBe('idle');
  });

  it('is finished and kept at once when the page is opened after its end', async () => {
    const first = setup(offline);
    await act(async () => {});
    await beginPeace(first.practice);
    const begunAt = Date.now();
    await advance(10_000);
    cleanup();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(400_000);
    });

    const { server, practice } = await reload(offline);
    expect(practice().phase).toBe('idle');
    expect(server.calls('CompleteSession').map((call) => call.variables.input)).toEqual([
      { intention: 'PEACE', location: 'Unknown Location', duration: 5, startedAt: new Date(begunAt).toISOString(), partial: false },
    ]);
  });

  it('is forgotten when stopped', async () => {
    const first = setup(offline);
    await act(async () => {});
    await beginPeace(first.practice);
    act(() => first.practice().stop());
    const { practice } = await reload(offline);
    expect(practice().phase).toBe('idle');
  });
});

describe('going back to idle', () => {
  it('ends the live presence on stop and on completion too', async () => {
    const { practice } = setup();
    await act(async () => {});
    await beginPeace(practice);
    act(() => practice().stop());
    expect(practice().phase).toBe('idle');
    expect(liveMessages().slice(-2)).toEqual(['startMeditation', 'endMeditation']);

    await beginPeace(practice);
    expect(practice().phase).toBe('meditating');
    await advance(300_000);
    expect(practice().phase).toBe('idle');
    expect(liveMessages().slice(-2)).toEqual(['startMeditation', 'endMeditation']);
  });
});

describe('a session picked up on load', () => {
  it('keeps the server’s length for the progress ring and the saved session', async () => {
    const sit = held({ start: NOW - 220_000, duration: 7, intention: 'UNITY', location: 'Lima, Peru' });
    const { server, practice } = setup({ ActiveSession: () => ({ activeSession: answer(sit) }) });
    await act(async () => {});
    expect(practice().phase).toBe('meditating');
    expect(practice().minutes).toBe(7);
    expect(practice().total).toBe(420);
    expect(practice().remaining).toBe(200);

    await advance(200_000);
    expect(practice().phase).toBe('idle');
    expect(server.calls('CompleteSession')[0]?.variables.input).toEqual({ intention: 'UNITY', location: 'Lima, Peru', duration: 7, startedAt: iso(sit.start), partial: false });
  });

  it('shows a paused one at the figure it was paused at', async () => {
    const sit = held({ start: NOW - 600_000, state: 'PAUSED', pausedAt: NOW - 500_000, totalPausedMs: 40_000 });
    const { practice } = setup({ ActiveSession: () => ({ activeSession: answer(sit) }) });
    await act(async () => {});
    expect(practice().phase).toBe('paused');
    expect(practice().remaining).toBe(300 - 60);
  });
});

describe('a sit saved once, however often it is posted', () => {
  it('posts the completion with an Idempotency-Key, and a sit kept on the device again with the same key, oldest first', async () => {
    let down = true;
    const { server, practice } = setup({
      CompleteSession: ({ input }) => {
        if (down) throw new Error('network down');
        return {
          completeSession: {
            session: { id: `m-${(input as { intention: string }).intention}`, timestamp: '2025-06-15T12:00:00Z', ...(input as object) },
            newAchievements: [],
          },
        };
      },
    });
    await act(async () => {});
    await beginPeace(practice);
    await advance(300_000);
    expect(practice().phase).toBe('idle');
    const [first] = server.calls('CompleteSession');
    expect(first?.headers?.['Idempotency-Key']).toMatch(/^"[0-9a-f-]{36}"$/);
    await advance(0);
    // Kept on the device is good news, not an error.
    expect(currentToasts()).toContainEqual(expect.objectContaining({ title: 'Session saved locally', variant: 'default', icon: 'check' }));

    down = false;
    act(() => practice().chooseIntention('LOVE'));
    act(() => practice().begin());
    await advance(3000);
    await advance(300_000);
    const [, again, love] = server.calls('CompleteSession');
    expect(again).toEqual(first);
    expect((love?.variables.input as { intention: string }).intention).toBe('LOVE');
    expect(love?.headers?.['Idempotency-Key']).not.toBe(first?.headers?.['Idempotency-Key']);
    expect(server.calls('CompleteSession')).toHaveLength(3);
  });
});

describe('a sit stopped early', () => {
  it('counts the whole minutes sat, and keeps them as a partial sit', async () => {
    const { server, practice } = setup();
    await act(async () => {});
    await beginPeace(practice);
    expect(practice().minutesSat).toBe(0);
    await advance(125_000);
    expect(practice().minutesSat).toBe(2);
    act(() => practice().keep(2));
    await advance(0);
    expect(practice().phase).toBe('idle');
    expect(server.calls('CompleteSession')[0]?.variables.input).toMatchObject({ intention: 'PEACE', duration: 2, partial: true });
    expect(currentToasts()).toContainEqual(expect.objectContaining({ title: 'Minutes kept', description: '2 min for Peace. Thank you for spreading peace.' }));
  });
});

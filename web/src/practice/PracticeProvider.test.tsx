import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { deferred, fakeGraphql, type Handler } from '../../test/fakeGraphql';
import type { ActiveSessionState } from '../graphql/operations';
import { LiveProvider } from '../live/LiveProvider';
import { currentToasts, resetToasts } from '../ui/toastStore';
import { PracticeProvider, usePractice, type Practice } from './PracticeProvider';
import { FakeSocket } from '../live/fakeSocket';

/** The live connection, as the server would see it. */

const liveMessages = () => FakeSocket.all.flatMap((socket) => socket.sent.map((message) => message.type));

/** When the server says its session began. */
const SERVER_START = '2025-06-15T11:55:00.000Z';

function session(state: ActiveSessionState, remainingSeconds: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'ActiveSession',
    id: 'active-1',
    state,
    intention: 'PEACE',
    location: 'Unknown Location',
    duration: 5,
    startTime: SERVER_START,
    remainingSeconds,
    ...extra,
  };
}

/** The answers of the three operations that return the session, each under its own field. */
const activeSession = (...args: Parameters<typeof session>) => ({ activeSession: session(...args) });
const started = (...args: Parameters<typeof session>) => ({ startActiveSession: session(...args) });
const updated = (...args: Parameters<typeof session>) => ({ updateActiveSession: session(...args) });

const noSession = () => ({ activeSession: null });

function setup(overrides: Record<string, Handler> = {}) {
  const server = fakeGraphql({
    ActiveSession: noSession,
    StartActiveSession: () => started('COUNTDOWN', 300),
    UpdateActiveSession: (variables) => updated((variables.input as { state: ActiveSessionState }).state, 200),
    StopActiveSession: () => ({ stopActiveSession: true }),
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
  return { server, practice: () => practice.current! };
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
  jest.useFakeTimers();
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
});

describe('a pause made before the server has started the session', () => {
  it('is sent to the server once the start is answered, and the paused clock stays put', async () => {
    const start = deferred<unknown>();
    // Nothing on the server until the start is answered.
    let server: { state: ActiveSessionState; remaining: number } | null = null;
    const { server: graphql, practice } = setup({
      StartActiveSession: () =>
        start.promise.then((answer) => {
          server = { state: 'COUNTDOWN', remaining: 290 };
          return answer;
        }),
      ActiveSession: () => (server ? activeSession(server.state, server.remaining) : noSession()),
      // The first pause is lost on the way; the ones after it arrive.
      UpdateActiveSession: (() => {
        let calls = 0;
        return () => {
          calls += 1;
          if (calls === 1) throw new Error('network down');
          server = { state: 'PAUSED', remaining: 281 };
          return updated('PAUSED', 281);
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
    expect(graphql.calls('UpdateActiveSession')).toHaveLength(0);

    // The server answers the start: the pause follows at once.
    await act(async () => start.resolve(started('COUNTDOWN', 300)));
    expect(graphql.calls('UpdateActiveSession')).toEqual([{ name: 'UpdateActiveSession', variables: { input: { state: 'PAUSED' } } }]);
    // That call failed; locally the meditation stays paused and the server's running clock is not taken.
    expect(practice().phase).toBe('paused');
    await advance(1000);
    expect(practice().remaining).toBe(frozen);
    // The next read finds the server still running: the pause is said again.
    expect(graphql.calls('UpdateActiveSession').length).toBeGreaterThanOrEqual(2);
    expect(graphql.calls('UpdateActiveSession').every((call) => (call.variables.input as { state: string }).state === 'PAUSED')).toBe(true);

    // Once the server is paused too, its figure is the clock.
    await advance(2000);
    expect(practice().remaining).toBe(281);
    await advance(5000);
    expect(practice().remaining).toBe(281);
    expect(practice().phase).toBe('paused');
  });
});

describe('the start of a meditation', () => {
  it('starts the server session at once with the place known then, and saves the place found later', async () => {
    window.__PEACE_CONFIG__ = { externalLookups: true };
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
    let remaining: number | null = null;
    const { server, practice } = setup({
      StartActiveSession: () =>
        start.promise.then((answer) => {
          remaining = 296;
          return answer;
        }),
      ActiveSession: () => (remaining === null ? noSession() : activeSession('COUNTDOWN', remaining)),
    });
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
    await act(async () => start.resolve(started('COUNTDOWN', 300)));
    expect(practice().remaining).toBe(296);

    remaining = 0;
    await advance(1000);
    expect(practice().phase).toBe('idle');
    expect(server.calls('CompleteSession')[0]?.variables.input).toEqual({ intention: 'PEACE', location: 'Lisbon, Portugal', duration: 5, startedAt: SERVER_START });
    // The graph's PEACE reads as the spec's word in the thanks.
    await advance(0);
    expect(currentToasts()).toContainEqual(
      expect.objectContaining({ title: 'Meditation completed!', description: "You've meditated for Peace. Thank you for spreading peace." }),
    );
    delete (navigator as { geolocation?: unknown }).geolocation;
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
    });
  });
});

describe('going back to idle', () => {
  it('takes the person out of the live count when the server says the session is gone', async () => {
    let exists = true;
    const { practice } = setup({ ActiveSession: () => (exists ? activeSession('COUNTDOWN', 250) : noSession()) });
    await act(async () => {});
    // Found on load: restored as meditating.
    expect(practice().phase).toBe('meditating');
    expect(liveMessages()).toContain('startMeditation');

    exists = false;
    await advance(1000);
    expect(practice().phase).toBe('idle');
    expect(liveMessages().at(-1)).toBe('endMeditation');
  });

  it('ends the live presence on stop and on completion too', async () => {
    let remaining: number | null = null;
    const { practice } = setup({ ActiveSession: () => (remaining === null ? noSession() : activeSession('COUNTDOWN', remaining)) });
    await act(async () => {});
    await beginPeace(practice);
    act(() => practice().stop());
    expect(practice().phase).toBe('idle');
    expect(liveMessages().slice(-2)).toEqual(['startMeditation', 'endMeditation']);

    remaining = 300;
    await beginPeace(practice);
    expect(practice().phase).toBe('meditating');
    remaining = 0;
    await advance(1000);
    expect(practice().phase).toBe('idle');
    expect(liveMessages().slice(-2)).toEqual(['startMeditation', 'endMeditation']);
  });
});

describe('a session picked up on load', () => {
  it('keeps the server’s length for the progress ring and the saved session', async () => {
    let remaining = 200;
    const { server, practice } = setup({
      ActiveSession: () => activeSession('MEDITATING', remaining, { duration: 7, intention: 'UNITY', location: 'Lima, Peru' }),
    });
    await act(async () => {});
    expect(practice().phase).toBe('meditating');
    expect(practice().minutes).toBe(7);
    expect(practice().total).toBe(420);
    expect(practice().remaining).toBe(200);

    remaining = 0;
    await advance(1000);
    expect(practice().phase).toBe('idle');
    expect(server.calls('CompleteSession')[0]?.variables.input).toEqual({ intention: 'UNITY', location: 'Lima, Peru', duration: 7, startedAt: SERVER_START });
  });
});

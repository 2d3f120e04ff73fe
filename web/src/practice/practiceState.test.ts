import { UNKNOWN_LOCATION } from '../location/location';
import type { ActiveSessionState } from '../graphql/operations';
import {
  agreesWithServer,
  initialPracticeState,
  practiceReducer,
  serverMinutes,
  serverStateFor,
  sessionLength,
  type PracticeAction,
  type PracticeState,
} from './practiceState';
import { localTimer, remainingSeconds, type Timer } from './timer';

const t0 = 1_000_000;

/** The server's clock of a session with `seconds` left as of `now`. */
function serverTimer(seconds: number, paused: boolean, now: number): Timer {
  return paused ? { kind: 'paused', remainingMs: seconds * 1000 } : { kind: 'running', endsAt: now + seconds * 1000 };
}

function run(actions: PracticeAction[], from: PracticeState = initialPracticeState): PracticeState {
  return actions.reduce(practiceReducer, from);
}

/** A 10-minute Peace meditation that has just left its countdown. */
function meditating(location = UNKNOWN_LOCATION): PracticeState {
  return run([
    { type: 'choose', intention: 'PEACE', duration: 10 },
    { type: 'countdown', now: t0 },
    { type: 'meditate', timer: localTimer(10, t0 + 3000), location, sitKey: 'key-1' },
  ]);
}

describe('starting on the server', () => {
  it('keeps the clock that started at the end of the countdown when the server answers', () => {
    const state = practiceReducer(meditating(), { type: 'started', sitId: 'sit-1' });
    expect(state.serverBacked).toBe(true);
    // 40 s have passed by the time the answer is applied: the clock is not set back to 10:00.
    expect(remainingSeconds(state.timer!, t0 + 3000 + 40_000)).toBe(560);
  });

  it('keeps a pause made before the server answered', () => {
    const paused = practiceReducer(meditating(), { type: 'pause', now: t0 + 13_000 });
    const state = practiceReducer(paused, { type: 'started', sitId: 'sit-1' });
    expect(state.phase).toBe('paused');
    expect(state.timer).toEqual({ kind: 'paused', remainingMs: 590_000 });
  });

  it('keeps the intention and length chosen after Stop, so the next Begin needs no new choice', () => {
    const stopped = practiceReducer(meditating(), { type: 'stop' });
    expect(stopped).toMatchObject({ phase: 'idle', intention: 'PEACE', duration: 10, timer: null, sitKey: null });
  });

  it('ignores an answer that arrives after the meditation ended', () => {
    const stopped = practiceReducer(meditating(), { type: 'stop' });
    expect(practiceReducer(stopped, { type: 'started', sitId: 'sit-1' })).toBe(stopped);
  });
});

describe('reading the time left from the server', () => {
  const paused = () => run([{ type: 'started', sitId: 'sit-1' }, { type: 'pause', now: t0 + 63_000 }], meditating());

  it('does not move a paused clock while the server still runs its own', () => {
    const state = paused();
    for (const serverState of ['MEDITATING', 'COUNTDOWN'] as const satisfies ActiveSessionState[]) {
      expect(practiceReducer(state, { type: 'sync', timer: serverTimer(500, false, t0 + 100_000), serverState, now: t0 + 100_000 })).toBe(state);
    }
  });

  it('takes the server’s figure once the server is paused too', () => {
    const state = practiceReducer(paused(), { type: 'sync', timer: serverTimer(538, true, t0 + 100_000), serverState: 'PAUSED', now: t0 + 100_000 });
    expect(state.timer).toEqual({ kind: 'paused', remainingMs: 538_000 });
  });

  it('does not freeze a running clock on a server that has not taken the resume', () => {
    const resumed = practiceReducer(paused(), { type: 'resume', now: t0 + 90_000 });
    expect(practiceReducer(resumed, { type: 'sync', timer: serverTimer(540, true, t0 + 95_000), serverState: 'PAUSED', now: t0 + 95_000 })).toBe(resumed);
  });

  it('follows the server while both are running', () => {
    const state = practiceReducer(meditating(), { type: 'sync', timer: serverTimer(300, false, t0 + 10_000), serverState: 'MEDITATING', now: t0 + 10_000 });
    expect(remainingSeconds(state.timer!, t0 + 10_000)).toBe(300);
  });

  it('takes a pause or resume made elsewhere, figure and all', () => {
    const state = run([{ type: 'started', sitId: 'sit-1' }, { type: 'tick', now: t0 + 20_000 }], meditating());
    const paused = practiceReducer(state, { type: 'adopt', paused: true, timer: serverTimer(540, true, t0 + 70_000), now: t0 + 70_000 });
    expect(paused.phase).toBe('paused');
    expect(paused.shownSeconds).toBe(540);
    const resumed = practiceReducer(paused, { type: 'adopt', paused: false, timer: serverTimer(540, false, t0 + 90_000), now: t0 + 90_000 });
    expect(resumed.phase).toBe('meditating');
    expect(remainingSeconds(resumed.timer!, t0 + 100_000)).toBe(530);
    expect(practiceReducer(initialPracticeState, { type: 'adopt', paused: true, timer: serverTimer(1, true, t0), now: t0 })).toBe(initialPracticeState);
  });

  it('knows the server’s id of the session once it holds it, and forgets it at the end', () => {
    const state = practiceReducer(meditating(), { type: 'started', sitId: 'sit-9' });
    expect(state.sitId).toBe('sit-9');
    expect(practiceReducer(state, { type: 'finish' }).sitId).toBeNull();
  });

  it('treats countdown and meditating on the server as running', () => {
    expect(agreesWithServer('meditating', 'COUNTDOWN')).toBe(true);
    expect(agreesWithServer('meditating', 'MEDITATING')).toBe(true);
    expect(agreesWithServer('meditating', 'PAUSED')).toBe(false);
    expect(agreesWithServer('paused', 'PAUSED')).toBe(true);
    expect(agreesWithServer('paused', 'MEDITATING')).toBe(false);
  });

  it('asks the server for PAUSED on a pause and MEDITATING on a resume', () => {
    expect(serverStateFor('paused')).toBe('PAUSED');
    expect(serverStateFor('meditating')).toBe('MEDITATING');
  });
});

describe('where the meditation happened', () => {
  it('starts with the place known at the end of the countdown', () => {
    expect(meditating('Lisbon, Portugal').location).toBe('Lisbon, Portugal');
    expect(meditating().location).toBe(UNKNOWN_LOCATION);
  });

  it('keeps a place found during the countdown', () => {
    const state = run([
      { type: 'choose', intention: 'LOVE' },
      { type: 'countdown', now: t0 },
      { type: 'located', location: 'Nairobi, Kenya' },
      { type: 'meditate', timer: localTimer(5, t0 + 3000), location: UNKNOWN_LOCATION, sitKey: 'key-1' },
    ]);
    expect(state.location).toBe('Nairobi, Kenya');
  });

  it('fills in the place when the lookup finishes after the start', () => {
    const state = run([{ type: 'started', sitId: 'sit-1' }, { type: 'located', location: 'Quito, Ecuador' }], meditating());
    expect(state.location).toBe('Quito, Ecuador');
  });

  it('never replaces a known place, and ignores a lookup when no meditation runs', () => {
    expect(practiceReducer(meditating('Oslo, Norway'), { type: 'located', location: 'Bergen, Norway' }).location).toBe(
      'Oslo, Norway',
    );
    expect(practiceReducer(initialPracticeState, { type: 'located', location: 'Oslo, Norway' })).toBe(initialPracticeState);
  });
});

describe('the length of the meditation', () => {
  it('is the chosen length for a meditation started here', () => {
    expect(sessionLength(meditating())).toBe(10);
  });

  it('keeps the server’s length for a restored session, whatever it is', () => {
    const state = practiceReducer(initialPracticeState, {
      type: 'restore',
      phase: 'meditating',
      sitId: 'sit-1',
      sitKey: 'sit-sit-1',
      intention: 'UNITY',
      duration: null,
      minutes: 7,
      timer: serverTimer(200, false, t0),
      location: 'Lima, Peru',
    });
    expect(sessionLength(state)).toBe(7);
    // The starter still offers only 5, 10 or 20.
    expect(state.duration).toBe(5);
    const after = practiceReducer(state, { type: 'finish' });
    expect(sessionLength(after)).toBe(5);
  });

  it('reads only a positive number of minutes from the server', () => {
    expect(serverMinutes(7)).toBe(7);
    expect(serverMinutes(0)).toBeNull();
    expect(serverMinutes(Number.NaN)).toBeNull();
    expect(serverMinutes('10')).toBeNull();
  });
});

describe('the clock on screen', () => {
  /** Deterministic jitter: the same "random" delays on every run. */
  function delays(seed: number): () => number {
    let value = seed;
    return () => {
      value = (value * 1_103_515_245 + 12_345) % 2_147_483_648;
      return value % 700;
    };
  }

  it('never goes up while meditating, whenever the server’s word on its end arrives', () => {
    const start = t0 + 3000;
    // The server's session began when the start call reached it, a little after the local clock started.
    const serverEndsAt = start + 450 + 600_000;
    const latency = delays(7);
    let state = practiceReducer(meditating(), { type: 'started', sitId: 'sit-1' });
    let shown = 600;
    for (let second = 0; second < 180; second += 1) {
      const tickAt = start + second * 1000 + latency() / 7;
      state = practiceReducer(state, { type: 'tick', now: tickAt });
      expect(state.shownSeconds).not.toBeNull();
      expect(state.shownSeconds!).toBeLessThanOrEqual(shown);
      shown = state.shownSeconds!;
      const arrival = tickAt + latency();
      state = practiceReducer(state, { type: 'sync', timer: { kind: 'running', endsAt: serverEndsAt }, serverState: 'MEDITATING', now: arrival });
      expect(state.shownSeconds!).toBeLessThanOrEqual(shown);
      shown = state.shownSeconds!;
      // It holds a second at most; it does not drift away from the server's time.
      expect(shown).toBeGreaterThanOrEqual(Math.ceil((serverEndsAt - arrival) / 1000) - 1);
    }
  });

  it('shows the server’s figure while paused and resumes from it without putting a second back', () => {
    const start = t0 + 3000;
    let state = run(
      [
        { type: 'started', sitId: 'sit-1' },
        { type: 'tick', now: start + 5000 },
        { type: 'pause', now: start + 5200 },
      ],
      meditating(),
    );
    expect(state.shownSeconds).toBe(595);
    // The server paused a moment later than this device and says so.
    state = practiceReducer(state, { type: 'sync', timer: serverTimer(596, true, start + 6000), serverState: 'PAUSED', now: start + 6000 });
    expect(state.shownSeconds).toBe(596);
    state = practiceReducer(state, { type: 'tick', now: start + 30_000 });
    expect(state.shownSeconds).toBe(596);

    state = practiceReducer(state, { type: 'resume', now: start + 40_000 });
    expect(state.shownSeconds).toBe(596);
    // The resume reached the server late, so its first reading is a second more than the clock shows.
    state = practiceReducer(state, { type: 'sync', timer: serverTimer(597, false, start + 40_300), serverState: 'MEDITATING', now: start + 40_300 });
    expect(state.shownSeconds).toBe(596);
    state = practiceReducer(state, { type: 'tick', now: start + 41_400 });
    expect(state.shownSeconds).toBe(596);
    state = practiceReducer(state, { type: 'tick', now: start + 42_400 });
    expect(state.shownSeconds).toBe(595);
  });

  it('forgets the figure when the meditation ends', () => {
    const state = run([{ type: 'tick', now: t0 + 10_000 }, { type: 'stop' }], meditating());
    expect(state.shownSeconds).toBeNull();
  });
});

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
import { localTimer, remainingSeconds, timerFromServer } from './timer';

const t0 = 1_000_000;

function run(actions: PracticeAction[], from: PracticeState = initialPracticeState): PracticeState {
  return actions.reduce(practiceReducer, from);
}

/** A 10-minute Peace meditation that has just left its countdown. */
function meditating(location = UNKNOWN_LOCATION): PracticeState {
  return run([
    { type: 'choose', intention: 'PEACE', duration: 10 },
    { type: 'countdown', now: t0 },
    { type: 'meditate', timer: localTimer(10, t0 + 3000), location },
  ]);
}

describe('starting on the server', () => {
  it('keeps the clock that started at the end of the countdown when the server answers', () => {
    const state = practiceReducer(meditating(), { type: 'started' });
    expect(state.serverBacked).toBe(true);
    // 40 s have passed by the time the answer is applied: the clock is not set back to 10:00.
    expect(remainingSeconds(state.timer!, t0 + 3000 + 40_000)).toBe(560);
  });

  it('keeps a pause made before the server answered', () => {
    const paused = practiceReducer(meditating(), { type: 'pause', now: t0 + 13_000 });
    const state = practiceReducer(paused, { type: 'started' });
    expect(state.phase).toBe('paused');
    expect(state.timer).toEqual({ kind: 'paused', remainingMs: 590_000 });
  });

  it('ignores an answer that arrives after the meditation ended', () => {
    const stopped = practiceReducer(meditating(), { type: 'stop' });
    expect(practiceReducer(stopped, { type: 'started' })).toBe(stopped);
  });
});

describe('reading the time left from the server', () => {
  const paused = () => run([{ type: 'started' }, { type: 'pause', now: t0 + 63_000 }], meditating());

  it('does not move a paused clock while the server still runs its own', () => {
    const state = paused();
    for (const serverState of ['MEDITATING', 'COUNTDOWN'] as const satisfies ActiveSessionState[]) {
      expect(practiceReducer(state, { type: 'sync', seconds: 500, serverState, now: t0 + 100_000 })).toBe(state);
    }
  });

  it('takes the server’s figure once the server is paused too', () => {
    const state = practiceReducer(paused(), { type: 'sync', seconds: 538, serverState: 'PAUSED', now: t0 + 100_000 });
    expect(state.timer).toEqual({ kind: 'paused', remainingMs: 538_000 });
  });

  it('does not freeze a running clock on a server that has not taken the resume', () => {
    const resumed = practiceReducer(paused(), { type: 'resume', now: t0 + 90_000 });
    expect(practiceReducer(resumed, { type: 'sync', seconds: 540, serverState: 'PAUSED', now: t0 + 95_000 })).toBe(resumed);
  });

  it('follows the server while both are running', () => {
    const state = practiceReducer(meditating(), { type: 'sync', seconds: 300, serverState: 'MEDITATING', now: t0 + 10_000 });
    expect(remainingSeconds(state.timer!, t0 + 10_000)).toBe(300);
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
      { type: 'meditate', timer: localTimer(5, t0 + 3000), location: UNKNOWN_LOCATION },
    ]);
    expect(state.location).toBe('Nairobi, Kenya');
  });

  it('fills in the place when the lookup finishes after the start', () => {
    const state = run([{ type: 'started' }, { type: 'located', location: 'Quito, Ecuador' }], meditating());
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
      intention: 'UNITY',
      duration: null,
      minutes: 7,
      timer: timerFromServer(200, false, t0),
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

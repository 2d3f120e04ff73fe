import {
  isRestorable,
  localTimer,
  pauseTimer,
  remainingSeconds,
  restoredPhase,
  resumeTimer,
  sitTimer,
} from './timer';

const t0 = 1_000_000;

describe('meditation clock', () => {
  it('counts a local session down from duration × 60 seconds', () => {
    const timer = localTimer(5, t0);
    expect(remainingSeconds(timer, t0)).toBe(300);
    expect(remainingSeconds(timer, t0 + 1_000)).toBe(299);
    expect(remainingSeconds(timer, t0 + 299_001)).toBe(1);
    expect(remainingSeconds(timer, t0 + 300_000)).toBe(0);
  });

  it('is right after the tab slept in the background: time left comes from the end time', () => {
    const timer = localTimer(10, t0);
    // No ticks for four minutes, then one look at the clock.
    expect(remainingSeconds(timer, t0 + 240_000)).toBe(360);
    expect(remainingSeconds(timer, t0 + 3_600_000)).toBe(0);
  });

  it('freezes while paused and continues from the same point on resume', () => {
    const paused = pauseTimer(localTimer(5, t0), t0 + 60_000);
    expect(remainingSeconds(paused, t0 + 60_000)).toBe(240);
    expect(remainingSeconds(paused, t0 + 600_000)).toBe(240);
    const resumed = resumeTimer(paused, t0 + 600_000);
    expect(remainingSeconds(resumed, t0 + 600_000)).toBe(240);
    expect(remainingSeconds(resumed, t0 + 610_000)).toBe(230);
  });

  it('ignores a second pause or resume', () => {
    const running = localTimer(5, t0);
    expect(resumeTimer(running, t0 + 5)).toBe(running);
    const paused = pauseTimer(running, t0 + 5);
    expect(pauseTimer(paused, t0 + 50)).toBe(paused);
  });

  it('runs a sit the server holds from its start, its length and every pause before', () => {
    const start = '2025-01-10T12:00:00.000Z';
    const at = (iso: string) => Date.parse(iso);
    const running = sitTimer({ paused: false, duration: 5, startTime: start, pausedAt: null, totalPausedMs: 45_000 }, at('2025-01-10T12:01:00.000Z'));
    expect(running).toEqual({ kind: 'running', endsAt: at('2025-01-10T12:05:45.000Z') });
    expect(remainingSeconds(running, at('2025-01-10T12:02:00.000Z'))).toBe(225);
    // Paused 2 min 45 s after the start, 45 s of it in earlier pauses: 3 minutes were left, however long ago.
    const paused = sitTimer({ paused: true, duration: 5, startTime: start, pausedAt: '2025-01-10T12:02:45.000Z', totalPausedMs: 45_000 }, at('2025-01-10T13:00:00.000Z'));
    expect(paused).toEqual({ kind: 'paused', remainingMs: 180_000 });
    expect(remainingSeconds(sitTimer({ paused: false, duration: 5, startTime: start, totalPausedMs: 0 }, 0), at('2025-01-10T13:00:00.000Z'))).toBe(0);
  });
});

describe('restoring a session on load', () => {
  it('restores meditating, paused and countdown sessions with time left', () => {
    expect(isRestorable({ state: 'MEDITATING', remainingSeconds: 10 })).toBe(true);
    expect(isRestorable({ state: 'PAUSED', remainingSeconds: 10 })).toBe(true);
    expect(isRestorable({ state: 'COUNTDOWN', remainingSeconds: 10 })).toBe(true);
  });

  it("leaves a group sit to its session's page", () => {
    expect(isRestorable({ state: 'MEDITATING', remainingSeconds: 10, groupSessionId: '0f5d7f3e-1111-4c2a-9a4e-000000000001' })).toBe(false);
    expect(isRestorable({ state: 'MEDITATING', remainingSeconds: 10, groupSessionId: null })).toBe(true);
  });

  it('leaves finished or missing sessions alone', () => {
    expect(isRestorable({ state: 'MEDITATING', remainingSeconds: 0 })).toBe(false);
    expect(isRestorable({ state: 'PAUSED', remainingSeconds: -5 })).toBe(false);
    expect(isRestorable(null)).toBe(false);
  });

  it('restores a countdown as meditating', () => {
    expect(restoredPhase('COUNTDOWN')).toBe('meditating');
    expect(restoredPhase('MEDITATING')).toBe('meditating');
    expect(restoredPhase('PAUSED')).toBe('paused');
  });
});

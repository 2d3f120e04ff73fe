import { projectedEnd, remainingSeconds, transition, type SessionTiming } from './timing.js';

const start = new Date('2025-01-10T12:00:00.000Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

function session(overrides: Partial<SessionTiming> = {}): SessionTiming {
  return { state: 'meditating', duration: 5, startTime: start, pausedAt: null, totalPausedMs: 0, ...overrides };
}

describe('time left in a meditation', () => {
  it('starts at the full length and counts down with the clock', () => {
    expect(remainingSeconds(session(), at(0))).toBe(300);
    expect(remainingSeconds(session(), at(60))).toBe(240);
    expect(remainingSeconds(session({ state: 'countdown' }), at(90))).toBe(210);
  });

  it('rounds part of a second up, so it reaches 0 only when the full length has passed', () => {
    expect(remainingSeconds(session(), new Date(start.getTime() + 500))).toBe(300);
    expect(remainingSeconds(session(), new Date(start.getTime() + 299_999))).toBe(1);
    expect(remainingSeconds(session(), at(300))).toBe(0);
  });

  it('never goes below 0 once the meditation is over', () => {
    expect(remainingSeconds(session(), at(10_000))).toBe(0);
  });

  it('stands still while paused and carries on from the same point after resuming', () => {
    let timing = session();
    timing = { ...timing, ...transition(timing, 'paused', at(60)) };
    expect(remainingSeconds(timing, at(60))).toBe(240);
    expect(remainingSeconds(timing, at(180))).toBe(240);
    timing = { ...timing, ...transition(timing, 'meditating', at(180)) };
    expect(timing.totalPausedMs).toBe(120_000);
    expect(remainingSeconds(timing, at(210))).toBe(210);
    expect(projectedEnd(timing, at(210)).toISOString()).toBe(at(420).toISOString());
  });

  it('adds up several pauses', () => {
    let timing = session({ duration: 10 });
    for (const [pauseAt, resumeAt] of [
      [30, 45],
      [100, 160],
    ] as const) {
      timing = { ...timing, ...transition(timing, 'paused', at(pauseAt)) };
      timing = { ...timing, ...transition(timing, 'meditating', at(resumeAt)) };
    }
    expect(timing.totalPausedMs).toBe(75_000);
    expect(remainingSeconds(timing, at(200))).toBe(600 - 125);
  });

  it('keeps the first pause time when a pause is sent twice', () => {
    let timing = session();
    timing = { ...timing, ...transition(timing, 'paused', at(60)) };
    timing = { ...timing, ...transition(timing, 'paused', at(90)) };
    expect(timing.pausedAt?.toISOString()).toBe(at(60).toISOString());
    timing = { ...timing, ...transition(timing, 'meditating', at(120)) };
    expect(timing.totalPausedMs).toBe(60_000);
  });

  it('treats resuming a running meditation as nothing to do', () => {
    const timing = session({ totalPausedMs: 5_000 });
    expect(transition(timing, 'meditating', at(50))).toEqual({ state: 'meditating', pausedAt: null, totalPausedMs: 5_000 });
  });
});

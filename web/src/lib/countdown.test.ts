import { COUNTDOWN_READ_MS, nextReadInMs, secondsUntil } from './countdown';

describe('secondsUntil', () => {
  it('counts whole seconds left to the end, rounding a started second up', () => {
    expect(secondsUntil(100_000, 40_000, 300)).toBe(60);
    expect(secondsUntil(100_000, 40_001, 300)).toBe(60);
    expect(secondsUntil(100_000, 40_999, 300)).toBe(60);
    expect(secondsUntil(100_000, 41_000, 300)).toBe(59);
  });

  it('stays within zero and the length of the session', () => {
    expect(secondsUntil(100_000, 100_500, 300)).toBe(0);
    expect(secondsUntil(100_000, -1_000_000, 300)).toBe(300);
    expect(secondsUntil(Number.NaN, 0, 300)).toBe(300);
  });
});

describe('when the countdown reads the clock next', () => {
  it("wakes just after the next second's turn when that comes sooner than the longest wait", () => {
    expect(nextReadInMs(10_000, 9_900)).toBe(101);
    expect(nextReadInMs(10_000, 8_999)).toBe(2);
  });

  it('never waits longer than the longest wait, nor counts on a clock past the end', () => {
    expect(nextReadInMs(10_000, 9_000)).toBe(COUNTDOWN_READ_MS);
    expect(nextReadInMs(10_000, 5_500)).toBe(COUNTDOWN_READ_MS);
    expect(nextReadInMs(10_000, 12_000)).toBe(COUNTDOWN_READ_MS);
  });
});

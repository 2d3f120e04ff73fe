import { secondsUntil } from './countdown';

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

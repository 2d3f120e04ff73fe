import { goalProgress, summarizeToday } from './progress';

describe('goalProgress', () => {
  it('is minutes against the 20-minute goal as a whole-number percentage', () => {
    expect(goalProgress(0)).toBe(0);
    expect(goalProgress(5)).toBe(25);
    expect(goalProgress(10)).toBe(50);
    expect(goalProgress(7)).toBe(35);
    expect(goalProgress(3)).toBe(15);
    expect(goalProgress(1)).toBe(5);
    expect(Number.isInteger(goalProgress(13))).toBe(true);
  });

  it('never goes above 100', () => {
    expect(goalProgress(20)).toBe(100);
    expect(goalProgress(45)).toBe(100);
  });

  it('treats nonsense as no progress', () => {
    expect(goalProgress(-5)).toBe(0);
    expect(goalProgress(Number.NaN)).toBe(0);
  });
});

describe('summarizeToday', () => {
  it('counts sessions and adds up their minutes', () => {
    expect(summarizeToday([{ duration: 5 }, { duration: 10 }])).toEqual({ sessions: 2, minutes: 15 });
    expect(summarizeToday([])).toEqual({ sessions: 0, minutes: 0 });
  });
});

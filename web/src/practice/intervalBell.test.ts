import { intervalBellDue, type IntervalBells } from './intervalBell';

const MINUTE = 60_000;

/** Reads the clock of a sit of `length` minutes every `stepMs`, and answers the moments (ms sat) a soft bell rang. */
function ringsOver(length: number, intervalMinutes: number, stepMs: number, startAtMs = 0): number[] {
  const rung: number[] = [];
  let bells: IntervalBells = { passed: Math.floor(startAtMs / Math.max(1, intervalMinutes * MINUTE)) };
  if (intervalMinutes === 0) bells = { passed: 0 };
  for (let elapsed = startAtMs; elapsed <= length * MINUTE; elapsed += stepMs) {
    const due = intervalBellDue(elapsed, length * MINUTE - elapsed, intervalMinutes, bells);
    bells = due.bells;
    if (due.ring) rung.push(elapsed);
  }
  return rung;
}

describe('interval bells', () => {
  it('ring every minute of a five-minute sit, but not at its end, where the closing bell sounds', () => {
    expect(ringsOver(5, 1, 1000)).toEqual([1, 2, 3, 4].map((minute) => minute * MINUTE));
  });

  it('ring every 2 or 5 minutes of a twenty-minute sit', () => {
    expect(ringsOver(20, 2, 1000)).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18].map((minute) => minute * MINUTE));
    expect(ringsOver(20, 5, 1000)).toEqual([5, 10, 15].map((minute) => minute * MINUTE));
  });

  it('ring none when off', () => {
    expect(ringsOver(10, 0, 1000)).toEqual([]);
  });

  it('ring a bell a few seconds late, as a slowed tab reads the clock, but skip one long past', () => {
    // Read every 7 s: each minute's bell rings at the first reading after it.
    expect(ringsOver(5, 1, 7000)).toHaveLength(4);
    // Back after 90 s in the background: the bell at 1:00 is not rung at 1:30; the one at 2:00 is.
    const asleep = intervalBellDue(90_000, 210_000, 1, { passed: 0 });
    expect(asleep).toEqual({ ring: false, bells: { passed: 1 } });
    expect(intervalBellDue(121_000, 179_000, 1, asleep.bells)).toEqual({ ring: true, bells: { passed: 2 } });
  });

  it('never rings twice for one moment, even when the clock is read again or steps back', () => {
    const first = intervalBellDue(60_500, 239_500, 1, { passed: 0 });
    expect(first.ring).toBe(true);
    expect(intervalBellDue(60_900, 239_100, 1, first.bells).ring).toBe(false);
    expect(intervalBellDue(59_000, 241_000, 1, first.bells).ring).toBe(false);
    expect(intervalBellDue(61_000, 239_000, 1, first.bells).ring).toBe(false);
  });
});

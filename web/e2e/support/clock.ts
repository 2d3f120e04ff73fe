import { beforeAll, afterAll } from '@jest/globals';
import { advanceControlledClock, takeControlledClockTurn } from '@peace/kit';
import { browserTimeZone } from './app';

/** The stack's Redis, whose controlled clock every service and the gateway read. */
export const stackRedisUrl = process.env.PEACE_STACK_REDIS_URL;

/** What a suite that moves the stack's clock needs: the stack the global setup starts (no PEACE_BASE_URL given). */
export const clockNeeds = {
  "the stack's Redis, whose clock it moves (PEACE_STACK_REDIS_URL, set when the global setup starts the stack, i.e. without PEACE_BASE_URL)": Boolean(stackRedisUrl),
};

/** How far the stack's clock is ahead of this machine's (moving it by nothing only reads it). */
export async function stackClockOffset(): Promise<number> {
  return advanceControlledClock(stackRedisUrl!, 0);
}

/** Moves the stack's clock forward by ms; answers its new offset from this machine's clock. */
export async function advanceStackClock(ms: number): Promise<number> {
  return advanceControlledClock(stackRedisUrl!, ms);
}

/**
 * Makes the calling suite wait for its turn with the stack's clock before its first case and give
 * the turn back after its last: suites that move the clock forward, or need it to run undisturbed,
 * take turns, so that one's jump never carries another's scheduled session past its start or
 * makes a page measure the clock again mid-case. Call inside the suite's describe.
 */
export function takeTurnsWithTheClock(): void {
  let giveBack: (() => Promise<void>) | undefined;
  // Every other clock-moving suite may run first: a few minutes between them all.
  const waitMs = 8 * 60_000;
  beforeAll(async () => {
    giveBack = await takeControlledClockTurn(stackRedisUrl!, waitMs);
  }, waitMs + 10_000);
  afterAll(async () => {
    await giveBack?.();
  });
}

/** An instant as a datetime-local field holds it, in the browser's zone. */
export function datetimeLocal(instant: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: browserTimeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}`;
}

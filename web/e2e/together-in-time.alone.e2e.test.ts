// Twenty devices whose clocks are wrong by up to two hours either way, behind networks of
// different speeds, watch one live group session: every countdown must reach zero at the
// session's end by the server's clock, within a quarter of a second of each other.
import type { Browser, BrowserContext } from 'playwright-core';
import { chromium } from 'playwright-core';
import { baseUrl, chromiumFlags, describeNeeding, signedInNeeds } from './support/app';
import { advanceStackClock, clockNeeds, stackClockOffset } from './support/clock';
import { foregroundFlags, LEFT_AFTER_MOVE_MS, openPageWith, SETTLE_MS, sessionEndsAt, spreadConditions, spreadOf, startSessionNow, watchZero } from './support/together';

const PAGES = 20;
const TOLERANCE_MS = 250;
/** Long enough for every page to open first however busy the machine; the clock then skips most of it. */
const SESSION_MINUTES = 5;

describeNeeding({ ...signedInNeeds, ...clockNeeds }, 'together in time', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: [...chromiumFlags, ...foregroundFlags] });
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
  });

  it(`brings ${PAGES} skewed, unevenly delayed pages to zero within ${TOLERANCE_MS} ms of the session's end`, async () => {
    const id = await startSessionNow(browser, baseUrl, Date.now() + (await stackClockOffset()), SESSION_MINUTES);
    const endsAt = await sessionEndsAt(baseUrl, id);
    const conditions = spreadConditions(PAGES);

    const pages = await Promise.all(
      conditions.map(async (condition) => {
        const { context, page } = await openPageWith(browser, baseUrl, condition);
        contexts.push(context);
        await page.goto(`/groups/${id}`, { timeout: 90_000 });
        await page.getByText('Live meditation session', { exact: true }).waitFor({ timeout: 90_000 });
        return page;
      }),
    );
    const zeroes = await Promise.all(pages.map((page) => watchZero(page)));
    await new Promise((settled) => setTimeout(settled, SETTLE_MS));

    // Near the end by the server's clock, so that the test waits seconds rather than a minute.
    const skip = endsAt - (Date.now() + (await stackClockOffset())) - LEFT_AFTER_MOVE_MS;
    expect(skip).toBeGreaterThan(0);
    const offset = await advanceStackClock(skip);
    const seen = await Promise.all(zeroes.map((zero) => zero()));
    const reached = seen.map(({ zeroMs }) => zeroMs + offset);

    const { errors, spreadMs, worstMs } = spreadOf(reached, endsAt);
    const lastSecond = (i: number) => {
      const at = seen[i]!.lastSecondMs;
      return at === null ? '    never' : `${(at + offset - (endsAt - 1000)).toFixed(0).padStart(6)} ms`;
    };
    const table = conditions.map(
      (condition, i) =>
        `${String(i + 1).padStart(2)}  skew ${(condition.skewMs / 60_000).toFixed(0).padStart(5)} min  delay ${String(condition.latencyMs).padStart(3)} ms  error ${errors[i]!.toFixed(0).padStart(5)} ms  (0:01 ${lastSecond(i)})`,
    );
    process.stdout.write(`zero against the session's end, spread ${spreadMs.toFixed(0)} ms:\n${table.join('\n')}\n`);
    expect(spreadMs).toBeLessThanOrEqual(TOLERANCE_MS);
    expect(worstMs).toBeLessThanOrEqual(TOLERANCE_MS);
  }, 180_000);
});

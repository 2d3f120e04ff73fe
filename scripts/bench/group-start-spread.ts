// How closely N pages reach the end of one live group session together, each with its own clock
// error (from two hours behind to two hours ahead) and its own network delay: their spread (latest
// less earliest zero) and each page's error against the session's end by the server's clock.
// Run: npm run bench:group-spread  (PAGES=40 to change the number of pages)
import { fileURLToPath } from 'node:url';
import { setControlledClock, advanceControlledClock } from '@peace/kit';
import type { Infrastructure } from '@peace/scripts/harness';
import { chromium } from 'playwright-core';
import { chromiumFlags } from '../../web/e2e/support/chromium.js';
import { foregroundFlags, LEFT_AFTER_MOVE_MS, openPageWith, SETTLE_MS, sessionEndsAt, spreadConditions, spreadOf, startSessionNow, watchZero } from '../../web/e2e/support/together.js';
import { runAlone, type BenchRow, type BenchScenario } from './lib/result.js';
import { withStack } from './lib/stack.js';

const pages = Number(process.env['PAGES'] ?? 20);
const leftAfterMoveMs = Number(process.env['LEFT_MS'] ?? LEFT_AFTER_MOVE_MS);
/** Long enough for every page to open first; the clock then skips most of it. */
const SESSION_MINUTES = 5;
const GOAL_MS = 250;

async function run(): Promise<BenchRow[]> {
  let offset = 0;
  const setClock = async (infra: Infrastructure) => {
    offset = await setControlledClock(infra.redisUrl, Date.now());
  };
  return withStack({ testClock: true, env: { LOG_LEVEL: 'warn' }, beforeStack: setClock }, async (infra, stack) => {
    const browser = await chromium.launch({ executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium', args: [...chromiumFlags, ...foregroundFlags] });
    try {
      const id = await startSessionNow(browser, stack.baseUrl, Date.now() + offset, SESSION_MINUTES);
      const endsAt = await sessionEndsAt(stack.baseUrl, id);
      const conditions = spreadConditions(pages);
      console.log(`Opening ${pages} pages on one live session…`);
      const opened = await Promise.all(
        conditions.map(async (condition) => {
          const { page } = await openPageWith(browser, stack.baseUrl, condition);
          await page.goto(`/groups/${id}`, { timeout: 60_000 });
          await page.getByText('Live meditation session', { exact: true }).waitFor({ timeout: 60_000 });
          return page;
        }),
      );
      const zeroes = await Promise.all(opened.map((page) => watchZero(page)));
      await new Promise((settled) => setTimeout(settled, SETTLE_MS));
      const skip = endsAt - (Date.now() + offset) - leftAfterMoveMs;
      if (skip <= 0) throw new Error(`the pages took too long to open: ${-skip} ms past the moment to move the clock`);
      offset = await advanceControlledClock(infra.redisUrl, skip);
      const reached = (await Promise.all(zeroes.map((zero) => zero()))).map(({ zeroMs }) => zeroMs + offset);
      const { errors, spreadMs, worstMs } = spreadOf(reached, endsAt);

      console.log(`\n${pages} pages, clocks -2 h … +2 h, one-way delays 0 … 300 ms:\n`);
      console.log('page   clock skew   one-way delay   zero vs endsAt');
      conditions.forEach((condition, i) => {
        const skew = `${condition.skewMs >= 0 ? '+' : ''}${(condition.skewMs / 60_000).toFixed(0)} min`;
        console.log(`${String(i + 1).padStart(4)}   ${skew.padStart(10)}   ${`${condition.latencyMs} ms`.padStart(13)}   ${`${errors[i]! >= 0 ? '+' : ''}${errors[i]!.toFixed(0)} ms`.padStart(14)}`);
      });
      const sorted = [...errors].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      const name = 'group spread';
      return [
        { scenario: name, what: `spread of ${pages} pages' zero (latest - earliest)`, value: spreadMs, unit: 'ms', better: 'lower', goal: `≤ ${GOAL_MS} ms`, met: spreadMs <= GOAL_MS },
        { scenario: name, what: 'worst page error against endsAt', value: worstMs, unit: 'ms', better: 'lower' },
        { scenario: name, what: 'median page error against endsAt', value: median, unit: 'ms', better: 'lower' },
      ];
    } finally {
      await browser.close();
    }
  });
}

export const scenario: BenchScenario = { name: 'group spread', run };

if (process.argv[1] === fileURLToPath(import.meta.url)) await runAlone(scenario);

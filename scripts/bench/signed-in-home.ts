// A signed-in person's fresh load of the home, which the gateway renders with their data (one
// operation as them, the web's components rendered to HTML): measured beside the plain shell the
// same gateway sends the same person when it does not know their time zone (the built
// index.html from disk), in the same run, one after the other. The person has meditations of their
// own, so every card has something to show. The load comes from autocannon in its own process.
// Run: npm run bench -- signed-in-home  (SECONDS=8 CONNECTIONS=16 to change the load)
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE } from '@peace/kit';
import { startInfrastructure, startStack } from '@peace/scripts/harness';
import { Browser, signInThroughProvider } from '@peace/identity/testing';
import { loadAverage } from './lib/cpu.js';
import { runLoad, type LoadResult } from './lib/load.js';
import { runAlone, type BenchRow, type BenchScenario } from './lib/result.js';

const seconds = Number(process.env['SECONDS'] ?? 8);
const connections = Number(process.env['CONNECTIONS'] ?? 16);
const SCENARIO = 'signed-in home';
const TIME_ZONE = 'Europe/Oslo';
/** The data block only a rendered home carries (web/src/prerender/document.ts). */
const RENDERED = 'id="peace-signed-in"';

async function run(): Promise<BenchRow[]> {
  const infra = await startInfrastructure();
  const stack = await startStack({ infra, env: { LOG_LEVEL: 'warn' } });
  try {
    const browser = new Browser();
    await signInThroughProvider(browser, `${stack.baseUrl}/api/login`, { email: 'bench-home@example.org', firstName: 'Bench', lastName: 'Home' });
    const sid = browser.cookie(new URL(stack.baseUrl).hostname, SESSION_COOKIE);
    if (!sid) throw new Error('signing in left no session cookie');
    // Ten meditations over the last days, so the recent list, today's figures and the suggestions have something in them.
    for (let i = 0; i < 10; i++) {
      const completed = await browser.request(`${stack.baseUrl}/api/meditation-sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stack.baseUrl },
        body: JSON.stringify({ intention: 'Peace', location: 'Bench', duration: 5, startedAt: new Date(Date.now() - (i * 7 + 1) * 3_600_000).toISOString(), timeZone: TIME_ZONE }),
      });
      if (completed.status !== 201) throw new Error(`recording a meditation answered ${completed.status}: ${await completed.text()}`);
    }
    const shellCookie = `${SESSION_COOKIE}=${sid}`;
    const homeCookie = `${shellCookie}; peace.tz=${TIME_ZONE}`;
    const url = `${stack.baseUrl}/`;
    // Each answer must be what it stands for before its speed means anything.
    const rendered = await (await fetch(url, { headers: { cookie: homeCookie } })).text();
    const shell = await (await fetch(url, { headers: { cookie: shellCookie } })).text();
    if (!rendered.includes(RENDERED) || !rendered.includes('Bench')) throw new Error(`the home was not rendered: ${rendered.slice(0, 300)}`);
    if (shell.includes(RENDERED)) throw new Error('the plain shell carries a rendered home');

    const measure = (cookie: string, duration = seconds): Promise<LoadResult> => runLoad({ url, headers: { cookie }, connections, seconds: duration });
    console.log(`${seconds} s per measurement, ${connections} connections, ${os.cpus().length} cores shared by everything; load average ${loadAverage()}`);
    await measure(homeCookie, 2);
    await measure(shellCookie, 2);
    const plain = await measure(shellCookie);
    const home = await measure(homeCookie);
    for (const [what, result] of [['rendered home', home], ['plain shell', plain]] as const) {
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${what}: ${result.non2xx} answers outside 2xx and ${result.errors} errors under load`);
    }
    // Under load the gateway still renders rather than falling back to the shell.
    const underLoad = await (await fetch(url, { headers: { cookie: homeCookie } })).text();
    if (!underLoad.includes(RENDERED)) throw new Error('after the load, the home was no longer rendered');
    console.log(
      `rendered home ${Math.round(home.requestsPerSecond)} req/s p50 ${home.p50} ms p99 ${home.p99} ms · plain shell ${Math.round(plain.requestsPerSecond)} req/s p50 ${plain.p50} ms p99 ${plain.p99} ms · ${Math.round(rendered.length / 1024)} KiB against ${Math.round(shell.length / 1024)} KiB · load average ${loadAverage()}`,
    );
    const anchor = (value: number) => ({ what: 'the plain shell, same person', value });
    return [
      { scenario: SCENARIO, what: 'GET / rendered with the person’s data: throughput', value: home.requestsPerSecond, unit: 'req/s', better: 'higher', anchor: anchor(plain.requestsPerSecond) },
      { scenario: SCENARIO, what: 'GET / rendered with the person’s data: p50', value: home.p50, unit: 'ms', better: 'lower', anchor: anchor(plain.p50) },
      { scenario: SCENARIO, what: 'GET / rendered with the person’s data: p99', value: home.p99, unit: 'ms', better: 'lower', anchor: anchor(plain.p99) },
    ];
  } finally {
    await stack.stop();
    await infra.stop();
  }
}

export const scenario: BenchScenario = { name: SCENARIO, run };

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await runAlone(scenario);

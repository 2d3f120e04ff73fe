/// <reference lib="dom" />
// Pages that disagree about the time and sit behind networks of different speeds, all on one
// group session: what the "together in time" test and the start-spread benchmark drive.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signIn, uniqueEmail } from './sign-in.js';

export interface PageConditions {
  /** How far the page's clock (Date, Date.now) is from the real one. */
  skewMs: number;
  /** One-way delay added to every request and every live-socket message, each way. */
  latencyMs: number;
}

const HOUR = 3_600_000;

/**
 * The clock is moved near the session's end once the pages have done what opening asks of them,
 * their second clock burst the last of it (2.5 s after the first, 1.2 s long: web/src/live/socket):
 * moved while many pages still open at once, it tests the machine rather than the pages.
 */
export const SETTLE_MS = 5_000;

/**
 * Left of the session when the clock is moved near its end: enough for every page to measure the
 * moved clock again, in both of its bursts, with answers slowed by the busiest of moments.
 */
export const LEFT_AFTER_MOVE_MS = 8_000;

/**
 * Each page stands for a device whose person is looking at it; a browser holding twenty of them
 * would otherwise treat most as background tabs and slow their timers down.
 */
export const foregroundFlags = ['--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows'];

/**
 * n pages' conditions, spread on purpose: clocks from two hours behind to two hours ahead, and
 * one-way delays from none to 300 ms, mixed so that the slowest network is not the most skewed clock.
 */
export function spreadConditions(n: number): PageConditions[] {
  return Array.from({ length: n }, (_, i) => ({
    skewMs: n === 1 ? 0 : Math.round(-2 * HOUR + (4 * HOUR * i) / (n - 1)),
    latencyMs: ((i * 7) % n) * Math.round(300 / Math.max(1, n - 1)),
  }));
}

/** Runs in the page before its own scripts: a clock off by skewMs and a live socket slowed by latencyMs each way. */
function skewAndSlow({ skewMs, latencyMs }: PageConditions): void {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  (window as unknown as { __realNow: () => number }).__realNow = realNow;
  class SkewedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(realNow() + skewMs);
      else super(...(args as [string]));
    }
    static override now(): number {
      return realNow() + skewMs;
    }
  }
  window.Date = SkewedDate as DateConstructor;

  const RealSocket = window.WebSocket;
  class SlowSocket extends RealSocket {
    private handler: ((this: WebSocket, event: MessageEvent) => unknown) | null = null;
    override send(data: Parameters<WebSocket['send']>[0]): void {
      setTimeout(() => {
        if (this.readyState === RealSocket.OPEN) super.send(data);
      }, latencyMs);
    }
    override get onmessage() {
      return this.handler;
    }
    override set onmessage(handler) {
      this.handler = handler;
      super.onmessage = handler ? (event: MessageEvent) => setTimeout(() => handler.call(this, event), latencyMs) : null;
    }
  }
  window.WebSocket = SlowSocket;
}

/** Pages sign in one after another: twenty sign-in forms posted at once kept the provider from answering within 30 s. */
let signingIn: Promise<unknown> = Promise.resolve();

/** A fresh page whose clock and network are as given (requests slowed through the browser's own network emulation). */
export async function openPageWith(browser: Browser, baseUrl: string, conditions: PageConditions): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, reducedMotion: 'reduce', timezoneId: 'Europe/Oslo', locale: 'en-US' });
  await context.addInitScript(() => {
    (window as unknown as { __PEACE_CONFIG__: unknown }).__PEACE_CONFIG__ = { externalLookups: false };
  });
  const page = await context.newPage();
  // A signed-out visitor is shown the sign-in card, not the live sit: each page is a person of its own.
  const signedIn = signingIn.then(() => signIn(page, { email: uniqueEmail('together'), waitUntil: 'commit' }));
  signingIn = signedIn.catch(() => undefined);
  await signedIn;
  const host = new URL(baseUrl).hostname;
  await context.route(
    (url) => url.hostname !== host,
    (route) => route.abort('blockedbyclient'),
  );
  // Some TypeScript runners (tsx) name functions through a helper the page does not have.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await context.addInitScript(skewAndSlow, conditions);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: conditions.latencyMs * 2, downloadThroughput: -1, uploadThroughput: -1 });
  return { context, page };
}

/** When a page's countdown reached zero, and the second before it, as real instants (this machine's clock, not the page's). */
export interface ZeroSeen {
  zeroMs: number;
  /** When it turned to 0:01, or null when the page never showed that second (it learnt the clock later). */
  lastSecondMs: number | null;
}

/**
 * Resolves with when the page's group countdown reached zero: when it shows 0:00 or, since zero
 * closes the sit at once, when it goes. The turn to the last second is kept too: a page late on
 * both measured the clock wrong; a page late only at zero was kept from painting it. Call it while
 * the countdown is running.
 */
export async function watchZero(page: Page): Promise<() => Promise<ZeroSeen>> {
  // Installed now, read later: the watch must be in place before the clock moves.
  await page.evaluate(() => {
    const realNow = (window as unknown as { __realNow: () => number }).__realNow;
    const timer = document.querySelector('[role="timer"]');
    const reached = () => !timer || !timer.isConnected || timer.textContent === '0:00';
    let lastSecondMs: number | null = null;
    (window as unknown as { __zero: Promise<ZeroSeen> }).__zero = new Promise<ZeroSeen>((resolve) => {
      const observer = new MutationObserver(() => {
        if (reached()) {
          observer.disconnect();
          resolve({ zeroMs: realNow(), lastSecondMs });
        } else if (lastSecondMs === null && timer?.textContent === '0:01') lastSecondMs = realNow();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      if (reached()) resolve({ zeroMs: realNow(), lastSecondMs });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __zero: Promise<ZeroSeen> }).__zero);
}

export interface Spread {
  /** Each page's error against the session's end, in ms (positive: late). */
  errors: number[];
  /** Latest less earliest zero, in ms. */
  spreadMs: number;
  worstMs: number;
}

export function spreadOf(zeroes: readonly number[], endsAtMs: number): Spread {
  const errors = zeroes.map((zero) => zero - endsAtMs);
  return { errors, spreadMs: Math.max(...zeroes) - Math.min(...zeroes), worstMs: Math.max(...errors.map(Math.abs)) };
}

/** Reads the session's end instant through the graph, as its page does. */
export async function sessionEndsAt(baseUrl: string, id: string): Promise<number> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ query: 'query Ends($id: ID!) { groupSession(id: $id) { status endsAt } }', variables: { id } }),
  });
  const body = (await response.json()) as { data?: { groupSession: { status: string; endsAt: string } | null } };
  const session = body.data?.groupSession;
  if (session?.status !== 'ACTIVE') throw new Error(`session ${id} is not active: ${JSON.stringify(body)}`);
  return new Date(session.endsAt).getTime();
}

/**
 * Schedules a session of `minutes` starting now by the stack's clock and starts it, as its
 * creator, signed in through the sign-in page in a context of its own; answers its id.
 */
export async function startSessionNow(browser: Browser, baseUrl: string, stackNowMs: number, minutes: number): Promise<string> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await signIn(page, { email: uniqueEmail('together-host') });
    const headers = { origin: new URL(baseUrl).origin };
    const created = await context.request.post('/api/group-sessions', {
      headers,
      data: { name: 'Together in time', description: '', intention: 'Peace', scheduledStart: new Date(stackNowMs).toISOString(), duration: minutes, maxParticipants: 100 },
    });
    if (created.status() !== 201) throw new Error(`create answered ${created.status()}: ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    const started = await context.request.post(`/api/group-sessions/${id}/start`, { headers });
    if (!started.ok()) throw new Error(`start answered ${started.status()}: ${await started.text()}`);
    return id;
  } finally {
    await context.close();
  }
}

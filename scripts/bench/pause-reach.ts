// How fast a pause made on one device reaches another device's page: one signed-in person with two
// live sockets (two devices), 100 pauses made through the API, each followed by a resume. Each
// pause is timed from its request to the `activeSit` frame, paused, arriving on the other socket.
// Every change also reaches the first socket; the figure is the other device's.
// Run: npx tsx scripts/bench/pause-reach.ts  (PAUSES=100)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { parseLiveServerMessage, type ActiveSit } from '@peace/proto/live';
import { send, signInPeople } from './lib/people.js';
import { runAlone, type BenchRow, type BenchScenario } from './lib/result.js';
import { withStack } from './lib/stack.js';

const pauses = Number(process.env['PAUSES'] ?? 100);
const SCENARIO = 'pause reach';
const GOAL_MS = 1000;

const now = () => performance.timeOrigin + performance.now();

/** A device's live socket: the instant each state of the person's sit arrived, and a wait for the next. */
class Device {
  private waiting: { state: ActiveSit['state']; resolve: (at: number) => void } | undefined;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw: Buffer) => {
      const message = parseLiveServerMessage(raw.toString('utf8'));
      if (message?.type !== 'activeSit' || !this.waiting || message.sit?.state !== this.waiting.state) return;
      const { resolve } = this.waiting;
      this.waiting = undefined;
      resolve(now());
    });
  }

  /** Opens the socket and waits for the gateway to take it in (its first count arrives once it is registered). */
  static open(url: string, cookie: string): Promise<Device> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers: { cookie }, perMessageDeflate: false });
      const device = new Device(socket);
      socket.once('error', reject);
      const onFirst = (raw: Buffer) => {
        if (parseLiveServerMessage(raw.toString('utf8'))?.type !== 'activeMeditators') return;
        socket.off('message', onFirst);
        resolve(device);
      };
      socket.on('message', onFirst);
    });
  }

  /** The instant the sit next arrives in this state; rejects after 10 s without it. */
  next(state: ActiveSit['state']): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${state} sit reached the other device within 10 s`)), 10_000);
      this.waiting = {
        state,
        resolve: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      };
    });
  }

  close(): void {
    this.socket.terminate();
  }
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function run(): Promise<BenchRow[]> {
  return withStack({ env: { LOG_LEVEL: 'warn' } }, async (_infra, stack) => {
    const [person] = await signInPeople(stack.baseUrl, 1, 'pause');
    const started = await send(person!, stack.baseUrl, 'POST', '/api/active-session', { intention: 'Peace', location: 'Bench', duration: 20 });
    if (started.status !== 201) throw new Error(`starting a meditation answered ${started.status}: ${await started.text()}`);
    const url = `${stack.baseUrl.replace(/^http/, 'ws')}/ws`;
    const here = await Device.open(url, person!.cookie);
    const there = await Device.open(url, person!.cookie);
    try {
      const change = async (state: 'paused' | 'meditating'): Promise<number> => {
        const arrived = there.next(state);
        const sentAt = now();
        const answer = await send(person!, stack.baseUrl, 'PUT', '/api/active-session', { state });
        if (answer.status !== 200) throw new Error(`${state} answered ${answer.status}: ${await answer.text()}`);
        return (await arrived) - sentAt;
      };
      const delays: number[] = [];
      for (let index = 0; index < pauses; index++) {
        delays.push(await change('paused'));
        await change('meditating');
      }
      delays.sort((a, b) => a - b);
      const p50 = percentile(delays, 50);
      const p99 = percentile(delays, 99);
      console.log(`${pauses} pauses: reached the other device p50 ${p50.toFixed(1)} ms p99 ${p99.toFixed(1)} ms max ${delays[delays.length - 1]!.toFixed(1)} ms (goal ≤ ${GOAL_MS} ms)`);
      return [
        { scenario: SCENARIO, what: 'a pause reaches the other device p50', value: p50, unit: 'ms', better: 'lower' },
        { scenario: SCENARIO, what: 'a pause reaches the other device p99', value: p99, unit: 'ms', better: 'lower', goal: `≤ ${GOAL_MS} ms over ${pauses} pauses`, met: p99 <= GOAL_MS },
      ];
    } finally {
      here.close();
      there.close();
    }
  });
}

export const scenario: BenchScenario = { name: SCENARIO, run };

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await runAlone(scenario);

// Live-socket clients for the presence scenario, run in a process of their own (see child.ts).
// Commands, one JSON object a line on stdin:
//   { type: 'connect', url, count } opens count sockets; answers 'connected' once every one has
//     been sent the counts.
//   { type: 'frames' } answers 'frames' with the presence frames each socket received since the
//     last 'frames' (the first one starts the count).
//   { type: 'watch', intention, value } answers 'watching'; then 'seen' with the instant (epoch ms,
//     sub-millisecond) each socket first received counts in which intention had value, or after
//     10 s without it.
//   { type: 'close' } closes every socket and answers 'closed'.
import WebSocket from 'ws';
import { commands, report } from './child.js';

const CONNECTING_AT_ONCE = 200;
const now = () => performance.timeOrigin + performance.now();

const sockets: WebSocket[] = [];
const frames: number[] = [];
const welcomed: boolean[] = [];
let watching: { intention: string; value: number; times: (number | undefined)[]; left: number; done: () => void } | undefined;

function open(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const index = sockets.length;
    const socket = new WebSocket(url, { perMessageDeflate: false });
    sockets.push(socket);
    frames.push(0);
    welcomed.push(false);
    socket.on('message', (raw: Buffer) => {
      const text = raw.toString('utf8');
      if (!text.startsWith('{"type":"activeMeditators"')) return;
      frames[index]! += 1;
      welcomed[index] = true;
      if (!watching || watching.times[index] !== undefined) return;
      const { intentions } = JSON.parse(text) as { intentions: Record<string, number> };
      if (intentions[watching.intention] === watching.value) {
        watching.times[index] = now();
        if (--watching.left === 0) watching.done();
      }
    });
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
}

async function connect(command: { url: string; count: number }): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTING_AT_ONCE }, async () => {
      while (next < command.count) {
        next += 1;
        await open(command.url);
      }
    }),
  );
  const deadline = Date.now() + 60_000;
  while (welcomed.some((seen) => !seen)) {
    if (Date.now() > deadline) throw new Error(`${welcomed.filter((seen) => !seen).length} sockets were never sent the counts`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  report({ type: 'connected', open: sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length });
}

function watch(intention: string, value: number): void {
  const times: (number | undefined)[] = new Array<number | undefined>(sockets.length).fill(undefined);
  const finish = () => {
    clearTimeout(timer);
    watching = undefined;
    report({ type: 'seen', times: times.filter((time): time is number => time !== undefined), missing: times.filter((time) => time === undefined).length });
  };
  const timer = setTimeout(finish, 10_000);
  watching = { intention, value, times, left: sockets.length, done: finish };
  report({ type: 'watching' });
}

async function closeAll(): Promise<void> {
  for (const socket of sockets) socket.terminate();
  sockets.length = 0;
  frames.length = 0;
  welcomed.length = 0;
  await new Promise((resolve) => setTimeout(resolve, 500));
  report({ type: 'closed' });
}

commands(
  async (command) => {
    if (command.type === 'connect') await connect(command as unknown as Parameters<typeof connect>[0]);
    else if (command.type === 'frames') report({ type: 'frames', frames: frames.splice(0, frames.length, ...frames.map(() => 0)) });
    else if (command.type === 'watch') watch(command['intention'] as string, command['value'] as number);
    else if (command.type === 'close') await closeAll();
  },
  () => {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  },
);

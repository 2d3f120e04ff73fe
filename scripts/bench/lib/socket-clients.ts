// Live-socket clients for the sockets scenario, run in a process of their own (see child.ts).
// Commands, one JSON object a line on stdin:
//   { type: 'connect', url, count, cookies?: string[], meditate?: boolean, settleCount?: number }
//     opens count sockets (socket i sends cookies[i % cookies.length]); with meditate each says
//     startMeditation once open; answers 'connected' when all are open and, with settleCount,
//     every socket's latest count is that number.
//   { type: 'watch', message } answers 'watching'; then 'delivered' with the instant (epoch ms,
//     sub-millisecond) each socket received a frame equal to message, or after 60 s without it.
//   { type: 'close' } closes every socket and answers 'closed'.
import WebSocket from 'ws';
import { commands, report } from './child.js';

const CONNECTING_AT_ONCE = 200;
const now = () => performance.timeOrigin + performance.now();

const sockets: WebSocket[] = [];
const lastCount: (number | undefined)[] = [];
let watching: { message: string; times: (number | undefined)[]; left: number; done: () => void } | undefined;

function open(url: string, cookie: string | undefined, meditate: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const index = sockets.length;
    const socket = new WebSocket(url, { headers: cookie ? { cookie } : {}, perMessageDeflate: false });
    sockets.push(socket);
    socket.on('message', (raw: Buffer) => {
      const text = raw.toString('utf8');
      if (watching && watching.times[index] === undefined && text === watching.message) {
        watching.times[index] = now();
        if (--watching.left === 0) watching.done();
      }
      if (text.startsWith('{"type":"activeMeditators"')) lastCount[index] = (JSON.parse(text) as { count: number }).count;
    });
    socket.once('open', () => {
      if (meditate) socket.send(JSON.stringify({ type: 'startMeditation' }));
      resolve();
    });
    socket.once('error', reject);
  });
}

async function connect(command: { url: string; count: number; cookies?: string[]; meditate?: boolean; settleCount?: number }): Promise<void> {
  const cookies = command.cookies ?? [];
  let next = 0;
  let failed = 0;
  let firstError = '';
  await Promise.all(
    Array.from({ length: CONNECTING_AT_ONCE }, async () => {
      while (next < command.count) {
        const index = next++;
        await open(command.url, cookies.length > 0 ? cookies[index % cookies.length] : undefined, command.meditate ?? false).catch((error: unknown) => {
          failed++;
          firstError ||= error instanceof Error ? error.message : String(error);
        });
      }
    }),
  );
  if (failed > 0) throw new Error(`${failed} of ${command.count} sockets did not open: ${firstError}`);
  if (command.settleCount !== undefined) {
    const deadline = Date.now() + 120_000;
    while (lastCount.some((count) => count !== command.settleCount)) {
      if (Date.now() > deadline) throw new Error(`sockets still see counts ${[...new Set(lastCount)].join(', ')}, not ${command.settleCount}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  report({ type: 'connected', open: sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length });
}

function watch(message: string): void {
  const times: (number | undefined)[] = new Array<number | undefined>(sockets.length).fill(undefined);
  const finish = () => {
    clearTimeout(timer);
    watching = undefined;
    report({ type: 'delivered', times: times.filter((time): time is number => time !== undefined), missing: times.filter((time) => time === undefined).length });
  };
  const timer = setTimeout(finish, 60_000);
  watching = { message, times, left: sockets.length, done: finish };
  report({ type: 'watching' });
}

async function closeAll(): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close();
          setTimeout(() => {
            socket.terminate();
            resolve();
          }, 5000).unref();
        }),
    ),
  );
  sockets.length = 0;
  report({ type: 'closed' });
}

commands(
  async (command) => {
    if (command.type === 'connect') await connect(command as unknown as Parameters<typeof connect>[0]);
    else if (command.type === 'watch') watch(command['message'] as string);
    else if (command.type === 'close') await closeAll();
  },
  () => {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  },
);

import type { Server } from 'node:http';

/** The first line an anchor writes: the port it listens on, for the bench that started it. */
export function announcePort(server: Server): void {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('anchor is not listening on a TCP port');
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
}

/** Where the bench leaves the Express + ioredis anchor its meditation in progress. */
export const anchorSessionKey = (sid: string) => `bench:anchor:active:${sid}`;

export interface AnchorSession {
  intention: string;
  /** Minutes. */
  duration: number;
  /** Epoch ms. */
  startTime: number;
}

import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@jest/globals';
import { utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSupervisor, freePort, reservePort, stopChild, waitFor, type Restartable, type Supervisor } from './process.js';

/** A real process run from a one-line shell script, started again on every restart. */
function shellProcess(name: string, script: string): Restartable & { starts: () => number } {
  let child: ChildProcess | undefined;
  let starts = 0;
  const start = () => {
    child = spawn('sh', ['-c', script], { stdio: 'ignore' });
    starts += 1;
    return Promise.resolve();
  };
  void start();
  return {
    name,
    get process() {
      return child;
    },
    restart: start,
    logs: () => `${name} output`,
    starts: () => starts,
  };
}

const RUNS = 'exec sleep 60';

describe('the supervisor', () => {
  let supervisor: Supervisor | undefined;
  const running: Restartable[] = [];
  const watched = (target: Restartable & { starts: () => number }) => {
    running.push(target);
    return target;
  };

  afterEach(async () => {
    supervisor?.close();
    await Promise.all(running.splice(0).map((target) => (target.process ? stopChild(target.process, 'SIGKILL') : Promise.resolve())));
  });

  it('restarts a process that was killed and says what died, how and when it comes back', async () => {
    const lines: string[] = [];
    supervisor = createSupervisor({ log: (line) => lines.push(line), onGiveUp: () => undefined, initialDelayMs: 20 });
    const target = watched(shellProcess('worker', RUNS));
    supervisor.watch(target);
    const first = target.process!;
    first.kill('SIGKILL');
    await waitFor('a restart', () => Promise.resolve(target.starts() === 2 && lines.length === 2), 30_000);
    expect(target.process!.pid).not.toBe(first.pid);
    expect(lines[0]).toMatch(/^✖ worker died \(signal SIGKILL\) at \d\d:\d\d:\d\d; restarting in 0\.0 s$/);
    expect(lines[1]).toMatch(/^✔ worker is back \(pid \d+, ready after [\d.]+ s\)$/);

    // The restarted process is watched in turn.
    target.process!.kill('SIGKILL');
    await waitFor('a second restart', () => Promise.resolve(target.starts() === 3), 30_000);
  });

  it('waits longer after each crash and gives up on a process that cannot stay up', async () => {
    const lines: string[] = [];
    const givenUp: string[] = [];
    supervisor = createSupervisor({ log: (line) => lines.push(line), onGiveUp: (name, reason) => givenUp.push(`${name}: ${reason}`), initialDelayMs: 20, maxCrashes: 4, windowMs: 60_000 });
    const target = watched(shellProcess('crasher', 'exit 3'));
    supervisor.watch(target);
    await waitFor('giving up', () => Promise.resolve(givenUp.length === 1), 30_000);
    expect(lines).toEqual([
      expect.stringMatching(/^✖ crasher died \(exit code 3\) at .*; restarting in 0\.0 s$/),
      expect.stringMatching(/^✔ crasher is back/),
      expect.stringMatching(/^✖ crasher died \(exit code 3\) at .*; restarting in 0\.0 s$/),
      expect.stringMatching(/^✔ crasher is back/),
      expect.stringMatching(/^✖ crasher died \(exit code 3\) at .*; restarting in 0\.1 s$/),
      expect.stringMatching(/^✔ crasher is back/),
    ]);
    expect(givenUp).toEqual(['crasher: crasher died (exit code 3) and crashed 4 times within 60 s; its last output:\ncrasher output']);
    expect(target.starts()).toBe(4);
  });

  it('leaves a process stopped on purpose stopped', async () => {
    const lines: string[] = [];
    supervisor = createSupervisor({ log: (line) => lines.push(line), onGiveUp: () => undefined, initialDelayMs: 20 });
    const target = watched(shellProcess('stopped', RUNS));
    supervisor.watch(target);
    await stopChild(target.process!);
    // The supervisor heard the exit before stopChild did (it listened first), and says at once when it
    // means to bring a process back: nothing said by now means nothing will come back.
    expect(target.starts()).toBe(1);
    expect(lines).toEqual([]);
  });
});

describe('free ports', () => {
  it('hands a port to one taker only, however many ask at once', async () => {
    const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    expect(new Set(ports).size).toBe(40);
    // Each is claimed: nobody else is handed it within the hour.
    for (const port of ports.filter((port) => port < 32_000)) expect(reservePort(port)).toBe(false);
  });

  it('hands out again a port whose claim is over an hour old', async () => {
    const port = await freePort();
    const claim = path.join(os.tmpdir(), 'peace-ports', String(port));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(claim, twoHoursAgo, twoHoursAgo);
    expect(reservePort(port)).toBe(true);
    expect(reservePort(port)).toBe(false);
  });
});

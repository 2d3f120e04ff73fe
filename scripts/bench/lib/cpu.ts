// Processor time from /proc: what a process, or a server with the processes it forks, has used.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** The machine's load averages over 1, 5 and 15 minutes, as a bench prints them beside its figures. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

/** Clock ticks per second as /proc counts them (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command's closing parenthesis (field 3 onwards). */
function statFields(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
  } catch {
    return undefined;
  }
}

const ticksToMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/** CPU time (user and system, ms) a process has used so far; undefined where there is none. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  const fields = statFields(pid);
  // utime and stime are fields 14 and 15.
  return fields ? ticksToMs(Number(fields[11]) + Number(fields[12])) : undefined;
}

/**
 * CPU time (ms) a server has used so far with every process it forked: its live descendants, and
 * through its own counts of waited-for children (cutime, cstime) those that have exited, such as
 * PostgreSQL's backends of closed connections.
 */
export function treeCpuMs(rootPid: number | undefined): number | undefined {
  if (rootPid === undefined) return undefined;
  const root = statFields(rootPid);
  if (!root) return undefined;
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    // ppid is field 4.
    const parent = Number(statFields(pid)?.[1]);
    if (!Number.isInteger(parent)) continue;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let ticks = Number(root[11]) + Number(root[12]) + Number(root[13]) + Number(root[14]);
  const pending = [...(children.get(rootPid) ?? [])];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    const fields = statFields(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
    pending.push(...(children.get(pid) ?? []));
  }
  return ticksToMs(ticks);
}

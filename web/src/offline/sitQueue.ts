/**
 * Finished sits waiting on this device to be recorded, kept in IndexedDB so that a sit finished
 * without a network, or with the page closed before its answer came, is not lost. Each carries the
 * Idempotency-Key it is posted with, made once when the sit ended: however often it is posted, the
 * server records it once.
 */
import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import type { Intention } from '../lib/intentions';

export interface QueuedSit {
  /** The Idempotency-Key of its completion. */
  key: string;
  /** Whose sit it is: it is posted only while they are the one signed in. */
  userId: string;
  input: {
    intention: Intention;
    location: string;
    duration: number;
    /** When it began, on the server's clock as this device measured it. */
    startedAt: string;
    partial: boolean;
  };
  timeZone: string;
  /** When it was finished (this device's clock), to post the oldest first. */
  queuedAt: number;
}

let store: UseStore | undefined;
const sits = () => (store ??= createStore('peace-practice', 'queued-sits'));

/** Where IndexedDB is missing (some private windows, a test's document), sits wait for this visit only. */
const inMemory = new Map<string, QueuedSit>();
const hasIndexedDb = () => typeof indexedDB !== 'undefined';

export async function queueSit(sit: QueuedSit): Promise<void> {
  if (hasIndexedDb()) await set(sit.key, sit, sits());
  else inMemory.set(sit.key, sit);
}

/** The sits waiting, oldest first. */
export async function queuedSits(): Promise<QueuedSit[]> {
  const waiting = hasIndexedDb() ? await values<QueuedSit>(sits()) : [...inMemory.values()];
  return waiting.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function forgetSit(key: string): Promise<void> {
  if (hasIndexedDb()) await del(key, sits());
  else inMemory.delete(key);
}

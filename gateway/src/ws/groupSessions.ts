import type { Clock, Logger, Redis } from '@peace/kit';
import { GROUP_SESSION_PRESENCE_CHANNEL, GROUP_SESSION_STATUS_CHANNEL, GroupPresenceStore, readGroupSessionStatus } from '@peace/proto';
import { MAX_WATCHED_GROUP_SESSIONS, type LiveServerMessage } from '@peace/proto/live';

/** A socket as the relay sees it: where to send, and whether a person is signed in behind it. */
export interface Watcher {
  send(message: LiveServerMessage): void;
  signedIn: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a watch request asks for, or null when it is malformed. Ids that are not uuids are dropped; at most MAX_WATCHED_GROUP_SESSIONS are kept. */
export function readWatchRequest(message: { list?: unknown; groupSessionIds?: unknown }): { list: boolean; ids: string[] } | null {
  if (typeof message.list !== 'boolean' || !Array.isArray(message.groupSessionIds)) return null;
  const ids = [...new Set(message.groupSessionIds.filter((id): id is string => typeof id === 'string' && UUID.test(id)).map((id) => id.toLowerCase()))];
  return { list: message.list, ids: ids.slice(0, MAX_WATCHED_GROUP_SESSIONS) };
}

/**
 * Relays group sessions' status changes and who is sitting in them to the sockets watching,
 * from the Redis channels the groups and meditation services announce on. Every replica relays
 * to its own sockets. Who is sitting is read from Redis (never taken from a socket) on every
 * announcement, when a socket starts watching, and when the earliest sit of a watched session runs
 * out, so a sit that ends without a word still drops off the page on time.
 */
export function createGroupSessionRelay(options: { redis: Redis; subscriber: Redis; clock: Clock; logger: Logger; sweepMs?: number }) {
  const { subscriber, clock, logger } = options;
  const store = new GroupPresenceStore(options.redis);
  const listWatchers = new Set<Watcher>();
  const sessionWatchers = new Map<string, Set<Watcher>>();
  const watched = new Map<Watcher, { list: boolean; ids: string[] }>();
  /** The last presence sent per session, so that a re-read that finds no change sends nothing. */
  const lastSent = new Map<string, string>();
  const expiryTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const presenceMessage = (groupSessionId: string, meditating: string[]): LiveServerMessage => ({ type: 'groupSessionPresence', groupSessionId, meditating });

  const clearExpiry = (id: string) => {
    const timer = expiryTimers.get(id);
    if (timer) clearTimeout(timer);
    expiryTimers.delete(id);
  };

  /** Reads who is sitting in a session and sends it to its signed-in watchers when it changed, and to `only` (a new watcher) in any case. */
  const refresh = async (id: string, only?: Watcher): Promise<void> => {
    const watchers = sessionWatchers.get(id);
    if (!watchers || watchers.size === 0) return;
    let people;
    try {
      people = await store.sitting(id, clock.now().getTime());
    } catch (error) {
      logger.warn({ err: error, groupSessionId: id }, 'group presence read failed');
      return;
    }
    const meditating = people.map((person) => person.userId).sort();
    const key = meditating.join(',');
    const message = presenceMessage(id, meditating);
    if (lastSent.get(id) !== key) {
      for (const watcher of watchers) if (watcher.signedIn) watcher.send(message);
    } else if (only?.signedIn && watchers.has(only)) {
      only.send(message);
    }
    lastSent.set(id, key);
    clearExpiry(id);
    const next = Math.min(...people.map((person) => person.untilMs));
    if (Number.isFinite(next)) {
      // A little after the instant, so that the read finds it past by the same clock.
      const delay = Math.min(Math.max(0, next - clock.now().getTime()) + 50, 2_147_000_000);
      expiryTimers.set(
        id,
        setTimeout(() => void refresh(id), delay),
      );
    }
  };

  const onStatus = (raw: string) => {
    const signal = readGroupSessionStatus(raw);
    if (!signal) {
      logger.debug('unreadable group session status ignored');
      return;
    }
    const message: LiveServerMessage = { type: 'groupSessionStatus', ...signal };
    const targets = new Set(listWatchers);
    for (const watcher of sessionWatchers.get(signal.groupSessionId) ?? []) targets.add(watcher);
    for (const watcher of targets) watcher.send(message);
    // A session that ended takes its sitters with it.
    if (signal.status === 'completed' || signal.status === 'cancelled') void refresh(signal.groupSessionId);
  };

  void subscriber.subscribe(GROUP_SESSION_STATUS_CHANNEL, GROUP_SESSION_PRESENCE_CHANNEL).catch((error: unknown) => logger.error({ err: error }, 'group session channels subscribe failed'));
  const onMessage = (channel: string, message: string) => {
    if (channel === GROUP_SESSION_STATUS_CHANNEL) onStatus(message);
    else if (channel === GROUP_SESSION_PRESENCE_CHANNEL && UUID.test(message)) void refresh(message.toLowerCase());
  };
  subscriber.on('message', onMessage);

  // A missed announcement (a Redis blip) or a clock moved by the harness is caught up with here.
  const sweep = setInterval(() => {
    for (const id of sessionWatchers.keys()) void refresh(id);
  }, options.sweepMs ?? 5000);

  const unwatch = (watcher: Watcher) => {
    const current = watched.get(watcher);
    if (!current) return;
    watched.delete(watcher);
    listWatchers.delete(watcher);
    for (const id of current.ids) {
      const watchers = sessionWatchers.get(id);
      watchers?.delete(watcher);
      if (watchers?.size === 0) {
        sessionWatchers.delete(id);
        lastSent.delete(id);
        clearExpiry(id);
      }
    }
  };

  return {
    /** Replaces what the socket watches, and sends who is sitting in each newly watched session. */
    watch(watcher: Watcher, request: { list: boolean; ids: string[] }) {
      const before = new Set(watched.get(watcher)?.ids ?? []);
      unwatch(watcher);
      watched.set(watcher, request);
      if (request.list) listWatchers.add(watcher);
      for (const id of request.ids) {
        let watchers = sessionWatchers.get(id);
        if (!watchers) {
          watchers = new Set();
          sessionWatchers.set(id, watchers);
        }
        watchers.add(watcher);
        if (!before.has(id)) void refresh(id, watcher);
      }
    },
    unwatch,
    /** Sessions watched on this replica, for tests and metrics. */
    watchedSessions: () => sessionWatchers.size,
    close() {
      clearInterval(sweep);
      for (const timer of expiryTimers.values()) clearTimeout(timer);
      expiryTimers.clear();
      subscriber.off('message', onMessage);
    },
  };
}

import type { Clock, Logger, Redis } from '@peace/kit';
import { GROUP_SESSION_PRESENCE_CHANNEL, GROUP_SESSION_STATUS_CHANNEL, GroupPresenceStore, readGroupSessionStatus } from '@peace/proto';
import { MAX_WATCHED_GROUP_SESSIONS, type LiveServerMessage } from '@peace/proto/live';

/** A socket as the relay sees it: where to send, and who is signed in behind it (null for a visitor). */
export interface Watcher {
  send(message: LiveServerMessage): void;
  userId: string | null;
}

/**
 * What the relay asks before it tells a socket anything about a session, as the person behind it
 * (see access.ts): the graph's own answer, so the rule has one home.
 */
export interface WatchAccess {
  /** Whether the person may hear how the session goes: anyone for a session of no community or of a public one, a private community's members for its own. */
  maySee(userId: string | null, groupSessionId: string): Promise<boolean>;
  /** The communities the person belongs to. */
  communities(userId: string): Promise<ReadonlySet<string>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a watch request asks for, or null when it is malformed. Ids that are not uuids are dropped; at most MAX_WATCHED_GROUP_SESSIONS are kept. */
export function readWatchRequest(message: { list?: unknown; groupSessionIds?: unknown }): { list: boolean; ids: string[] } | null {
  if (typeof message.list !== 'boolean' || !Array.isArray(message.groupSessionIds)) return null;
  const ids = [...new Set(message.groupSessionIds.filter((id): id is string => typeof id === 'string' && UUID.test(id)).map((id) => id.toLowerCase()))];
  return { list: message.list, ids: ids.slice(0, MAX_WATCHED_GROUP_SESSIONS) };
}

/** What one socket watches, and which of those sessions it was found allowed to hear of. */
interface Watch {
  list: boolean;
  ids: string[];
  allowed: Set<string>;
  /** The communities of the person behind a signed-in list watcher, asked once for the watch. */
  communities: Promise<ReadonlySet<string>> | null;
}

/**
 * Relays group sessions' status changes and who is sitting in them to the sockets watching,
 * from the Redis channels the groups and meditation services announce on. Every replica relays
 * to its own sockets. Who is sitting is read from Redis (never taken from a socket) on every
 * announcement, when a socket starts watching, and when the earliest sit of a watched session runs
 * out, so a sit that ends without a word still drops off the page on time.
 *
 * A socket hears of a session only once the graph, asked as the person behind it when the watch
 * begins, says they may see it: a private community's sessions are for its members. The answer
 * holds for as long as the socket keeps watching the session; a new socket asks again. Lists hear
 * of every public session's status, and of a private community's only when the person was among
 * its members as the list watch began.
 */
export function createGroupSessionRelay(options: { redis: Redis; subscriber: Redis; clock: Clock; logger: Logger; access: WatchAccess; sweepMs?: number }) {
  const { subscriber, clock, logger, access } = options;
  const store = new GroupPresenceStore(options.redis);
  const listWatchers = new Set<Watcher>();
  /** The watchers of each session that may hear of it. */
  const sessionWatchers = new Map<string, Set<Watcher>>();
  const watched = new Map<Watcher, Watch>();
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
      for (const watcher of watchers) if (watcher.userId !== null) watcher.send(message);
    } else if (only?.userId && watchers.has(only)) {
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

  /** Whether a list watcher belongs to the private community; false when its communities could not be read. */
  const isMember = async (watcher: Watcher, communityId: string): Promise<boolean> => {
    const communities = watched.get(watcher)?.communities;
    return communities ? (await communities).has(communityId) : false;
  };

  const onStatus = (raw: string) => {
    const signal = readGroupSessionStatus(raw);
    if (!signal) {
      logger.debug('unreadable group session status ignored');
      return;
    }
    const { groupSessionId, status, endsAt, privateCommunityId } = signal;
    const message: LiveServerMessage = { type: 'groupSessionStatus', groupSessionId, status, endsAt };
    const targets = new Set(sessionWatchers.get(groupSessionId));
    for (const watcher of targets) watcher.send(message);
    for (const watcher of listWatchers) {
      if (targets.has(watcher)) continue;
      if (privateCommunityId === null) watcher.send(message);
      else
        void isMember(watcher, privateCommunityId).then((member) => {
          if (member && listWatchers.has(watcher)) watcher.send(message);
        });
    }
    // A session that ended takes its sitters with it.
    if (status === 'completed' || status === 'cancelled') void refresh(groupSessionId);
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

  /** Lets the watcher hear of the session from now on. */
  const admit = (watcher: Watcher, watch: Watch, id: string) => {
    watch.allowed.add(id);
    let watchers = sessionWatchers.get(id);
    if (!watchers) {
      watchers = new Set();
      sessionWatchers.set(id, watchers);
    }
    watchers.add(watcher);
  };

  /**
   * Asks, one session after another, whether the watcher may hear of each, and admits those it may
   * with who is sitting in them now. One at a time, so a socket asking for many costs the graph one
   * question at a time; a watch replaced meanwhile stops asking.
   */
  const check = async (watcher: Watcher, watch: Watch, ids: readonly string[]) => {
    for (const id of ids) {
      if (watched.get(watcher) !== watch) return;
      let allowed = false;
      try {
        allowed = await access.maySee(watcher.userId, id);
      } catch (error) {
        logger.warn({ err: error, groupSessionId: id }, 'group session watch check failed');
      }
      if (allowed && watched.get(watcher) === watch) {
        admit(watcher, watch, id);
        void refresh(id, watcher);
      }
    }
  };

  /** The person's communities; none when they cannot be read, so a list hears of no private session. */
  const readCommunities = (userId: string): Promise<ReadonlySet<string>> =>
    access.communities(userId).catch((error: unknown) => {
      logger.warn({ err: error }, 'communities of a list watcher could not be read');
      return new Set<string>();
    });

  const unwatch = (watcher: Watcher) => {
    const current = watched.get(watcher);
    if (!current) return;
    watched.delete(watcher);
    listWatchers.delete(watcher);
    for (const id of current.allowed) {
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
    /**
     * Replaces what the socket watches. Sessions it was already allowed to watch stay watched;
     * each new one is heard of once the graph allows it, starting with who is sitting in it.
     */
    watch(watcher: Watcher, request: { list: boolean; ids: string[] }) {
      const previous = watched.get(watcher);
      unwatch(watcher);
      const { userId } = watcher;
      const communities = !request.list || userId === null ? null : (previous?.communities ?? readCommunities(userId));
      const watch: Watch = { ...request, allowed: new Set(), communities };
      watched.set(watcher, watch);
      if (request.list) listWatchers.add(watcher);
      const unchecked: string[] = [];
      for (const id of request.ids) {
        if (previous?.allowed.has(id)) admit(watcher, watch, id);
        else unchecked.push(id);
      }
      if (unchecked.length > 0) void check(watcher, watch, unchecked);
    },
    unwatch,
    close() {
      clearInterval(sweep);
      for (const timer of expiryTimers.values()) clearTimeout(timer);
      expiryTimers.clear();
      subscriber.off('message', onMessage);
    },
  };
}

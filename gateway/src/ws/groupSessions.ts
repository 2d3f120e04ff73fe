import type { Clock, Logger, Redis } from '@peace/kit';
import { GroupPresenceStore, onGroupSessionSignals, type GroupSessionChangeSignal, type GroupSessionStatusSignal } from '@peace/groups/live';
import { onMembershipChanged, type CommunityMemberNote } from '@peace/communities/live';
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
  /**
   * What the person may hear of the session: null when nothing (anyone may hear of a session of no
   * community or of a public one, a private community's members of its own).
   */
  access(userId: string | null, groupSessionId: string): Promise<SessionAccess | null>;
  /** The communities the person belongs to. */
  communities(userId: string): Promise<ReadonlySet<string>>;
}

/** What a socket was found allowed to hear of one session. */
export interface SessionAccess {
  /** The private community whose membership lets the person hear of it; null when the session is open to all. */
  privateCommunityId: string | null;
  /** Whether the person is one of its participants: only they are told who is sitting. */
  participant: boolean;
  /** Whether the person may read its closing circle (its participants and its creator). */
  readsCircle: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a watch request asks for, or null when it is malformed. Ids that are not uuids are dropped; at most MAX_WATCHED_GROUP_SESSIONS are kept. */
export function readWatchRequest(message: { list?: unknown; groupSessionIds?: unknown }): { list: boolean; ids: string[] } | null {
  if (typeof message.list !== 'boolean' || !Array.isArray(message.groupSessionIds)) return null;
  const ids = [...new Set(message.groupSessionIds.filter((id): id is string => typeof id === 'string' && UUID.test(id)).map((id) => id.toLowerCase()))];
  return { list: message.list, ids: ids.slice(0, MAX_WATCHED_GROUP_SESSIONS) };
}

/** What one socket watches, and which of those sessions it was found allowed to hear of, and how. */
interface Watch {
  list: boolean;
  ids: string[];
  allowed: Map<string, SessionAccess>;
  /** The communities of the person behind a signed-in list watcher, asked once for the watch. */
  communities: Promise<ReadonlySet<string>> | null;
  /** What the socket was last told of who is sitting in each session, so that it hears each change once. */
  told: Map<string, string>;
}

/**
 * Relays group sessions' status changes and who is sitting in them to the sockets watching, as
 * the groups service's live client (`@peace/groups/live`) tells them. Every replica relays
 * to its own sockets. Who is sitting is read from Redis (never taken from a socket) on every
 * announcement, when a socket starts watching, and when the earliest sit of a watched session runs
 * out, so a sit that ends without a word still drops off the page on time.
 *
 * A socket hears of a session only once the graph, asked as the person behind it when the watch
 * begins, says they may see it: a private community's sessions are for its members. Who is sitting
 * is named to the session's participants only; everyone else is told how many. The answer holds
 * until the person's membership or participation changes: a membership that ends (announced by
 * the communities service as it commits) ends what it allowed at once, and one that begins, or a
 * join, asks the graph again. Lists hear of every public session's status, and of a private
 * community's only while the person is among its members.
 */
export function createGroupSessionRelay(options: { redis: Redis; subscriber: Redis; clock: Clock; logger: Logger; access: WatchAccess; sweepMs?: number }) {
  const { subscriber, clock, logger, access } = options;
  const store = new GroupPresenceStore(options.redis);
  const listWatchers = new Set<Watcher>();
  /** The watchers of each session that may hear of it. */
  const sessionWatchers = new Map<string, Set<Watcher>>();
  const watched = new Map<Watcher, Watch>();
  const expiryTimers = new Map<string, ReturnType<typeof setTimeout>>();

  /** What the watcher was found allowed to hear of the session, if anything. */
  const accessOf = (watcher: Watcher, id: string): SessionAccess | undefined => watched.get(watcher)?.allowed.get(id);

  const clearExpiry = (id: string) => {
    const timer = expiryTimers.get(id);
    if (timer) clearTimeout(timer);
    expiryTimers.delete(id);
  };

  /**
   * Reads who is sitting in a session and tells each of its watchers what they were not told yet:
   * a new watcher hears it at once, the others only of a change. Reads overlap (a watch, an
   * announcement, the sweep), so what each socket was told is kept per socket, not per session.
   */
  const refresh = async (id: string): Promise<void> => {
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
    const named: LiveServerMessage = { type: 'groupSessionPresence', groupSessionId: id, count: meditating.length, meditating };
    const counted: LiveServerMessage = { type: 'groupSessionPresence', groupSessionId: id, count: meditating.length, meditating: null };
    for (const watcher of sessionWatchers.get(id) ?? []) {
      const watch = watched.get(watcher);
      if (!watch) continue;
      const names = watch.allowed.get(id)?.participant === true;
      const said = names ? `names:${key}` : `count:${meditating.length}`;
      if (watch.told.get(id) === said) continue;
      watch.told.set(id, said);
      watcher.send(names ? named : counted);
    }
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

  const onStatus = (signal: GroupSessionStatusSignal) => {
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

  /** The watchers of the signed-in person's sockets. */
  const watchersOf = (userId: string): Watcher[] => [...watched.keys()].filter((watcher) => watcher.userId === userId);

  /** Someone joined or left a session, or its closing circle changed: told to those entitled, within the moment. */
  const onChange = (signal: GroupSessionChangeSignal) => {
    const { groupSessionId: id } = signal;
    if (signal.kind === 'closingLines') {
      for (const watcher of sessionWatchers.get(id) ?? []) if (accessOf(watcher, id)?.readsCircle) watcher.send({ type: 'groupSessionClosingLines', groupSessionId: id });
      return;
    }
    // The person's own sockets learn that they now take part (or no longer do), and are sent names (or counts) from now on.
    for (const watcher of watchersOf(signal.userId)) {
      const watch = watched.get(watcher);
      const access = watch?.allowed.get(id);
      if (access) {
        watch!.allowed.set(id, { ...access, participant: signal.joined, readsCircle: signal.joined || access.readsCircle });
        void refresh(id);
      } else if (watch?.ids.includes(id)) {
        void check(watcher, watch, [id]);
      }
    }
    for (const watcher of sessionWatchers.get(id) ?? []) watcher.send({ type: 'groupSessionParticipants', groupSessionId: id, participantCount: signal.participantCount });
  };

  /** Stops telling the watcher of the session. */
  const revoke = (watcher: Watcher, watch: Watch, id: string) => {
    watch.allowed.delete(id);
    watch.told.delete(id);
    const watchers = sessionWatchers.get(id);
    watchers?.delete(watcher);
    if (watchers?.size === 0) {
      sessionWatchers.delete(id);
      clearExpiry(id);
    }
  };

  /**
   * A membership changed, as the communities service committed it: one that ended takes away at once
   * what it let the person's sockets hear; one that began lets them ask for what they were refused.
   */
  const onMembership = (note: CommunityMemberNote) => {
    for (const watcher of watchersOf(note.userId)) {
      const watch = watched.get(watcher);
      if (!watch) continue;
      if (watch.communities) {
        const before = watch.communities;
        watch.communities = before.then((communities) => {
          const next = new Set(communities);
          if (note.status === 'active') next.add(note.groupId);
          else next.delete(note.groupId);
          return next;
        });
      }
      if (note.status === 'left') {
        for (const [id, access] of [...watch.allowed]) if (access.privateCommunityId === note.groupId) revoke(watcher, watch, id);
      } else {
        const refused = watch.ids.filter((id) => !watch.allowed.has(id));
        if (refused.length > 0) void check(watcher, watch, refused);
      }
    }
  };

  const signals = onGroupSessionSignals(subscriber, {
    status: onStatus,
    presence: (id) => void refresh(id),
    change: onChange,
    unreadable: () => logger.debug('unreadable group session signal ignored'),
  });
  const memberships = onMembershipChanged(subscriber, onMembership);
  void Promise.all([signals.subscribed, memberships.subscribed]).catch((error: unknown) => logger.error({ err: error }, 'group session channels subscribe failed'));

  // A missed announcement (a Redis blip) or a clock moved by the harness is caught up with here.
  const sweep = setInterval(() => {
    for (const id of sessionWatchers.keys()) void refresh(id);
  }, options.sweepMs ?? 5000);

  /** Lets the watcher hear of the session from now on. */
  const admit = (watcher: Watcher, watch: Watch, id: string, access: SessionAccess) => {
    watch.allowed.set(id, access);
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
  async function check(watcher: Watcher, watch: Watch, ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      if (watched.get(watcher) !== watch) return;
      let allowed: SessionAccess | null = null;
      try {
        allowed = await access.access(watcher.userId, id);
      } catch (error) {
        logger.warn({ err: error, groupSessionId: id }, 'group session watch check failed');
      }
      if (allowed && watched.get(watcher) === watch) {
        admit(watcher, watch, id, allowed);
        void refresh(id);
      }
    }
  }

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
    for (const id of [...current.allowed.keys()]) revoke(watcher, current, id);
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
      const watch: Watch = { ...request, allowed: new Map(), communities, told: new Map() };
      watched.set(watcher, watch);
      if (request.list) listWatchers.add(watcher);
      const unchecked: string[] = [];
      for (const id of request.ids) {
        const known = previous?.allowed.get(id);
        if (known) admit(watcher, watch, id, known);
        else unchecked.push(id);
      }
      if (unchecked.length > 0) void check(watcher, watch, unchecked);
    },
    unwatch,
    close() {
      clearInterval(sweep);
      for (const timer of expiryTimers.values()) clearTimeout(timer);
      expiryTimers.clear();
      signals.stop();
      memberships.stop();
    },
  };
}

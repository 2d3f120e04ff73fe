import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Clock, Logger, Redis } from '@peace/kit';
import { SessionCache } from '@peace/identity/sessions';
import { onPresenceChanged, PresenceStore, type PresenceCounts } from '@peace/meditation/live';
import type { LiveServerMessage } from '@peace/proto/live';
import { createGroupSessionRelay, readWatchRequest, type WatchAccess, type Watcher } from './groupSessions.js';
import { createPersonalRelay } from './personal.js';
import { timeSyncReply } from './timeSync.js';

export interface PresenceSocketOptions {
  redis: Redis;
  /** A second connection, used only for SUBSCRIBE. */
  subscriber: Redis;
  /** How long a socket that stopped answering pings is kept. */
  ttlMs: number;
  /** The services' clock: time-sync answers read it, so every client counts down to the same instant; the count is taken at its time. */
  clock: Clock;
  logger: Logger;
  /** Who may hear how a group session goes (see access.ts). */
  watchAccess: WatchAccess;
  /** The signed-in person behind an upgrade request, and their sign-in session's id, if any. */
  resolveSession: (req: http.IncomingMessage) => Promise<{ userId: string; sid: string } | null>;
  /** Called with every new total, e.g. for GraphQL subscriptions. */
  onCount?: (count: number) => void;
  /** The least time between two presence frames to one socket: changes in between are pushed as one, the latest. */
  broadcastIntervalMs?: number;
  /** Where a clock that can be set (a test stack's) reports being set, so that clients measure it again. */
  onClockChange?: (listener: () => void) => () => void;
}

/** A frame's text: ws hands a frame over as one Buffer by default, as a list of them or an ArrayBuffer when told to. */
export function frameText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}

/** What the fan-out keeps of one socket: the presence frame it was sent last, and when. */
export interface PresenceReceiver {
  sent: Buffer | undefined;
  sentAt: number;
  send(frame: Buffer): void;
}

/** The presence frame for a count, encoded once for every socket. */
export function presenceFrame(counts: PresenceCounts): Buffer {
  return Buffer.from(JSON.stringify({ type: 'activeMeditators', count: counts.total, intentions: counts.intentions } satisfies LiveServerMessage));
}

/**
 * Who is meditating now, pushed to a replica's sockets: at most one frame a second to each socket,
 * with the total and every intention's count in it, and none when nothing changed. A change only
 * marks the counts dirty; at most once an interval the replica reads them (one round trip, however
 * many changes came in between), and when they differ from what it holds it encodes one frame and
 * sends it to every socket that has not had a frame within the interval. Those that had (they
 * opened a moment ago and were sent the counts then) get it at the next turn. So the frames a
 * replica sends grow with its sockets, not with its sockets times the changes.
 */
export function presenceFanout(options: {
  intervalMs: number;
  read: () => Promise<PresenceCounts>;
  receivers: () => Iterable<PresenceReceiver>;
  onChange?: (counts: PresenceCounts) => void;
  onError: (error: unknown) => void;
}) {
  const { intervalMs } = options;
  let frame: Buffer | undefined;
  let frameKey = '';
  let dirty = false;
  let reading = false;
  /** Some sockets were held back from the current frame by the interval. */
  let behind = false;
  /** When the last read or fan-out began: the next waits an interval from it. */
  let lastTurnAt = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const fanOut = (target: Buffer) => {
    const now = Date.now();
    lastTurnAt = now;
    behind = false;
    for (const receiver of options.receivers()) {
      if (receiver.sent === target) continue;
      if (now - receiver.sentAt < intervalMs) {
        behind = true;
        continue;
      }
      receiver.sent = target;
      receiver.sentAt = now;
      receiver.send(target);
    }
  };

  const schedule = () => {
    if (closed || timer || reading || (!dirty && !behind)) return;
    timer = setTimeout(() => void turn(), Math.max(0, lastTurnAt + intervalMs - Date.now()));
  };

  const turn = async () => {
    timer = undefined;
    let changed = false;
    if (dirty) {
      dirty = false;
      reading = true;
      lastTurnAt = Date.now();
      try {
        const counts = await options.read();
        const key = `${counts.total}:${Object.values(counts.intentions).join(',')}`;
        if (key !== frameKey) {
          frameKey = key;
          frame = presenceFrame(counts);
          changed = true;
          options.onChange?.(counts);
        }
      } catch (error) {
        options.onError(error);
      } finally {
        reading = false;
      }
    }
    if (frame && (changed || behind) && !closed) fanOut(frame);
    schedule();
  };

  return {
    /** Something changed: the counts are read again at the next turn. */
    changed() {
      dirty = true;
      schedule();
    },
    /** A socket that just opened: sent the counts at once when they are known, else at the first turn. */
    welcome(receiver: PresenceReceiver) {
      if (!frame) return;
      receiver.sent = frame;
      receiver.sentAt = Date.now();
      receiver.send(frame);
    },
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

interface Connection extends PresenceReceiver {
  id: string;
  /** The sign-in session the socket was opened under; null for a visitor. */
  sid: string | null;
  socket: WebSocket;
  alive: boolean;
  watcher: Watcher;
  /** Messages received in the current window, and when it began. */
  received: { count: number; since: number };
}

/**
 * Messages one socket may send per window. The app sends a burst of 8 time syncs, a follow-up
 * and a watch request now and then; a socket far past that is flooding, and is closed.
 */
export const SOCKET_MESSAGE_BUDGET = { messages: 60, windowMs: 10_000 };
/** The close code of a socket that sent too many messages (RFC 6455: policy violation). */
export const TOO_MANY_MESSAGES_CLOSE_CODE = 1008;
/** The close code of a socket whose sign-in session ended: signed out, or the account deleted. */
export const SIGNED_OUT_CLOSE_CODE = 4401;

/**
 * The /ws live socket: pushes how many people meditate now, in all and for each intention. The
 * counts are the meditation service's, from its server-side active sessions, read and heard of
 * through its live client (`@peace/meditation/live`): a socket only listens to them, and what a socket says (startMeditation,
 * endMeditation) changes nothing. Every replica hears changes announced, and pushes them at most
 * once a second (see presenceFanout); it rereads the counts now and then, which is when sits whose
 * time ran out drop out. It also answers time-sync requests, from which clients measure their
 * clock's offset from the services', and tells a signed-in person's sockets when their own sit
 * changes, and when the figures answered for them changed (see personal.ts).
 */
export function attachPresenceSocket(options: PresenceSocketOptions) {
  const { redis, subscriber, logger } = options;
  const store = new PresenceStore(redis);
  /** Distinct people meditating now, as the meditation service's live client reads it: the total every frame carries. */
  const count = () => store.count(options.clock.now().getTime());
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const connections = new Map<string, Connection>();
  const groupSessions = createGroupSessionRelay({ redis, subscriber, clock: options.clock, logger, access: options.watchAccess });
  const personal = createPersonalRelay({ subscriber, logger });
  let lastTotal = -1;
  const presence = presenceFanout({
    intervalMs: options.broadcastIntervalMs ?? 1000,
    read: () => store.counts(options.clock.now().getTime()),
    receivers: () => connections.values(),
    onChange: ({ total }) => {
      if (total === lastTotal) return;
      lastTotal = total;
      options.onCount?.(total);
    },
    onError: (error) => logger.warn({ err: error }, 'presence count failed'),
  });
  presence.changed();

  const presenceChanges = onPresenceChanged(subscriber, () => presence.changed());
  // A sign-in session that ended (a sign-out, an account deleted) takes its sockets with it: nothing it allowed is told any more.
  const revocations = SessionCache.onRevoked(subscriber, (sid) => {
    for (const connection of connections.values()) if (connection.sid === sid) connection.socket.close(SIGNED_OUT_CLOSE_CODE, 'Signed out');
  });
  void Promise.all([presenceChanges.subscribed, revocations.subscribed]).catch((error: unknown) => logger.error({ err: error }, 'presence subscribe failed'));

  // Finds dead peers.
  const heartbeatMs = Math.max(1000, Math.floor(options.ttlMs / 3));
  const heartbeat = setInterval(() => {
    for (const connection of connections.values()) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }, heartbeatMs);
  // Rereading now and then is how a sit whose time ran out leaves the count: nobody announces that.
  const sweep = setInterval(() => presence.changed(), 5000);
  const stopClockWatch = options.onClockChange?.(() => {
    const message = JSON.stringify({ type: 'clockChanged' } satisfies LiveServerMessage);
    for (const connection of connections.values()) {
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(message);
    }
  });

  wss.on('connection', (socket: WebSocket, session: { userId: string; sid: string } | null) => {
    const userId = session?.userId ?? null;
    const send = (message: LiveServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const connection: Connection = {
      id: randomUUID(),
      sid: session?.sid ?? null,
      socket,
      alive: true,
      watcher: { send, userId },
      received: { count: 0, since: Date.now() },
      sent: undefined,
      sentAt: -Infinity,
      send: (frame) => {
        if (socket.readyState === socket.OPEN) socket.send(frame, { binary: false });
      },
    };
    connections.set(connection.id, connection);
    if (userId) personal.add(userId, connection.watcher);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (raw) => {
      const now = Date.now();
      if (now - connection.received.since >= SOCKET_MESSAGE_BUDGET.windowMs) connection.received = { count: 0, since: now };
      connection.received.count += 1;
      if (connection.received.count > SOCKET_MESSAGE_BUDGET.messages) {
        if (connection.received.count === SOCKET_MESSAGE_BUDGET.messages + 1) {
          logger.info({ connection: connection.id }, 'socket closed: too many messages');
          socket.close(TOO_MANY_MESSAGES_CLOSE_CODE, 'Too many messages');
        }
        return;
      }
      let message: { type?: unknown; t0?: unknown; list?: unknown; groupSessionIds?: unknown };
      try {
        message = JSON.parse(frameText(raw)) as typeof message;
      } catch {
        logger.debug({ connection: connection.id }, 'malformed socket message ignored');
        return;
      }
      switch (message.type) {
        case 'startMeditation':
        case 'endMeditation':
          // Who meditates is what the meditation service holds, never what a socket claims.
          break;
        case 'timeSync': {
          // Answered at once: any delay here is counted as network time by the client.
          const reply = timeSyncReply(message, options.clock);
          if (reply && socket.readyState === socket.OPEN) socket.send(JSON.stringify(reply));
          break;
        }
        case 'watchGroupSessions': {
          const request = readWatchRequest(message);
          if (request) groupSessions.watch(connection.watcher, request);
          else logger.debug({ connection: connection.id }, 'malformed watch request ignored');
          break;
        }
        case 'userConnected':
          // The user comes from the session cookie, never from what a client claims.
          break;
        default:
          logger.debug({ type: message.type }, 'unknown socket message ignored');
      }
    });
    socket.on('close', () => {
      connections.delete(connection.id);
      groupSessions.unwatch(connection.watcher);
      if (userId) personal.remove(userId, connection.watcher);
    });
    socket.on('error', () => socket.terminate());
    presence.welcome(connection);
  });

  const handleUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    options.resolveSession(req).then(
      (session) => {
        if (socket.destroyed) return;
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, session));
      },
      () => socket.destroy(),
    );
  };

  return {
    handleUpgrade,
    count,
    connections: () => connections.size,
    /** Closes every socket and stops the timers. */
    close: async () => {
      clearInterval(heartbeat);
      clearInterval(sweep);
      presenceChanges.stop();
      revocations.stop();
      presence.close();
      stopClockWatch?.();
      groupSessions.close();
      personal.close();
      for (const connection of connections.values()) connection.socket.close(1001, 'server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

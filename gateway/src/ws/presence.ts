import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { PRESENCE_CHANNEL, PresenceStore, type Clock, type Logger, type Redis } from '@peace/kit';
import type { LiveServerMessage } from '@peace/proto/live';
import { createActiveSitRelay } from './activeSits.js';
import { createGroupSessionRelay, readWatchRequest, type WatchAccess, type Watcher } from './groupSessions.js';
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
  /** The signed-in user behind an upgrade request, if any. */
  resolveUser: (req: http.IncomingMessage) => Promise<string | null>;
  /** Called with every new count, e.g. for GraphQL subscriptions. */
  onCount?: (count: number) => void;
  /** The least time between two counts pushed to every socket: changes in between are pushed as one, the latest. */
  broadcastIntervalMs?: number;
  /** Where a clock that can be set (a test stack's) reports being set, so that clients measure it again. */
  onClockChange?: (listener: () => void) => () => void;
}

/** A frame's text: ws hands a frame over as one Buffer by default, as a list of them or an ArrayBuffer when told to. */
export function frameText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}

/**
 * Pushes values as they come while they come now and then, and at most one per interval when
 * they come faster: a few may go at once (burst), after which those that come before the next
 * turn are pushed as one, the latest, when it comes. At ten changes a second and thousands of
 * sockets, every socket otherwise gets every change, and the gateway spends its time writing
 * frames nobody needs: a count a quarter of a second old is as good as the newest.
 */
export function coalesced<T>(intervalMs: number, push: (value: T) => void, burst = 3) {
  let tokens = burst;
  let refilledAt = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let latest: { value: T } | undefined;
  const refill = () => {
    const now = Date.now();
    const earned = Math.floor((now - refilledAt) / intervalMs);
    if (earned > 0) {
      tokens = Math.min(burst, tokens + earned);
      refilledAt = tokens === burst ? now : refilledAt + earned * intervalMs;
    }
  };
  const flush = () => {
    timer = undefined;
    if (!latest) return;
    refill();
    if (tokens < 1) {
      timer = setTimeout(flush, refilledAt + intervalMs - Date.now());
      return;
    }
    tokens -= 1;
    const { value } = latest;
    latest = undefined;
    push(value);
  };
  return {
    offer(value: T) {
      latest = { value };
      if (!timer) flush();
    },
    close() {
      clearTimeout(timer);
      timer = undefined;
      latest = undefined;
    },
  };
}

/**
 * The count for sockets that just opened: one read shared by every socket that opens while it is
 * under way, so a thousand reconnecting at once cost one read rather than a thousand. When the
 * known count changed while the read was under way, the change is newer than what the read
 * answers, and is answered instead.
 */
export function newcomerCount(read: () => Promise<number>, known: () => { count: number; changes: number }): () => Promise<number> {
  let shared: { changes: number; value: Promise<number> } | undefined;
  return async () => {
    const current = (shared ??= {
      changes: known().changes,
      value: read().finally(() => {
        shared = undefined;
      }),
    });
    const value = await current.value;
    const now = known();
    return now.changes !== current.changes ? now.count : value;
  };
}

interface Connection {
  id: string;
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

/**
 * The /ws live socket: pushes the count of people meditating now. The count is the meditation
 * service's, from its server-side active sessions in Redis (see PresenceStore): a socket only
 * listens to it, and what a socket says (startMeditation, endMeditation) changes nothing. Every
 * replica pushes changes as they are announced, and rereads the count now and then, which is when
 * sits whose time ran out drop out. It also answers time-sync requests, from which clients measure
 * their clock's offset from the services', and tells a signed-in person's sockets when their own
 * sit changes (see activeSits.ts).
 */
export function attachPresenceSocket(options: PresenceSocketOptions) {
  const { redis, subscriber, logger } = options;
  const store = new PresenceStore(redis);
  const count = () => store.count(options.clock.now().getTime());
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const connections = new Map<string, Connection>();
  const groupSessions = createGroupSessionRelay({ redis, subscriber, clock: options.clock, logger, access: options.watchAccess });
  const activeSits = createActiveSitRelay({ subscriber, logger });
  let lastCount = -1;
  /** How many times lastCount changed. */
  let countChanges = 0;
  const countForNewcomer = newcomerCount(count, () => ({ count: lastCount, changes: countChanges }));
  let recount: Promise<void> | undefined;
  let pending = false;

  const broadcast = coalesced(options.broadcastIntervalMs ?? 250, (count: number) => {
    // Encoded once for every socket.
    const message = Buffer.from(JSON.stringify({ type: 'activeMeditators', count } satisfies LiveServerMessage));
    for (const connection of connections.values()) {
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(message, { binary: false });
    }
    options.onCount?.(count);
  });

  /** Reads the count and pushes it when it changed; concurrent calls collapse into one more read. */
  const refresh = (): Promise<void> => {
    if (recount) {
      pending = true;
      return recount;
    }
    recount = (async () => {
      do {
        pending = false;
        try {
          const current = await count();
          if (current !== lastCount) {
            lastCount = current;
            countChanges += 1;
            broadcast.offer(current);
          }
        } catch (error) {
          logger.warn({ err: error }, 'presence count failed');
        }
      } while (pending);
    })().finally(() => {
      recount = undefined;
    });
    return recount;
  };

  void subscriber.subscribe(PRESENCE_CHANNEL).catch((error: unknown) => logger.error({ err: error }, 'presence subscribe failed'));
  subscriber.on('message', (channel: string) => {
    if (channel === PRESENCE_CHANNEL) void refresh();
  });

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
  const sweep = setInterval(() => void refresh(), 5000);
  const stopClockWatch = options.onClockChange?.(() => {
    const message = JSON.stringify({ type: 'clockChanged' } satisfies LiveServerMessage);
    for (const connection of connections.values()) {
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(message);
    }
  });

  wss.on('connection', (socket: WebSocket, userId: string | null) => {
    const send = (message: LiveServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const connection: Connection = { id: randomUUID(), socket, alive: true, watcher: { send, userId }, received: { count: 0, since: Date.now() } };
    connections.set(connection.id, connection);
    if (userId) activeSits.add(userId, connection.watcher);
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
      if (userId) activeSits.remove(userId, connection.watcher);
    });
    socket.on('error', () => socket.terminate());
    void countForNewcomer().then(
      (current) => {
        send({ type: 'activeMeditators', count: current });
        // A sit ran out since the last read: the others hear it too, or a later change equal to
        // what they last heard would never reach this newcomer.
        if (current !== lastCount) void refresh();
      },
      (error: unknown) => {
        logger.warn({ err: error }, 'presence count failed');
        // Redis is slow or away: the count last known is better than none, and the next change follows.
        if (lastCount >= 0) send({ type: 'activeMeditators', count: lastCount });
      },
    );
  });

  const handleUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    options.resolveUser(req).then(
      (userId) => {
        if (socket.destroyed) return;
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, userId));
      },
      () => socket.destroy(),
    );
  };

  return {
    handleUpgrade,
    count,
    connections: () => connections.size,
    watchedGroupSessions: () => groupSessions.watchedSessions(),
    /** Closes every socket and stops the timers. */
    close: async () => {
      clearInterval(heartbeat);
      clearInterval(sweep);
      broadcast.close();
      stopClockWatch?.();
      groupSessions.close();
      activeSits.close();
      for (const connection of connections.values()) connection.socket.close(1001, 'server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { PRESENCE_CHANNEL, PresenceStore, type Clock, type Logger, type Redis } from '@peace/kit';
import type { LiveServerMessage } from '@peace/proto/live';
import { createGroupSessionRelay, readWatchRequest, type Watcher } from './groupSessions.js';
import { timeSyncReply } from './timeSync.js';

export interface PresenceSocketOptions {
  redis: Redis;
  /** A second connection, used only for SUBSCRIBE. */
  subscriber: Redis;
  ttlMs: number;
  /** The services' clock: time-sync answers read it, so every client counts down to the same instant. */
  clock: Clock;
  logger: Logger;
  /** The signed-in user behind an upgrade request, if any. */
  resolveUser: (req: http.IncomingMessage) => Promise<string | null>;
  /** Called with every new count, e.g. for GraphQL subscriptions. */
  onCount?: (count: number) => void;
  /** Where a clock that can be set (a test stack's) reports being set, so that clients measure it again. */
  onClockChange?: (listener: () => void) => () => void;
}

/** A frame's text: ws hands a frame over as one Buffer by default, as a list of them or an ArrayBuffer when told to. */
export function frameText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}

interface Connection {
  id: string;
  socket: WebSocket;
  /** The signed-in person; null for a visitor, whose presence is never counted. */
  personKey: string | null;
  meditating: boolean;
  alive: boolean;
  watcher: Watcher;
}

/**
 * The /ws live socket: counts distinct people meditating now. Presence lives in Redis with
 * expiry, so replicas agree, vanished connections drop out on their own and the count cannot
 * drift upward; every replica pushes changes to its sockets as they are announced. It also answers
 * time-sync requests, from which clients measure their clock's offset from the services'.
 */
export function attachPresenceSocket(options: PresenceSocketOptions) {
  const { redis, subscriber, logger } = options;
  const store = new PresenceStore(redis, options.ttlMs);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const connections = new Map<string, Connection>();
  const groupSessions = createGroupSessionRelay({ redis, subscriber, clock: options.clock, logger });
  let lastCount = -1;
  let recount: Promise<void> | undefined;
  let pending = false;

  const broadcast = (count: number) => {
    const message = JSON.stringify({ type: 'activeMeditators', count });
    for (const connection of connections.values()) {
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(message);
    }
  };

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
          const count = await store.count();
          if (count !== lastCount) {
            lastCount = count;
            broadcast(count);
            options.onCount?.(count);
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

  const changed = async () => {
    await store.announce().catch((error: unknown) => logger.warn({ err: error }, 'presence announce failed'));
  };

  void subscriber.subscribe(PRESENCE_CHANNEL).catch((error: unknown) => logger.error({ err: error }, 'presence subscribe failed'));
  subscriber.on('message', (channel: string) => {
    if (channel === PRESENCE_CHANNEL) void refresh();
  });

  // Keeps live entries fresh, catches expired ones (a dead replica's sockets) and finds dead peers.
  const heartbeatMs = Math.max(1000, Math.floor(options.ttlMs / 3));
  const heartbeat = setInterval(() => {
    for (const connection of connections.values()) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      if (connection.meditating && connection.personKey) void store.touch(connection.personKey, connection.id).catch(() => undefined);
    }
  }, heartbeatMs);
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
    const connection: Connection = { id: randomUUID(), socket, personKey: userId, meditating: false, alive: true, watcher: { send, signedIn: userId !== null } };
    connections.set(connection.id, connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (raw) => {
      let message: { type?: unknown; t0?: unknown; list?: unknown; groupSessionIds?: unknown };
      try {
        message = JSON.parse(frameText(raw)) as typeof message;
      } catch {
        logger.debug({ connection: connection.id }, 'malformed socket message ignored');
        return;
      }
      const personKey = connection.personKey;
      switch (message.type) {
        case 'startMeditation':
          // Only people who meditate count; a visitor's socket could claim anything, any number of times.
          if (!personKey) break;
          connection.meditating = true;
          void store.touch(personKey, connection.id).then(changed, (error: unknown) => logger.warn({ err: error }, 'presence touch failed'));
          break;
        case 'endMeditation':
          if (!personKey || !connection.meditating) break;
          connection.meditating = false;
          void store.remove(personKey, connection.id).then(changed, (error: unknown) => logger.warn({ err: error }, 'presence remove failed'));
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
      if (connection.meditating && connection.personKey) void store.remove(connection.personKey, connection.id).then(changed, () => undefined);
    });
    socket.on('error', () => socket.terminate());
    void store.count().then(
      (count) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'activeMeditators', count }));
      },
      (error: unknown) => logger.warn({ err: error }, 'presence count failed'),
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
    store,
    handleUpgrade,
    count: () => store.count(),
    connections: () => connections.size,
    watchedGroupSessions: () => groupSessions.watchedSessions(),
    /** Closes every socket (their presence is removed) and stops the timers. */
    close: async () => {
      clearInterval(heartbeat);
      clearInterval(sweep);
      stopClockWatch?.();
      groupSessions.close();
      const removals = [...connections.values()].flatMap((c) => (c.meditating && c.personKey ? [store.remove(c.personKey, c.id).catch(() => undefined)] : []));
      await Promise.all(removals);
      if (removals.length > 0) await changed();
      for (const connection of connections.values()) connection.socket.close(1001, 'server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

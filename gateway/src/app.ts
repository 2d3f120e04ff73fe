import http from 'node:http';
import express from 'express';
import { closeHttpServer, listenOn, type Logger } from '@peace/kit';
import type { GatewayConfig } from './config.js';
import { answerClientErrors, jsonErrors, requireHost } from './http/errors.js';
import { graphMount } from './mounts/graph.js';
import { healthMount } from './mounts/health.js';
import type { Mount } from './mounts/mount.js';
import { restMount } from './mounts/rest.js';
import { socketMount } from './mounts/socket.js';
import { webMount } from './mounts/web.js';
import { connectParts } from './parts.js';

/** The public surface, in the order a request meets it: health, /api, /graphql, the web app; and the live sockets. */
const MOUNTS: readonly Mount[] = [healthMount, restMount, graphMount, webMount, socketMount];

/** The gateway: the shared parts, an app and a server, and each mount attached to them. */
export async function createGateway(config: GatewayConfig, logger: Logger) {
  const parts = await connectParts(config, logger);
  const app = express();
  app.disable('x-powered-by');
  // No client revalidates an API answer: a SHA-1 of every body and a second write buffer each cost more than the 304 ever saved.
  app.set('etag', false);
  app.set('trust proxy', parts.limits.trust);
  // A client that trickles its headers or body is cut off rather than holding a connection for minutes.
  const server = http.createServer(
    { headersTimeout: config.HEADERS_TIMEOUT_MS, requestTimeout: config.REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000, requireHostHeader: false },
    requireHost(app),
  );
  server.keepAliveTimeout = 65_000;
  answerClientErrors(server);
  const wiring = { config, logger, parts, app, server };
  const attached = MOUNTS.map((mount) => mount.attach(wiring));
  app.use(jsonErrors(logger));

  let closing: Promise<void> | undefined;
  const { graph, sessions, controlledClock, redis, subscriber } = parts;
  return {
    server,
    listen: async () => {
      await Promise.all(attached.flatMap((mount) => (mount.listen ? [mount.listen()] : [])));
      return listenOn(server, config.PORT, config.HOST);
    },
    /**
     * Ordered: stop accepting, close the live sockets (which would otherwise hold the server open),
     * let in-flight requests finish, stop the graph, then the Redis connections.
     */
    steps: [
      {
        name: 'stop accepting',
        run: () => {
          closing = Promise.all([closeHttpServer(server), ...attached.flatMap((mount) => (mount.stopAccepting ? [mount.stopAccepting()] : []))]).then(() => undefined);
        },
      },
      { name: 'live sockets', run: async () => Promise.all(attached.flatMap((mount) => (mount.close ? [mount.close()] : []))).then(() => undefined) },
      { name: 'in-flight requests', run: () => closing },
      { name: 'graph', run: () => graph.stop() },
      { name: 'sessions', run: () => sessions.close() },
      { name: 'clock', run: () => controlledClock?.close() },
      {
        name: 'redis',
        run: async () => {
          await Promise.all([redis.quit().catch(() => redis.disconnect()), subscriber.quit().catch(() => subscriber.disconnect())]);
        },
      },
    ],
  };
}

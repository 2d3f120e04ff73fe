import { readFileSync } from 'node:fs';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import express, { type IRoute, type NextFunction, type Request, type Response } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import { expressMiddleware } from '@as-integrations/express5';
import { closeHttpServer, createControlledClock, listenOn, createMetrics, createRedis, IDEMPOTENCY_KEY_HEADER, readIdempotencyKey, redisCheck, runChecks, sessionSetCookie, systemClock, type Logger } from '@peace/kit';
import { givenRequestId, type Caller } from './auth/caller.js';
import { csrfGuard } from './auth/csrf.js';
import { mountAuthRoutes } from './auth/routes.js';
import { createSessionResolver } from './auth/session-resolver.js';
import type { GatewayConfig } from './config.js';
import { readCostDirectives } from './cost.js';
import { createGraph, MAX_BATCH_OPERATIONS, MAX_OPERATION_COST, type GatewayContext } from './graph.js';
import { subgraphReadiness } from './subgraph-readiness.js';
import { answerClientErrors, requireHost, graphqlErrors, HttpInputError, jsonErrors, readOnlyWeb } from './http/errors.js';
import { checkDocument, checkUrl, DEFAULT_INPUT_LIMITS, jsonBody } from './http/input.js';
import { createMetricsServer } from './http/metrics-server.js';
import { createRateLimits } from './rate-limit.js';
import { buildOpenApi } from './rest/openapi.js';
import { apiFallbacks, createRestRouter } from './rest/router.js';
import { routes } from './rest/routes/index.js';
import { createUnsubscribeRouter, unsubscribeOpenApi } from './rest/unsubscribe.js';
import { inlineScriptHashes, socketOrigin } from './web/csp.js';
import { missingPage } from './web/missing.js';
import { serveWebApp } from './web/static.js';
import { createSocketAdmission } from './ws/admission.js';
import { graphWatchAccess } from './ws/access.js';
import { attachPresenceSocket } from './ws/presence.js';
import { attachSubscriptions } from './ws/subscriptions.js';

/** The deepest nesting of a GraphQL document accepted before it is parsed. */
const MAX_DOCUMENT_NESTING = 64;

/** The public surface: /graphql, /api, /ws and the web app. */
export async function createGateway(config: GatewayConfig, logger: Logger) {
  const redis = createRedis(config.REDIS_URL, 'gateway');
  const subscriber = createRedis(config.REDIS_URL, 'gateway-subscriber', { subscriber: true });
  // The time the live socket tells clients must be the services' time, which a test stack controls.
  const controlledClock = config.PEACE_TEST_CLOCK ? await createControlledClock(config.REDIS_URL) : undefined;
  if (controlledClock) logger.warn('test clock enabled: time can be moved forward by the harness');
  const sessions = createSessionResolver({
    redis,
    subscriber,
    identityUrl: config.IDENTITY_URL,
    sessionSecret: config.SESSION_SECRET,
    internalSecret: config.INTERNAL_SECRET,
    publicUrl: config.PUBLIC_URL,
    logger,
  });
  const clock = controlledClock ?? systemClock;
  const subgraphUrls = {
    identity: config.SUBGRAPH_IDENTITY_URL,
    meditation: config.SUBGRAPH_MEDITATION_URL,
    groups: config.SUBGRAPH_GROUPS_URL,
    communities: config.SUBGRAPH_COMMUNITIES_URL,
    stats: config.SUBGRAPH_STATS_URL,
    notification: config.SUBGRAPH_NOTIFICATION_URL,
  };
  const limits = createRateLimits({ redis, settings: config, logger, costDirectives: readCostDirectives(readFileSync(config.SUPERGRAPH_PATH, 'utf8')), maxOperationCost: MAX_OPERATION_COST });
  const graph = await createGraph({
    supergraphPath: config.SUPERGRAPH_PATH,
    internalSecret: config.INTERNAL_SECRET,
    introspection: config.GRAPHQL_INTROSPECTION,
    logger,
    subgraphUrls,
    subgraphDeadlineMs: config.SUBGRAPH_DEADLINE_MS,
    plugins: [limits.allowances],
  });
  const subgraphs = subgraphReadiness(subgraphUrls);
  const metrics = createMetrics('gateway');
  const secure = config.PUBLIC_URL.startsWith('https:');

  const app = express();
  app.disable('x-powered-by');
  // No client revalidates an API answer: a SHA-1 of every body and a second write buffer each cost more than the 304 ever saved.
  app.set('etag', false);
  app.set('trust proxy', limits.trust);
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.WEB_DIST)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        // The network-address look-up is our own (/api/location); the geocoder hears only of a device position the person chose to share.
        connectSrc: ["'self'", socketOrigin(config.PUBLIC_URL), 'https://api.bigdatacloud.net'],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // REST answers are small JSON objects, nearly all under compression's 1 KB threshold, so it would
  // only wrap them; the web's data travels through /graphql, whose answers it does compress.
  const compress = compression();

  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    // Read now: by the time the answer is sent a mounted router has taken its prefix off req.path.
    const path = req.path;
    res.on('finish', () => {
      const routePath = (req.route as IRoute | undefined)?.path;
      const route = path.startsWith('/api') ? (routePath ? `/api${routePath}` : '/api') : path.startsWith('/graphql') ? '/graphql' : 'web';
      metrics.httpDuration.labels(req.method, route, String(res.statusCode)).observe(Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const result = await runChecks({ redis: redisCheck(redis), ...subgraphs.checks });
    const ready = result.checks['redis'] === 'ok' && subgraphs.allReady(result.checks);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks: result.checks });
  });
  const metricsServer = createMetricsServer(metrics.registry);
  const inputLimits = DEFAULT_INPUT_LIMITS;

  // Who is asking, resolved once per request from the session cookie, whoever asks first.
  const callers = new WeakMap<http.IncomingMessage, Caller>();
  const callerOf = (req: http.IncomingMessage): Caller => {
    let caller = callers.get(req);
    if (!caller) {
      caller = { requestId: givenRequestId(req.headers) ?? randomUUID(), session: sessions.lookup(req.headers.cookie) };
      callers.set(req, caller);
    }
    return caller;
  };
  const identify = async (req: Request, res: Response, next: NextFunction) => {
    const { requestId, session: lookup } = callerOf(req);
    res.setHeader('x-request-id', requestId);
    try {
      const session = await lookup;
      // A session in use slides; the browser's cookie must slide with it.
      if (session?.refreshCookie) res.append('Set-Cookie', session.refreshCookie);
      let idempotencyKey: string | undefined;
      try {
        idempotencyKey = readIdempotencyKey(req.headers[IDEMPOTENCY_KEY_HEADER]);
      } catch (error) {
        next(new HttpInputError(400, (error as Error).message));
        return;
      }
      res.locals['gateway'] = { userId: session?.userId ?? null, requestId, idempotencyKey, clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown', estimated: { cost: 0 } } satisfies GatewayContext;
      next();
    } catch (error) {
      logger.error({ err: error }, 'session lookup failed');
      res.status(503).json({ message: 'Service unavailable' });
    }
  };

  const api = express.Router();
  api.use(checkUrl(inputLimits), identify);
  // One-click unsubscribes come from mail providers for many people at once: they have limits of their own, not the write limits.
  api.use(createUnsubscribeRouter({ graph, logger, limits }));
  api.use(limits.api);
  mountAuthRoutes(api, { identityUrl: config.IDENTITY_URL, internalSecret: config.INTERNAL_SECRET, publicUrl: config.PUBLIC_URL });
  api.use(csrfGuard(config.PUBLIC_URL));
  const built = buildOpenApi(routes, config.PUBLIC_URL);
  const openapi = { ...built, paths: { ...built.paths, ...unsubscribeOpenApi } };
  api.get('/openapi.json', (_req, res) => {
    res.json(openapi);
  });
  api.use(createRestRouter(routes, { graph, logger, body: jsonBody(inputLimits), signedOutCookie: sessionSetCookie(null, config.SESSION_SECRET, config.PUBLIC_URL) }));
  api.use(...apiFallbacks(logger));
  app.use('/api', securityHeaders, api);

  app.use(
    '/graphql',
    securityHeaders,
    compress,
    checkUrl(inputLimits),
    identify,
    csrfGuard(config.PUBLIC_URL),
    ...jsonBody(inputLimits),
    checkDocument(MAX_DOCUMENT_NESTING, MAX_BATCH_OPERATIONS),
    limits.graphql,
    expressMiddleware(graph, { context: async ({ res }) => res.locals['gateway'] as GatewayContext }),
    graphqlErrors(logger),
  );

  app.use(securityHeaders, compress, readOnlyWeb(), serveWebApp(config.WEB_DIST, missingPage(graph)));
  app.use(jsonErrors(logger));

  // A client that trickles its headers or body is cut off rather than holding a connection for minutes.
  const server = http.createServer(
    { headersTimeout: config.HEADERS_TIMEOUT_MS, requestTimeout: config.REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000, requireHostHeader: false },
    requireHost(app),
  );
  server.keepAliveTimeout = 65_000;
  answerClientErrors(server);
  // The count function runs only after both exist.
  const subscriptions = attachSubscriptions(() => presence.count());
  const presence = attachPresenceSocket({
    redis,
    subscriber,
    ttlMs: config.PRESENCE_TTL_MS,
    clock,
    logger,
    watchAccess: graphWatchAccess(graph),
    resolveSession: async (req) => {
      const session = await sessions.lookup(req.headers.cookie);
      return session && { userId: session.userId, sid: session.sid };
    },
    onCount: (count) => subscriptions.publish(count),
    onClockChange: controlledClock ? (listener) => controlledClock.onChange(listener) : undefined,
  });
  const admitSocket = createSocketAdmission({ publicUrl: config.PUBLIC_URL, limit: (req) => limits.socket(req, () => sessions.resolve(req.headers.cookie)) });
  // One dispatcher for every upgrade: a socket gets an error handler before anything else, so a
  // client resetting it cannot crash the process, and upgrades to any other path are closed.
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    const path = (req.url ?? '').split('?')[0];
    if (path === '/ws') admitSocket(req, socket, () => presence.handleUpgrade(req, socket, head));
    else if (path === '/graphql') admitSocket(req, socket, () => subscriptions.handleUpgrade(req, socket, head));
    else socket.destroy();
  });

  let closing: Promise<void> | undefined;
  return {
    server,
    presence,
    metricsServer,
    listen: async () => {
      await listenOn(metricsServer, config.METRICS_PORT, config.HOST);
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
          closing = Promise.all([closeHttpServer(server), closeHttpServer(metricsServer)]).then(() => undefined);
        },
      },
      { name: 'live sockets', run: async () => Promise.all([presence.close(), subscriptions.close()]).then(() => undefined) },
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

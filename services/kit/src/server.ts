import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import express, { type Express, type IRoute, type NextFunction, type Request, type Response } from 'express';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { parse } from 'graphql';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, formatGraphQLError, isDatabaseUnavailable, logUnexpectedErrors } from './errors.js';
import { runChecks, type ReadinessCheck } from './health.js';
import { INTERNAL_HEADER, verifyInternalHeader, type InternalIdentity } from './internal-auth.js';
import type { Logger } from './logger.js';
import { createMetrics } from './metrics.js';
import type { RequestContext } from './graphql.js';

export interface SubgraphServerOptions {
  name: string;
  /** Path of the service's schema.graphql. */
  schemaPath: string;
  /**
   * The service's resolver map, typed by the `Resolvers` generated from its own SDL; Apollo's
   * GraphQLResolverMap cannot express federation's reference resolvers, so it is not asked for here.
   */
  resolvers: object;
  logger: Logger;
  internalSecret: string;
  checks: Record<string, ReadinessCheck>;
  /** Extra non-GraphQL routes, mounted before /graphql and also behind the internal header. */
  internalRoutes?: (app: Express) => void;
  /** Public routes mounted without the internal header (rare: e.g. an embedded provider). */
  publicRoutes?: (app: Express) => void;
}

export interface SubgraphServer {
  app: Express;
  server: http.Server;
  listen(port: number, host: string): Promise<number>;
  /** Stops accepting connections and waits for in-flight requests. */
  close(): Promise<void>;
}

/**
 * Stops accepting connections and resolves once in-flight requests have finished: keep-alive
 * connections are closed as soon as they fall idle instead of lingering for their timeout.
 */
export function closeHttpServer(server: http.Server): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!res.headersSent) res.setHeader('connection', 'close');
    });
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Starts listening; answers the port bound (the one the system chose, for port 0). */
export function listenOn(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** Express app with health, readiness, metrics and the signed-header-guarded subgraph at /graphql. */
export async function createSubgraphServer(options: SubgraphServerOptions): Promise<SubgraphServer> {
  const { logger, internalSecret } = options;
  const metrics = createMetrics(options.name);
  const app = express();
  app.disable('x-powered-by');
  // Only the gateway reads a subgraph's answers, and it never revalidates one: no ETag to hash.
  app.set('etag', false);
  app.set('trust proxy', false);

  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = (req.route as IRoute | undefined)?.path ?? (req.path.startsWith('/graphql') ? '/graphql' : 'other');
      metrics.httpDuration.labels(req.method, route, String(res.statusCode)).observe(seconds);
    });
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const result = await runChecks(options.checks);
    res.status(result.ready ? 200 : 503).json({ status: result.ready ? 'ready' : 'not ready', checks: result.checks });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  options.publicRoutes?.(app);

  const guard = (req: Request, res: Response, next: NextFunction) => {
    const identity = verifyInternalHeader(req.header(INTERNAL_HEADER), internalSecret);
    if (!identity) {
      res.status(401).json({ message: 'missing or invalid internal signature' });
      return;
    }
    res.locals['identity'] = identity;
    next();
  };

  const typeDefs = parse(readFileSync(options.schemaPath, 'utf8'));
  const apollo = new ApolloServer<RequestContext>({
    schema: buildSubgraphSchema([{ typeDefs, resolvers: options.resolvers as never }]),
    formatError: formatGraphQLError,
    includeStacktraceInErrorResponses: false,
    introspection: true,
    // The process's Lifecycle owns SIGTERM/SIGINT: Apollo must not stop and re-raise them first.
    stopOnTerminationSignals: false,
    // A variable a scalar refuses (a DateTime that is no timestamp) is the client's mistake: answered
    // 400, as a document the subgraph cannot validate is, so the gateway answers the client 400 too.
    status400ForVariableCoercionErrors: true,
    // Only the gateway reads the answers: no indentation to write and parse again.
    stringifyResult: (result) => JSON.stringify(result),
    // Only the gateway calls a subgraph: no cache hints (whose per-field hook wraps every resolver),
    // no traces, no usage reports and no landing page, so a request pays for its resolvers alone.
    plugins: [
      logUnexpectedErrors(logger),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginLandingPageDisabled(),
    ],
    logger: { debug: () => undefined, info: () => undefined, warn: (m) => logger.warn(m), error: (m) => logger.error(m) },
  });
  await apollo.start();

  const internal = express.Router();
  internal.use(guard);
  internal.use(express.json({ limit: '1mb' }));
  options.internalRoutes?.(internal as unknown as Express);
  internal.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: async ({ res }) => {
        const identity = res.locals['identity'] as InternalIdentity;
        const requestId = identity.requestId || randomUUID();
        return { userId: identity.userId, requestId, idempotencyKey: identity.idempotencyKey, logger: logger.child({ requestId, userId: identity.userId }) } satisfies RequestContext;
      },
    }),
  );
  app.use(internal);

  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    // A database that cannot be reached is a passing condition: 503 with a time to come back, as the graph answers.
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error }, 'request failed: database unavailable');
      res.status(503).setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).json({ message: DATABASE_UNAVAILABLE_MESSAGE });
      return;
    }
    const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' && error.status < 500 ? error.status : 500;
    if (status >= 500) logger.error({ err: error }, 'request failed');
    res.status(status).json({ message: status >= 500 ? 'Internal server error' : 'Bad request' });
  });

  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  return {
    app,
    server,
    listen: (port, host) => listenOn(server, port, host),
    close: async () => {
      await closeHttpServer(server);
      await apollo.stop();
    },
  };
}

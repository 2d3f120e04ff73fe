// The embedded OpenID provider: what `npm start` and the tests sign in with when no OIDC_ISSUER is configured.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createDatabase, createLogger, createRedis, Lifecycle, migrateService, postgresCheck, redisCheck, runChecks } from '@peace/kit';
import { schema, SCHEMA } from './db/schema.js';
import { ProviderAccounts } from './accounts.js';
import { providerConfig as config } from './config.js';
import { interactionRoutes } from './interactions.js';
import { loadSigningKeys } from './keys.js';
import { createProvider } from './provider.js';

const logger = createLogger('oidc-provider', config.LOG_LEVEL);
// A development tool starts once per machine, so it applies its own migrations (declared in scripts/package.json).
await migrateService(SCHEMA, config.DATABASE_URL, { packageDir: fileURLToPath(new URL('../../', import.meta.url)), logger });
const lifecycle = new Lifecycle(logger, config.SHUTDOWN_TIMEOUT_MS);
const database = createDatabase(config.DATABASE_URL, schema, { applicationName: 'oidc-provider', max: 5 });
const redis = createRedis(config.REDIS_URL, 'oidc-provider');
const server = http.createServer();
lifecycle
  .onShutdown(
    'http server',
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  )
  .onShutdown('redis', async () => {
    await redis.quit().catch(() => redis.disconnect());
  })
  .onShutdown('postgres pool', () => database.close());
lifecycle.installSignalHandlers();

const accounts = new ProviderAccounts(database.db);
const provider = createProvider({ config, redis, accounts, keys: await loadSigningKeys(database.db), logger });

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', provider.proxy);
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
app.get('/readyz', async (_req, res) => {
  const result = await runChecks({ postgres: postgresCheck(database.pool), redis: redisCheck(redis) });
  res.status(result.ready ? 200 : 503).json({ status: result.ready ? 'ready' : 'not ready', checks: result.checks });
});
app.use(interactionRoutes({ provider, accounts, config, logger }));
// Everything else is the protocol itself: discovery, JWKS, authorization, token, userinfo, end-session.
app.use(provider.callback());
app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
  logger.error({ err: error }, 'request failed');
  res.status(500).type('text').send('Internal server error');
});

server.on('request', app);
server.keepAliveTimeout = 65_000;
server.listen(config.PORT, config.HOST, () => {
  logger.info({ issuer: config.OIDC_PROVIDER_ISSUER, port: config.PORT }, 'embedded OpenID provider ready');
});

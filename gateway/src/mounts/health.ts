import type { IRoute, NextFunction, Request, Response } from 'express';
import { closeHttpServer, createMetrics, listenOn, redisCheck, runChecks } from '@peace/kit';
import { createMetricsServer } from '../http/metrics-server.js';
import type { Mount } from './mount.js';

/**
 * Times every request by route, and answers /healthz (the process runs) and /readyz (Redis and
 * every subgraph answer); the metrics are served on a port of their own.
 */
export const healthMount: Mount = {
  name: 'health',
  attach: ({ app, config, parts: { redis, subgraphs } }) => {
    const metrics = createMetrics('gateway');
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
    return { listen: () => listenOn(metricsServer, config.METRICS_PORT, config.HOST), stopAccepting: () => closeHttpServer(metricsServer) };
  },
};

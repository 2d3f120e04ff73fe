import http from 'node:http';

/** What the server reads metrics from: a prom-client registry. */
export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

/**
 * /metrics on a port of its own, which the cluster scrapes and the public never reaches; every
 * other path on it is 404.
 */
export function createMetricsServer(registry: MetricsSource): http.Server {
  return http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Internal server error' })),
    );
  });
}

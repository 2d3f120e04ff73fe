import { pino, type Logger } from 'pino';

export type { Logger };

/** One JSON line per event, tagged with the service name. */
export function createLogger(service: string, level = process.env['LOG_LEVEL'] ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-peace-internal"]'], remove: true },
  });
}

import { pino, type Logger } from 'pino';

export type { Logger };

/** One JSON line per event, tagged with the service name. */
/**
 * Errors without the parameters of the query that failed: those carry people's emails, names and
 * session tokens, which must never reach a log.
 */
export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as Record<string, unknown> | undefined;
  if (!serialized || typeof serialized !== 'object') return serialized;
  const scrub = (value: unknown) => (typeof value === 'string' ? value.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]') : value);
  const { params: _params, ...rest } = serialized;
  const cause = rest['cause'];
  return { ...rest, message: scrub(rest['message']), stack: scrub(rest['stack']), ...(cause ? { cause: serializeError(cause) } : {}) };
}

export function createLogger(service: string, level = process.env['LOG_LEVEL'] ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    serializers: { err: serializeError },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-peace-internal"]'], remove: true },
  });
}

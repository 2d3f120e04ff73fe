import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Logger } from 'pino';
import type { ZodError } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@peace/proto';

/** The error codes the whole system speaks; each maps to one HTTP status. */
export const errorStatus = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A request that cannot be done as sent, such as an Idempotency-Key reused for a different request. */
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The one error type business rules throw. Its message is safe to show to clients. */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** For TOO_MANY_REQUESTS: seconds until the caller may try again (the Retry-After header). */
  readonly retryAfter: number | undefined;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown; retryAfter?: number }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.retryAfter = options?.retryAfter;
  }
  get status(): number {
    return errorStatus[this.code];
  }
  static badInput(message: string) {
    return new AppError('BAD_USER_INPUT', message);
  }
  static unauthenticated(message = 'Unauthorized') {
    return new AppError('UNAUTHENTICATED', message);
  }
  static forbidden(message = 'Forbidden') {
    return new AppError('FORBIDDEN', message);
  }
  static notFound(message = 'Not found') {
    return new AppError('NOT_FOUND', message);
  }
  static conflict(message: string) {
    return new AppError('CONFLICT', message);
  }
  static unprocessable(message: string) {
    return new AppError('UNPROCESSABLE', message);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new AppError('TOO_MANY_REQUESTS', message, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorStatus;
}

/** What a caller is told while PostgreSQL cannot be reached or has no connection to spare. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'Service unavailable: the database is not answering, please try again shortly';
/** Seconds a caller is asked to wait (Retry-After) before trying again after a database failure. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Socket failures: the server is down, unreachable, or went away mid-conversation.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// PostgreSQL SQLSTATEs that say "not now" rather than "not this": class 08 (connection exceptions),
// too many connections, the server shutting down, crashing or still starting, a statement cancelled
// (its statement timeout passed) and a session ended for idling in a transaction.
const UNAVAILABLE_SQLSTATES = new Set(['53300', '57P01', '57P02', '57P03', '57014', '25P03']);
// pg and pg-pool say these without a code: the pool had no connection in time, the connection ended.
const UNAVAILABLE_MESSAGES = [/^timeout exceeded when trying to connect$/i, /^connection terminated/i, /not queryable/i, /^Cannot use a pool after calling end/i, /^Client was closed and is not queryable/i];

/**
 * Whether an error (or any error it wraps: Drizzle's query errors, AggregateErrors of a refused
 * connection) means the database could not be reached, had no connection free or did not finish a
 * statement within its statement timeout — a condition that
 * passes, answered with UNAVAILABLE — rather than a fault of the query.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** An AppError for what a failure means to a caller: a database outage becomes UNAVAILABLE; others stay as they are. */
export function toUnavailable(error: unknown): unknown {
  if (error instanceof AppError || !isDatabaseUnavailable(error)) return error;
  return new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { cause: error, retryAfter: DATABASE_RETRY_AFTER_SECONDS });
}

/** The first zod issue as a readable "path: message". */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Parses untrusted input with a zod schema, raising BAD_USER_INPUT with a readable message. */
export function parseInput<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: ZodError } }, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.badInput(describeZodError(result.error));
  return result.data;
}

const TIME_ZONE_MESSAGE = 'timeZone: must be an IANA time zone such as Europe/Paris';

/** A request's time zone, checked (see the domain's isTimeZone) and answered as given; UTC when it sends none. */
export function parseTimeZone(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return DEFAULT_TIME_ZONE;
  if (!isTimeZone(value)) throw AppError.badInput(TIME_ZONE_MESSAGE);
  return value;
}

/**
 * PostgreSQL and the runtime carry their own copies of the time zone database; a zone the runtime
 * knows but PostgreSQL does not is still the caller's bad input, not a server failure.
 */
export function rethrowUnknownTimeZone(error: unknown): never {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth += 1) {
    if ('code' in current && current.code === '22023' && /time zone/i.test(current.message)) throw AppError.badInput(TIME_ZONE_MESSAGE);
    current = current.cause;
  }
  throw error;
}

/**
 * Maps any error thrown in a resolver to what a client may see: AppErrors keep their message
 * and code; a database that cannot be reached or has no connection free is UNAVAILABLE with a
 * Retry-After; anything else becomes an opaque INTERNAL error.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = toUnavailable(error instanceof GraphQLError ? (error.originalError ?? error) : error);
  if (original instanceof AppError) {
    return { ...formatted, message: original.message, extensions: { code: original.code, ...(original.retryAfter ? { retryAfter: original.retryAfter } : {}) } };
  }
  const code = formatted.extensions?.['code'];
  if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED' || code === 'BAD_USER_INPUT' || code === 'BAD_REQUEST' || code === 'PERSISTED_QUERY_NOT_FOUND') {
    return { ...formatted, extensions: { code: code === 'BAD_USER_INPUT' || code === 'BAD_REQUEST' ? 'BAD_USER_INPUT' : code } };
  }
  if (isErrorCode(code) && code !== 'INTERNAL') {
    // An error a subgraph raised, passing through the gateway: its code and wait stay.
    const retryAfter = formatted.extensions?.['retryAfter'];
    return { message: formatted.message, ...(formatted.path ? { path: formatted.path } : {}), extensions: { code, ...(typeof retryAfter === 'number' ? { retryAfter } : {}) } };
  }
  // Apollo refuses some requests before running them with a 4xx status and no code of its own
  // (a persisted query whose hash does not match its text): the client's mistake, said as such.
  if (refusedStatus(error) !== undefined) return { message: formatted.message, extensions: { code: 'BAD_USER_INPUT' } };
  return { message: 'Internal server error', ...(formatted.path ? { path: formatted.path } : {}), extensions: { code: 'INTERNAL' } };
}

/** The 4xx status Apollo gave a request it refused before running it, if that is what the error is. */
function refusedStatus(error: unknown): number | undefined {
  if (!(error instanceof GraphQLError) || error.originalError) return undefined;
  const http = error.extensions['http'];
  const status = typeof http === 'object' && http !== null && 'status' in http ? http.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** What an error wraps at its bottom: a refused variable wraps the scalar's error, which wraps the AppError it threw. */
function rootCause(error: GraphQLError): unknown {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof GraphQLError && current.originalError; depth++) current = current.originalError;
  return current;
}

/**
 * Logs every resolver failure that is not a client's mistake, with its real cause: clients only
 * ever see "Internal server error", so this log line is where an outage shows.
 */
export function logUnexpectedErrors<TContext extends object>(logger: Logger): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName }) {
          for (const error of errors) {
            const original = rootCause(error);
            if (original instanceof AppError && original.code !== 'INTERNAL') continue;
            if (isDatabaseUnavailable(original)) {
              // An outage, already told once by the pool; each request it fails is a warning.
              logger.warn({ err: original, operationName, path: error.path }, 'resolver failed: the database is unavailable');
              continue;
            }
            // Validation and parse failures carry a code and are the client's.
            if (!error.originalError && error.extensions?.['code']) continue;
            logger.error({ err: original, operationName, path: error.path }, 'resolver failed');
          }
        },
      };
    },
  };
}

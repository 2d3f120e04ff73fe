import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Logger } from 'pino';
import type { ZodError } from 'zod';

/** The error codes the whole system speaks; each maps to one HTTP status. */
export const errorStatus = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
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
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new AppError('TOO_MANY_REQUESTS', message, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorStatus;
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

/**
 * Maps any error thrown in a resolver to what a client may see: AppErrors keep their message
 * and code; anything else becomes an opaque INTERNAL error.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
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
  return { message: 'Internal server error', ...(formatted.path ? { path: formatted.path } : {}), extensions: { code: 'INTERNAL' } };
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
            const original = error.originalError ?? error;
            if (original instanceof AppError && original.code !== 'INTERNAL') continue;
            // Validation and parse failures carry a code and are the client's.
            if (!error.originalError && error.extensions?.['code']) continue;
            logger.error({ err: original, operationName, path: error.path }, 'resolver failed');
          }
        },
      };
    },
  };
}

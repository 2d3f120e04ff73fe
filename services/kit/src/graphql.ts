import { GraphQLScalarType, Kind } from 'graphql';
import { AppError } from './errors.js';
import type { Logger } from './logger.js';

/** What every resolver receives: who is asking (from the verified internal header) and a logger. */
export interface RequestContext {
  userId: string | null;
  requestId: string;
  logger: Logger;
}

export function requireUser(context: RequestContext): string {
  if (!context.userId) throw AppError.unauthenticated();
  return context.userId;
}

function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw AppError.badInput('DateTime must be an ISO-8601 timestamp');
  return date;
}

/** ISO-8601 timestamps in UTC on the wire, Date inside. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An ISO-8601 timestamp in UTC.',
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => toDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw AppError.badInput('DateTime must be a string');
    return toDate(ast.value);
  },
});

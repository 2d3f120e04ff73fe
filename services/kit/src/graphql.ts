import DataLoader from 'dataloader';
import { GraphQLScalarType, Kind } from 'graphql';
import { z } from 'zod';
import { AppError } from './errors.js';
import type { Logger } from './logger.js';

/** What every resolver receives: who is asking (from the verified internal header) and a logger. */
export interface RequestContext {
  userId: string | null;
  requestId: string;
  /** The Idempotency-Key the client sent with the request, if any: a write it names is done once. */
  idempotencyKey?: string | undefined;
  logger: Logger;
}

export function requireUser(context: RequestContext): string {
  if (!context.userId) throw AppError.unauthenticated();
  return context.userId;
}

/** Whether value is an id this project hands out. Ids come from links people share, so any text may arrive. */
export const isId = (value: string): boolean => z.uuid().safeParse(value).success;

/** The id a mutation names; a malformed one names nothing, so it is NOT_FOUND with the caller's message. */
export function idOrNotFound(id: string, message: string): string {
  if (!isId(id)) throw AppError.notFound(message);
  return id;
}

/**
 * One DataLoader per request (keyed on the request's context) and purpose, so a list asking the
 * same field of many rows reads it in one query. Its loads are told the request's context (who asks).
 */
export function perRequestLoader<V>(load: (ids: readonly string[], context: RequestContext) => Promise<V[]>): (context: RequestContext) => DataLoader<string, V> {
  const loaders = new WeakMap<RequestContext, DataLoader<string, V>>();
  return (context) => {
    let loader = loaders.get(context);
    if (!loader) {
      loader = new DataLoader((ids: readonly string[]) => load(ids, context));
      loaders.set(context, loader);
    }
    return loader;
  };
}

function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw AppError.badInput('DateTime must be an ISO-8601 timestamp');
  return date;
}

// A date and time with its offset ("Z" or "+01:00"), as the REST routes take it: without one, the
// instant would depend on the zone of whichever server read it.
const TIMESTAMP = z.iso.datetime({ offset: true });

/** A timestamp a client sent: text, in ISO 8601, with an offset (or a Date, handed over in-process). */
function parseTimestamp(value: unknown): Date {
  if (value instanceof Date) return toDate(value);
  if (typeof value !== 'string' || !TIMESTAMP.safeParse(value).success) throw AppError.badInput('DateTime must be an ISO-8601 timestamp');
  return toDate(value);
}

/** ISO-8601 timestamps in UTC on the wire, Date inside. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An ISO-8601 timestamp with its offset, such as 2026-03-10T09:00:00Z; answered in UTC.',
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => parseTimestamp(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw AppError.badInput('DateTime must be a string');
    return parseTimestamp(ast.value);
  },
});

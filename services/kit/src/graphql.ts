import DataLoader from 'dataloader';
import { GraphQLScalarType, Kind, parse, type TypeNode } from 'graphql';
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
// Built once: a zod schema built a call cost a subgraph a second of processor time over 3,000 references.
const ID = z.uuid();
export const isId = (value: unknown): value is string => ID.safeParse(value).success;

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

/** The type a field's type names, through its non-null and list wrappers. */
function namedTypeOf(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeOf(type.type);
}

/** Whether a field's type, non-null or not, is a list. */
function isListTypeNode(type: TypeNode): boolean {
  return type.kind === Kind.LIST_TYPE || (type.kind === Kind.NON_NULL_TYPE && type.type.kind === Kind.LIST_TYPE);
}

/**
 * Each list of objects in a subgraph's SDL, keyed `Type.field`, with the size its
 * @listSize(assumedSize:) gives the gateway's cost model (undefined without one): the most items the
 * field may answer, whatever its slicing argument asks. A service's caps are checked against it, so
 * the two cannot drift. Lists of scalars and enums cost nothing in the model and are left out.
 */
export function listSizes(sdl: string): Record<string, number | undefined> {
  const document = parse(sdl, { noLocation: true });
  const leaves = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
  for (const definition of document.definitions) if (definition.kind === Kind.SCALAR_TYPE_DEFINITION || definition.kind === Kind.ENUM_TYPE_DEFINITION) leaves.add(definition.name.value);
  const sizes: Record<string, number | undefined> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION && definition.kind !== Kind.INTERFACE_TYPE_DEFINITION) continue;
    for (const field of definition.fields ?? []) {
      if (!isListTypeNode(field.type) || leaves.has(namedTypeOf(field.type))) continue;
      const argument = field.directives?.find((directive) => directive.name.value === 'listSize')?.arguments?.find((candidate) => candidate.name.value === 'assumedSize');
      sizes[`${definition.name.value}.${field.name.value}`] = argument?.value.kind === Kind.INT ? Number(argument.value.value) : undefined;
    }
  }
  return sizes;
}

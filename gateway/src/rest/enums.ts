import { z } from 'zod';
import { enumValueOf } from '@peace/proto';

/**
 * REST speaks the spec's values ('Non-Violence', 'paused'); the graph speaks its enum names
 * (NON_VIOLENCE, PAUSED). Routes translate at this edge with the one map proto/domain.ts keeps.
 */

/**
 * Parses a spec value into the graph's enum value; anything else is "must be one of …" (or the
 * message given). `only` narrows what this route accepts; OpenAPI lists the accepted values.
 */
export function specValue<const M extends Record<string, string>>(map: M, options: { only?: readonly [M[keyof M], ...M[keyof M][]]; message?: string } = {}) {
  const allowed = options.only ?? (Object.values(map) as [M[keyof M], ...M[keyof M][]]);
  const message = options.message ?? `must be one of ${allowed.join(', ')}`;
  return z.enum(allowed, { error: (issue) => (issue.input === undefined ? 'is required' : message) }).transform((value) => enumValueOf(map, value));
}

/** The spec's value for a graph enum value. */
export function toSpec<const M extends Record<string, string>>(map: M, name: keyof M): M[keyof M] {
  return map[name];
}

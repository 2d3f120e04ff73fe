import { z } from 'zod';

/**
 * REST speaks the spec's values ('Non-Violence', 'paused'); the graph speaks its enum names
 * (NON_VIOLENCE, PAUSED). Routes translate at this edge with the one map proto/domain.ts keeps.
 */

/** Parses a spec value into the graph's enum value; anything else is "must be one of …" (or the message given). */
export function specValue<const M extends Record<string, string>>(map: M, options: { only?: readonly M[keyof M][]; message?: string } = {}) {
  const allowed = (options.only ?? Object.values(map)) as readonly string[];
  const message = options.message ?? `must be one of ${allowed.join(', ')}`;
  const byValue = new Map(Object.entries(map).map(([name, value]) => [value, name as keyof M & string]));
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : message) })
    .refine((value) => allowed.includes(value), message)
    .transform((value) => byValue.get(value) as keyof M & string);
}

/** The spec's value for a graph enum value. */
export function toSpec<const M extends Record<string, string>>(map: M, name: keyof M): M[keyof M] {
  return map[name];
}

import type { Request } from 'express';
import type { z } from 'zod';

/**
 * One REST-compatible route: a thin adapter that validates its input, runs one named GraphQL
 * operation against the supergraph and maps the result to the spec's JSON shape.
 */
export interface RestRoute<TInput = unknown, TData = unknown> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  /** Whether a signed-out caller gets 401 before the graph is asked. */
  auth: boolean;
  /** Validates what the client sent (body for writes, query for reads, plus path params). */
  input?: z.ZodType<TInput>;
  /** One named GraphQL operation. */
  operation: string;
  variables?: (input: TInput, req: Request) => Record<string, unknown>;
  /** Maps the operation's data to the answer; throwing AppError maps to its status. */
  map: (data: TData, input: TInput) => unknown;
  /** Success status; 200 unless said. */
  status?: number;
  /** The success answer's schema, for the OpenAPI document. */
  response?: z.ZodType;
}

export function defineRoute<TInput, TData>(route: RestRoute<TInput, TData>): RestRoute<unknown, unknown> {
  return route as unknown as RestRoute<unknown, unknown>;
}

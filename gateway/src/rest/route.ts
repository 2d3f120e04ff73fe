import type { Request } from 'express';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { z } from 'zod';
import type { Ask } from './pages.js';

interface RouteBase<TInput, TData, TAnswer> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  /** Whether a signed-out caller gets 401 before the graph is asked. */
  auth: boolean;
  /** Validates what the client sent (body for writes, query for reads, plus path params). */
  input?: z.ZodType<TInput>;
  /** Maps the operation's data to the answer; throwing AppError maps to its status. */
  map: (data: TData, input: TInput, req: Request) => NoInfer<TAnswer>;
  /**
   * The request headers the answer depends on besides the caller (Accept-Language): sent back in
   * Vary, so that no cache hands one browser's answer to another, and listed in the OpenAPI document.
   */
  reads?: readonly { header: string; description: string }[];
  /**
   * Completes the operation's data before it is mapped, with the pages after the first of the
   * lists it reads a page at a time, each asked as the same caller.
   */
  completes?: (data: TData, ask: Ask) => Promise<TData>;
  /** Success status; 200 unless said. */
  status?: number;
  /** The success answer's schema: the OpenAPI document's, and checked against every answer in the contract test. */
  response: z.ZodType<TAnswer>;
  /**
   * The refusals the route may answer besides invalid input (400) and signing in (401), each with
   * when it happens, as the OpenAPI document lists them.
   */
  refusals?: Partial<Record<403 | 404 | 409 | 422, string>>;
  /**
   * Whether the route honours the Idempotency-Key header (IETF draft): a retry with the same key
   * does nothing new and gets the first answer back. The OpenAPI document lists the header.
   */
  idempotencyKey?: boolean;
  /**
   * The media type of an answer that is text rather than JSON (an iCalendar feed): `map` then
   * answers the text itself, sent as it is. JSON when absent.
   */
  contentType?: string;
  /** Offered as a download: the file name the answer is saved under (Content-Disposition: attachment). */
  download?: (input: TInput) => string;
  /**
   * A text form of the answer the caller may ask for instead (the sits as CSV, with ?format=csv):
   * when `when` holds, `render` answers the text, sent with this media type, in place of `map`.
   */
  textForm?: { contentType: string; when: (input: TInput) => boolean; render: (data: TData) => string; response: z.ZodType<string> };
  /** Whether a success also ends the caller's session in this browser (the cookie is cleared). */
  endsSession?: boolean;
}

/**
 * One REST-compatible route: a thin adapter that validates its input, runs one named GraphQL
 * operation against the supergraph and maps the result to the spec's JSON shape. The operation is
 * a generated TypedDocumentNode, so `map` sees its data as typed and `variables` must produce
 * exactly its variables (and is required whenever the operation has any: an operation without
 * variables is typed with a string index signature).
 */
export type TypedRestRoute<TInput, TData, TVariables, TAnswer> = RouteBase<TInput, TData, TAnswer> & {
  /** One named GraphQL operation, from src/rest/operations/. */
  operation: TypedDocumentNode<TData, TVariables>;
} & (string extends keyof TVariables ? { variables?: never } : { variables: (input: TInput, req: Request) => TVariables }) &
  // Only a route that answers text may name a text media type.
  ([TAnswer] extends [string] ? unknown : { contentType?: never });

/** A route with its types erased, as the router and the OpenAPI document handle them all alike. */
export interface RestRoute extends RouteBase<unknown, unknown, unknown> {
  operation: TypedDocumentNode<unknown, Record<string, unknown>>;
  variables?: (input: unknown, req: Request) => Record<string, unknown>;
}

export function defineRoute<TInput, TData, TVariables, TAnswer>(route: TypedRestRoute<TInput, TData, TVariables, TAnswer>): RestRoute {
  return route as unknown as RestRoute;
}

// Input fields the routes share: their shape only, so a missing one reads "is required" and a wrong one what it must be.
export const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') });
export const wholeNumber = () => z.number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') });
export const timestamp = () => z.iso.datetime({ offset: true, error: (issue) => (issue.input === undefined ? 'is required' : 'must be an ISO-8601 timestamp') });

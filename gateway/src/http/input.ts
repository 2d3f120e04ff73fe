import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { HttpInputError } from './errors.js';

const NUL = '\u0000';
// With the u flag, a surrogate code point matches only where it is not half of a pair.
const LONE_SURROGATE = /\p{Surrogate}/u;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface InputLimits {
  /** Largest body read, as body-parser reads it ("100kb"). */
  bodyLimit: string;
  /** Deepest nesting of objects and arrays in a body or query. */
  maxDepth: number;
}

/** Far above anything the app sends: the largest form it posts is a few kilobytes, a few levels deep. */
export const DEFAULT_INPUT_LIMITS: InputLimits = { bodyLimit: '100kb', maxDepth: 32 };

/**
 * Whether text holds half of a UTF-16 surrogate pair without the other half (JSON can carry one as
 * "\\ud800"): it has no UTF-8 form, so PostgreSQL refuses it inside JSON and it would be stored
 * mangled as text.
 */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

const NOT_TEXT = 'must be valid Unicode text (it contains a lone UTF-16 surrogate)';

function describe(path: readonly (string | number)[], problem: string): string {
  return path.length > 0 ? `${path.join('.')}: ${problem}` : problem;
}

/**
 * The first thing in a parsed body or query that no service may be handed: a NUL character, which
 * PostgreSQL refuses in text, a lone surrogate, or nesting deeper than maxDepth. Walked without recursion, so depth
 * itself cannot exhaust the stack.
 */
export function findUnsafeInput(value: unknown, maxDepth: number, at: readonly (string | number)[] = []): string | undefined {
  const pending: { value: unknown; path: readonly (string | number)[] }[] = [{ value, path: at }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return describe(path, 'must not contain a NUL character');
      if (hasLoneSurrogate(current)) return describe(path, NOT_TEXT);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length - at.length >= maxDepth) return describe(path, `nested too deeply (at most ${maxDepth} levels)`);
    const entries: [string | number, unknown][] = Array.isArray(current) ? current.map((item, index) => [index, item]) : Object.entries(current);
    for (const [key, item] of entries) {
      if (typeof key === 'string' && key.includes(NUL)) return describe(path, 'field names must not contain a NUL character');
      if (typeof key === 'string' && hasLoneSurrogate(key)) return describe(path, 'field names must be valid Unicode text (a lone UTF-16 surrogate is not)');
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

/** Each segment of a raw URL path, decoded, or the reason it cannot be. */
export function findUnsafePath(rawPath: string): string | undefined {
  for (const segment of rawPath.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return 'path: malformed percent-encoding';
    }
    if (decoded.includes(NUL)) return 'path: must not contain a NUL character';
  }
  return undefined;
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Refuses a path or query string a service could not be handed. */
export function checkUrl(limits: Pick<InputLimits, 'maxDepth'>): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const problem = findUnsafePath(req.path) ?? findUnsafeInput(req.query, limits.maxDepth);
    next(problem ? new HttpInputError(400, problem) : undefined);
  };
}

/**
 * Reads a JSON body: a write that carries a body in any other media type is refused with 415,
 * a body that is too large with 413, and text or nesting no service may be handed with 400.
 */
export function jsonBody(limits: InputLimits): RequestHandler[] {
  const mediaType: RequestHandler = (req, _res, next) => {
    if (WRITES.has(req.method) && hasBody(req) && !req.is(['application/json', '+json'])) {
      next(new HttpInputError(415, 'body: must be sent as application/json'));
      return;
    }
    next();
  };
  const checked: RequestHandler = (req, _res, next) => {
    const problem = findUnsafeInput(req.body, limits.maxDepth);
    next(problem ? new HttpInputError(400, problem) : undefined);
  };
  return [mediaType, express.json({ limit: limits.bodyLimit }), checked];
}

/**
 * How deeply a GraphQL document nests its braces, brackets and parentheses (outside strings and
 * comments), measured without parsing: the parser recurses once per level, so a document nested
 * thousands deep would exhaust its stack before any limit of its own applied.
 */
export function documentNesting(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let at = 0; at < source.length; at++) {
    const char = source[at];
    if (char === '#') {
      while (at < source.length && source[at] !== '\n') at++;
    } else if (char === '"') {
      const block = source.startsWith('"""', at);
      const end = block ? '"""' : '"';
      at += end.length;
      while (at < source.length && !source.startsWith(end, at)) at += source[at] === '\\' ? 2 : 1;
      at += end.length - 1;
    } else if (char === '{' || char === '[' || char === '(') {
      deepest = Math.max(deepest, ++depth);
    } else if (char === '}' || char === ']' || char === ')') {
      depth--;
    }
  }
  return deepest;
}

// Clients send the same few documents over and over (the web's poll once a second): their nesting is measured once.
const MEASURED_MAX_LENGTH = 8_192;
const MEASURED_MAX_ENTRIES = 500;

/**
 * Refuses a GraphQL document nested deeper than the parser may safely go, before it is parsed, and a
 * batch (a POST of an array of operations) of more than `maxBatch` operations or of none.
 */
export function checkDocument(maxNesting: number, maxBatch: number): RequestHandler {
  const measured = new Map<string, number>();
  const nestingOf = (query: string): number => {
    if (query.length > MEASURED_MAX_LENGTH) return documentNesting(query);
    const known = measured.get(query);
    if (known !== undefined) return known;
    const nesting = documentNesting(query);
    if (measured.size >= MEASURED_MAX_ENTRIES) measured.clear();
    measured.set(query, nesting);
    return nesting;
  };
  const queryOf = (body: unknown): unknown => (typeof body === 'object' && body !== null && 'query' in body ? body.query : undefined);
  return (req: Request, _res: Response, next: NextFunction) => {
    const body: unknown = req.body;
    if (Array.isArray(body) && (body.length === 0 || body.length > maxBatch)) {
      next(new HttpInputError(400, `body: a batch holds ${body.length} operations (1 to ${maxBatch})`));
      return;
    }
    if (Array.isArray(body) && !body.every((piece) => typeof piece === 'object' && piece !== null && !Array.isArray(piece))) {
      next(new HttpInputError(400, 'body: each operation of a batch must be an object'));
      return;
    }
    const queries = Array.isArray(body) ? body.map(queryOf) : [queryOf(body) ?? req.query['query']];
    const nesting = Math.max(0, ...queries.map((query) => (typeof query === 'string' ? nestingOf(query) : 0)));
    next(nesting > maxNesting ? new HttpInputError(400, `query: nested ${nesting} levels deep (at most ${maxNesting})`) : undefined);
  };
}

import { createHash } from 'node:crypto';
import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import net from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { getOperationAST, OperationTypeNode, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import Negotiator from 'negotiator';
import { Counter } from 'prom-client';
import type { Logger, Metrics } from '@peace/kit';
import { sameSiteCheck, type ResolvedSession } from './auth/index.js';
import { PARSE_OPTIONS, VALIDATION_RULES, type GatewayContext } from './graph.js';
import { documentNesting, earlyJsonBody, findUnsafeInput, type InputLimits } from './http/input.js';
import type { LocalReads } from './local-reads.js';
import type { RestRoute } from './rest/route.js';

/** Who asks, resolved once per request and shared by the fast path and Express. */
export interface Caller {
  requestId: string;
  session: Promise<ResolvedSession | null>;
}

export interface FastReadsOptions {
  localReads: LocalReads;
  /** The REST routes; those that read without input are answered here when their operation is a local read. */
  routes: readonly RestRoute[];
  callerOf: (req: IncomingMessage) => Caller;
  /** The middleware setting the security headers every answer carries (helmet). */
  securityHeaders: RequestHandler;
  publicUrl: string;
  inputLimits: InputLimits;
  metrics: Metrics;
  logger: Logger;
  /** Must match the one of `checkDocument` on /graphql. */
  maxNesting: number;
}

/** Hands a request to Express. */
export type Fallback = (req: IncomingMessage, res: ServerResponse) => void;

/** Answers the request, or hands it to Express untouched (a body already read is handed over as read). */
export type FastReads = (req: IncomingMessage, res: ServerResponse, fallback: Fallback) => void;

/** Far above any document the app polls with; anything larger goes through Express. */
const MAX_BODY_BYTES = 16_384;
const MAX_DOCUMENT_LENGTH = 8_192;
const MAX_DOCUMENTS = 500;
/** compression's threshold: a smaller answer is sent as it is, whatever the client accepts. */
const COMPRESSION_THRESHOLD = 1_024;
const JSON_REQUEST = /^application\/json(?:;\s*charset="?utf-8"?)?$/i;
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
// As Apollo Server chooses the media type of a single result, in the same order.
const GRAPHQL_MEDIA_TYPES = ['application/json; charset=utf-8', 'application/graphql-response+json; charset=utf-8', 'application/json; callbackSpec=1.0; charset=utf-8'];
const ANSWERABLE_MEDIA_TYPES = new Set(GRAPHQL_MEDIA_TYPES.slice(0, 2));
const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/;

/** The headers a middleware sets on every answer, read once from a response nobody receives. */
function headersSetBy(middleware: RequestHandler): OutgoingHttpHeaders {
  const req = new http.IncomingMessage(new net.Socket());
  const res = new http.ServerResponse(req);
  let passed = false;
  middleware(req as Request, res as Response, () => {
    passed = true;
  });
  if (!passed) throw new Error('the security headers middleware did not pass the request on');
  return res.getHeaders();
}

/** Express's weak ETag of a body (the etag package's). */
function weakEtag(body: string, length: number): string {
  const hash = createHash('sha1').update(body, 'utf8').digest('base64').substring(0, 27);
  return `W/"${length.toString(16)}-${hash}"`;
}

/** The fresh package's reading of a token list: commas split, leading spaces dropped. */
function tokens(list: string): string[] {
  const found: string[] = [];
  let start = 0;
  let end = 0;
  for (let at = 0; at < list.length; at++) {
    const code = list.charCodeAt(at);
    if (code === 0x20) {
      if (start === end) start = end = at + 1;
    } else if (code === 0x2c) {
      found.push(list.substring(start, end));
      start = end = at + 1;
    } else {
      end = at + 1;
    }
  }
  found.push(list.substring(start, end));
  return found;
}

/** Whether Express would answer a GET 304 for this ETag (no Last-Modified is ever sent). */
function fresh(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers['if-none-match'];
  if (!noneMatch) return false;
  const cacheControl = headers['cache-control'];
  if (cacheControl && NO_CACHE.test(cacheControl)) return false;
  if (noneMatch === '*') return true;
  return tokens(noneMatch).some((match) => match === etag || match === `W/${etag}` || `W/${match}` === etag);
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a body field Apollo reads as an object is absent or empty. */
function emptyOrAbsent(value: unknown): boolean {
  return value === undefined || value === null || (isRecord(value) && Object.keys(value).length === 0);
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
  /** Apollo Server's cache policy of an answer from no subgraph: never stored. */
  cacheControl?: string;
}

/** A document the fast path may answer: valid, and asking for one local read only. */
interface Runnable {
  schema: GraphQLSchema;
  document: DocumentNode;
}

/**
 * The hot reads answered in front of Express: GET of the REST routes whose operation is a local
 * read, and POST /graphql of a document asking for one local read only. An answer is given only
 * when it is the one Express and Apollo Server would give, byte for byte and header for header
 * (security headers, request id, sliding session cookie, ETag and 304, the request metrics);
 * everything else (an error, a miss, Redis away, a document the graph must plan, unusual
 * headers) goes to Express, with the request's body untouched unless the fast path read it with
 * Express's own parser, whose outcome Express then carries on from.
 */
export function createFastReads(options: FastReadsOptions): FastReads {
  const { localReads, callerOf, metrics, logger } = options;
  const security = headersSetBy(options.securityHeaders);
  const sameSite = sameSiteCheck(options.publicUrl);
  const readBody = earlyJsonBody(options.inputLimits);
  const outcomes = new Counter({
    name: 'gateway_fast_reads_total',
    help: 'Hot reads answered in front of Express, and those handed to it',
    labelNames: ['outcome'],
    registers: [metrics.registry],
  });
  const answered = outcomes.labels('answered');
  const declined = outcomes.labels('declined');

  const restRoutes = new Map<string, RestRoute>();
  for (const route of options.routes) {
    if (route.method === 'get' && !route.input && !route.variables && route.contentType === undefined) restRoutes.set(`/api${route.path}`, route);
  }
  // Whether a route's operation is a local read depends on the schema only: decided once.
  const restReads = new Map<RestRoute, { schema: GraphQLSchema; operation: OperationDefinitionNode | undefined }>();
  const restOperation = (route: RestRoute, schema: GraphQLSchema): OperationDefinitionNode | undefined => {
    let known = restReads.get(route);
    if (known?.schema !== schema) {
      const operation = getOperationAST(route.operation) ?? undefined;
      known = { schema, operation: operation && localReads.answers(schema, route.operation, operation) ? operation : undefined };
      restReads.set(route, known);
    }
    return known.operation;
  };

  // The documents clients send over and over, parsed and checked once by their text.
  const documents = new Map<string, Runnable | null>();
  const runnable = (query: string, schema: GraphQLSchema): Runnable | null => {
    const known = documents.get(query);
    if (known !== undefined && (known === null || known.schema === schema)) return known;
    let found: Runnable | null = null;
    if (query.length <= MAX_DOCUMENT_LENGTH && documentNesting(query) <= options.maxNesting) {
      try {
        const document = parse(query, PARSE_OPTIONS);
        if (validate(schema, document, [...specifiedRules, ...VALIDATION_RULES]).length === 0) found = { schema, document };
      } catch {
        found = null;
      }
    }
    if (documents.size >= MAX_DOCUMENTS) documents.clear();
    documents.set(query, found);
    return found;
  };

  const mediaTypes = new Map<string, string | undefined>();
  const graphqlMediaType = (accept: string | undefined): string | undefined => {
    if (!accept) return GRAPHQL_MEDIA_TYPES[0];
    let known = mediaTypes.get(accept);
    if (known === undefined && !mediaTypes.has(accept)) {
      const preferred = new Negotiator({ headers: { accept } }).mediaType(GRAPHQL_MEDIA_TYPES);
      known = preferred && ANSWERABLE_MEDIA_TYPES.has(preferred) ? preferred : undefined;
      if (mediaTypes.size >= MAX_DOCUMENTS) mediaTypes.clear();
      mediaTypes.set(accept, known);
    }
    return known;
  };

  /** Who asks, or undefined when that cannot be known now: Express then answers from the same failed lookup. */
  const identify = async (req: IncomingMessage): Promise<(GatewayContext & { refreshCookie: string | null }) | undefined> => {
    const caller = callerOf(req);
    const session = await caller.session.catch(() => undefined);
    if (session === undefined) return undefined;
    return { userId: session?.userId ?? null, requestId: caller.requestId, refreshCookie: session?.refreshCookie ?? null };
  };

  const send = (req: IncomingMessage, res: ServerResponse, answer: Answer, caller: { requestId: string; refreshCookie: string | null }, route: string, started: bigint) => {
    // Sent as a string, Node writes the head and the body in one go.
    const length = Buffer.byteLength(answer.body, 'utf8');
    const etag = weakEtag(answer.body, length);
    const notModified = req.method === 'GET' && fresh(req.headers, etag);
    const headers: OutgoingHttpHeaders = { ...security, 'x-request-id': caller.requestId };
    if (caller.refreshCookie) headers['set-cookie'] = caller.refreshCookie;
    if (notModified) {
      headers['etag'] = etag;
      res.writeHead(304, headers);
      res.end();
    } else {
      if (answer.cacheControl) headers['cache-control'] = answer.cacheControl;
      headers['content-type'] = answer.contentType;
      headers['content-length'] = length;
      headers['etag'] = etag;
      headers['vary'] = 'Accept-Encoding';
      res.writeHead(answer.status, headers);
      res.end(answer.body, 'utf8');
    }
    const status = notModified ? 304 : answer.status;
    metrics.httpDuration.labels(req.method ?? 'GET', route, String(status)).observe(Number(process.hrtime.bigint() - started) / 1e9);
  };

  /** A REST read, answered as the router maps its operation's data. */
  const restRead = async (req: IncomingMessage, res: ServerResponse, route: RestRoute, operation: OperationDefinitionNode, schema: GraphQLSchema, started: bigint): Promise<boolean> => {
    const caller = await identify(req);
    if (!caller || (route.auth && !caller.userId)) return false;
    const result = await localReads.execute({ schema, document: route.operation, operation, context: { userId: caller.userId, requestId: caller.requestId } });
    if (!result || result.errors) return false;
    let answer: unknown;
    try {
      answer = route.map(result.data, {});
    } catch {
      // A refusal (not found, signed out) is answered by the router, with its own wording.
      return false;
    }
    const body = JSON.stringify(answer ?? null);
    if (Buffer.byteLength(body) >= COMPRESSION_THRESHOLD) return false;
    send(req, res, { status: route.status ?? 200, contentType: 'application/json; charset=utf-8', body }, caller, `/api${route.path}`, started);
    return true;
  };

  /** A GraphQL operation asking for one local read, answered as Apollo Server answers it. */
  const graphqlRead = async (req: IncomingMessage, res: ServerResponse, schema: GraphQLSchema, started: bigint): Promise<boolean> => {
    const body = await readBody(req, res);
    if (!isRecord(body) || findUnsafeInput(body, options.inputLimits.maxDepth) !== undefined) return false;
    const { query, operationName, variables, extensions } = body;
    if (typeof query !== 'string' || !emptyOrAbsent(variables)) return false;
    const name = typeof operationName === 'string' ? operationName : operationName === undefined || operationName === null ? undefined : false;
    if (name === false) return false;
    // A persisted query is Apollo Server's to look up; other extensions change nothing it answers.
    if (extensions !== undefined && extensions !== null && (!isRecord(extensions) || 'persistedQuery' in extensions)) return false;
    const contentType = graphqlMediaType(req.headers['accept']);
    if (!contentType) return false;
    const found = runnable(query, schema);
    if (!found) return false;
    const operation = getOperationAST(found.document, name);
    if (!operation || operation.operation !== OperationTypeNode.QUERY || operation.variableDefinitions?.length || !localReads.answers(schema, found.document, operation)) return false;
    const caller = await identify(req);
    if (!caller) return false;
    const result = await localReads.execute({ schema, document: found.document, operation, context: { userId: caller.userId, requestId: caller.requestId } });
    if (!result || result.errors) return false;
    const answer = `${JSON.stringify({ data: result.data })}\n`;
    if (Buffer.byteLength(answer) >= COMPRESSION_THRESHOLD) return false;
    send(req, res, { status: 200, contentType, body: answer, cacheControl: 'no-store' }, caller, '/graphql', started);
    return true;
  };

  /** The read this request may be, from its line and headers alone; nothing is read yet. */
  const claim = (req: IncomingMessage, schema: GraphQLSchema, started: bigint): ((res: ServerResponse) => Promise<boolean>) | undefined => {
    const url = req.url ?? '';
    if (req.method === 'GET') {
      const route = restRoutes.get(url);
      const operation = route ? restOperation(route, schema) : undefined;
      if (!route || !operation || hasBody(req)) return undefined;
      return (res) => restRead(req, res, route, operation, schema, started);
    }
    if (req.method === 'POST' && url === '/graphql') {
      const { headers } = req;
      const length = headers['content-length'];
      const sized = length !== undefined && /^\d{1,5}$/.test(length) && Number(length) > 0 && Number(length) <= MAX_BODY_BYTES;
      if (!sized || headers['transfer-encoding'] !== undefined || headers['content-encoding'] !== undefined) return undefined;
      if (!JSON_REQUEST.test(headers['content-type'] ?? '') || !sameSite(headers)) return undefined;
      return (res) => graphqlRead(req, res, schema, started);
    }
    return undefined;
  };

  const fail = (error: unknown) => logger.warn({ err: error }, 'fast read failed; handing the request to express');

  return (req, res, fallback) => {
    const schema = localReads.schema;
    const started = process.hrtime.bigint();
    let attempt: ((res: ServerResponse) => Promise<boolean>) | undefined;
    try {
      attempt = schema ? claim(req, schema, started) : undefined;
    } catch (error) {
      fail(error);
    }
    if (!attempt) {
      fallback(req, res);
      return;
    }
    const handOver = () => {
      declined.inc();
      fallback(req, res);
    };
    void attempt(res)
      .then(
        (done) => {
          if (done) answered.inc();
          else handOver();
        },
        (error: unknown) => {
          fail(error);
          if (res.headersSent) res.destroy();
          else handOver();
        },
      )
      .catch((error: unknown) => {
        logger.error({ err: error }, 'request failed');
        res.destroy();
      });
  };
}

/** A request id as the client sent it when it is a usable one, otherwise none. */
export function givenRequestId(headers: IncomingHttpHeaders): string | undefined {
  const given = headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : undefined;
}

import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from '@peace/kit';

/** What a request failure means to the client: a status and a message that is safe to show. */
export interface HttpFailure {
  status: number;
  message: string;
}

const BODY_FAILURES: Record<string, HttpFailure> = {
  'entity.parse.failed': { status: 400, message: 'body: must be valid JSON' },
  'entity.too.large': { status: 413, message: 'body: too large' },
  'request.size.invalid': { status: 400, message: 'body: shorter than its Content-Length' },
  'request.aborted': { status: 400, message: 'body: the request was aborted before it was read' },
  'encoding.unsupported': { status: 415, message: 'body: unsupported Content-Encoding' },
  'charset.unsupported': { status: 415, message: 'body: unsupported charset' },
  'parameters.too.many': { status: 413, message: 'body: too many parameters' },
};

function field(error: object, name: string): unknown {
  return name in error ? (error as Record<string, unknown>)[name] : undefined;
}

/**
 * Reads an error raised before a handler ran (the body parser's, the router's decoding of a path
 * parameter, a refused input) as what it means to the client. Anything unrecognised is a server
 * failure, whose own message never reaches the client.
 */
export function describeHttpFailure(error: unknown): HttpFailure {
  if (typeof error !== 'object' || error === null) return { status: 500, message: 'Internal server error' };
  if (error instanceof HttpInputError) return { status: error.status, message: error.message };
  const type = field(error, 'type');
  const known = typeof type === 'string' ? BODY_FAILURES[type] : undefined;
  if (known) return known;
  if (error instanceof URIError) return { status: 400, message: 'path: malformed percent-encoding' };
  const status = field(error, 'status');
  // A file of the built app that is not there (serve-static's answer).
  if (status === 404) return { status: 404, message: 'Not found' };
  if (typeof status === 'number' && status >= 400 && status < 500) return { status, message: status === 413 ? 'body: too large' : 'body: could not be read' };
  return { status: 500, message: 'Internal server error' };
}

/** A refusal of what the client sent, raised by the gateway's own input checks. */
export class HttpInputError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpInputError';
  }
}

/** An error handler answering each failure with the body `answer` gives it; a 5xx is logged. */
function answerErrors(logger: Logger, answer: (failure: HttpFailure) => unknown) {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const failure = describeHttpFailure(error);
    if (failure.status >= 500) logger.error({ err: error }, 'request failed');
    res.status(failure.status).json(answer(failure));
  };
}

/** Errors under /api and for the web app: `{ message }`, never a stack or a path. */
export function jsonErrors(logger: Logger) {
  return answerErrors(logger, (failure) => ({ message: failure.message }));
}

/**
 * The web app's pages and files are read, never written: any other method on them is answered
 * 405 with the methods that are, in the shape of every other refusal, rather than by Express's
 * HTML page or an empty answer.
 */
export function readOnlyWeb(): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      next();
      return;
    }
    res.status(405).set('Allow', 'GET, HEAD').json({ message: `method: ${req.method} is not allowed here (GET and HEAD are)` });
  };
}

/** The GraphQL error code a refused request carries. */
function graphqlCode(status: number): string {
  return status >= 500 ? 'INTERNAL' : status === 413 || status === 415 ? 'BAD_REQUEST' : 'BAD_USER_INPUT';
}

/** Errors under /graphql, shaped as a GraphQL response so that GraphQL clients can read them. */
export function graphqlErrors(logger: Logger) {
  return answerErrors(logger, (failure) => ({ errors: [{ message: failure.message, extensions: { code: graphqlCode(failure.status) } }] }));
}

/** What Node's HTTP parser refused before any handler ran, as the answer the client gets. */
export function describeClientError(code: string | undefined): HttpFailure {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'headers: too large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'request: took too long to arrive' };
  return { status: 400, message: 'request: malformed HTTP' };
}

/**
 * Answers what Node refuses before the app sees a request (a URL or headers too large, a request
 * that took too long to arrive, bytes that are not HTTP) with JSON, as every other refusal. Requests
 * that came before the bad bytes on the same connection (pipelined) are answered first, in order:
 * they run, so their client must hear how they went; the refusal follows them and the connection
 * closes.
 */
export function answerClientErrors(server: http.Server): void {
  /** The responses still being written on each connection, oldest first. */
  const inFlight = new WeakMap<Duplex, Set<http.ServerResponse>>();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    let pending = inFlight.get(socket);
    if (!pending) {
      pending = new Set();
      inFlight.set(socket, pending);
    }
    pending.add(res);
    res.once('close', () => pending.delete(res));
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, message } = describeClientError(error.code);
    const body = JSON.stringify({ message });
    const reason = status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
    const refuse = () => {
      if (socket.writable) socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      else socket.destroy();
    };
    // A request still arriving (a trickled body that timed out, say) is the one refused: only those fully received are waited for.
    const pending = [...(inFlight.get(socket) ?? [])].filter((res) => res.req.complete);
    if (pending.length === 0) {
      refuse();
      return;
    }
    // Nothing more is read from this connection; the refusal waits for the answers already under way.
    void Promise.all(pending.map((res) => new Promise((resolve) => (res.writableFinished || res.destroyed ? resolve(undefined) : res.once('close', resolve))))).then(refuse);
  });
  // CONNECT asks for a tunnel, which this server never opens: Node would close the connection without a word.
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => {
    const body = JSON.stringify({ message: 'request: CONNECT is not served' });
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
}

/**
 * Refuses an HTTP/1.1 request without a Host header (RFC 9112 §3.2) with JSON, as every other
 * refusal, rather than with Node's own empty 400: the server is made with requireHostHeader off and
 * this in front of the app.
 */
export function requireHost(app: http.RequestListener): http.RequestListener {
  return (req, res) => {
    if (req.headers.host === undefined && req.httpVersionMajor === 1 && req.httpVersionMinor >= 1) {
      const body = JSON.stringify({ message: 'headers: Host is required' });
      res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
      res.end(body);
      return;
    }
    app(req, res);
  };
}

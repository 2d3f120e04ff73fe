import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { ApolloServer } from '@apollo/server';
import { print, type DocumentNode } from 'graphql';
import { AppError, errorStatus, isErrorCode, parseInput, type Logger } from '@peace/kit';
import type { GatewayContext } from '../graph.js';
import { jsonErrors } from '../http/errors.js';
import { DEFAULT_INPUT_LIMITS, jsonBody } from '../http/input.js';
import { restMessage } from './messages.js';
import type { RestRoute } from './route.js';

export interface RestDeps {
  graph: ApolloServer<GatewayContext>;
  logger: Logger;
  /** Reads and checks a request's body before any route sees it: a JSON body within the default limits unless given. */
  body?: RequestHandler[];
  /** The Set-Cookie that clears the session cookie, sent by routes that end the session. */
  signedOutCookie?: string;
}

interface GraphError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** Turns an operation's errors into the one AppError they mean. */
function toAppError(errors: readonly GraphError[]): AppError {
  const first = errors[0];
  const code = first?.extensions?.['code'];
  const retryAfter = first?.extensions?.['retryAfter'];
  if (code === 'BAD_USER_INPUT' || code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_REQUEST') return AppError.badInput(restMessage(first?.message ?? 'Bad request'));
  if (isErrorCode(code) && code !== 'INTERNAL') return new AppError(code, first?.message ?? code, typeof retryAfter === 'number' ? { retryAfter } : {});
  return new AppError('INTERNAL', 'Internal server error');
}

function sendError(res: Response, error: unknown, logger: Logger): void {
  if (error instanceof AppError && error.code !== 'INTERNAL') {
    if (error.retryAfter) res.setHeader('Retry-After', String(error.retryAfter));
    res.status(error.status).json({ message: error.message });
    return;
  }
  logger.error({ err: error }, 'REST route failed');
  res.status(errorStatus.INTERNAL).json({ message: 'Internal server error' });
}

const printedDocuments = new WeakMap<DocumentNode, string>();

/** A document's text, printed once however often it is asked. */
function printed(document: DocumentNode): string {
  let text = printedDocuments.get(document);
  if (text === undefined) {
    text = print(document);
    printedDocuments.set(document, text);
  }
  return text;
}

/** Mounts each route as validate → one GraphQL operation → map, with errors mapped once. */
export function createRestRouter(routes: readonly RestRoute[], deps: RestDeps): Router {
  const router = express.Router();
  router.use(...(deps.body ?? jsonBody(DEFAULT_INPUT_LIMITS)));
  for (const route of routes) {
    // Printed once: a document handed over as a tree would be printed again on every request.
    const query = printed(route.operation);
    router[route.method](route.path, async (req: Request, res: Response) => {
      const context = res.locals['gateway'] as GatewayContext;
      try {
        if (route.auth && !context.userId) throw AppError.unauthenticated();
        const writes = route.method !== 'get' && route.method !== 'delete';
        const body: unknown = req.body;
        if (writes && body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
          throw AppError.badInput('body: must be a JSON object');
        }
        const raw = { ...(writes ? (body as object | undefined) : req.query), ...req.params };
        const input = route.input ? parseInput(route.input, raw) : raw;
        const ask = async (source: string, variables: Record<string, unknown>): Promise<unknown> => {
          const response = await deps.graph.executeOperation({ query: source, variables }, { contextValue: context });
          if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by REST routes');
          const { data, errors } = response.body.singleResult;
          if (errors && errors.length > 0) throw toAppError(errors);
          return data;
        };
        const first = await ask(query, route.variables?.(input, req) ?? {});
        const data = route.completes ? await route.completes(first, (operation, variables) => ask(printed(operation), variables) as Promise<never>) : first;
        const textForm = route.textForm?.when(input) ? route.textForm : undefined;
        const text = textForm?.render(data);
        const answer = textForm ? undefined : route.map(data, input, req);
        // Only a success is a download, or ends the session: an error stays a JSON answer on the page.
        if (route.endsSession && deps.signedOutCookie) res.append('set-cookie', deps.signedOutCookie);
        if (route.download) res.attachment(route.download(input));
        for (const { header } of route.reads ?? []) res.vary(header);
        if (textForm && text !== undefined) {
          res.status(route.status ?? 200).type(textForm.contentType).send(text);
        } else if (route.contentType !== undefined && typeof answer === 'string') {
          res.status(route.status ?? 200).type(route.contentType).send(answer);
        } else {
          res.status(route.status ?? 200).json(answer ?? null);
        }
      } catch (error) {
        sendError(res, error, deps.logger);
      }
    });
  }
  return router;
}

/**
 * JSON answers for unknown /api paths and for errors raised before a route ran (a body that is
 * not JSON, or too large, a path that cannot be decoded), never the app's HTML. Mounted as two
 * handlers, because an error handler inside a nested router would never see errors raised outside it.
 */
export function apiFallbacks(logger: Logger) {
  const notFound = (_req: Request, res: Response) => {
    res.status(404).json({ message: 'Not found' });
  };
  return [notFound, jsonErrors(logger)] as const;
}

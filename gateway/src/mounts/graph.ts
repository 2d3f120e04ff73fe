import compression from 'compression';
import { expressMiddleware } from '@as-integrations/express5';
import type { NextFunction, Request, Response } from 'express';
import { BatchEstimate } from '../batch-estimate.js';
import { MAX_BATCH_OPERATIONS, type GatewayContext } from '../graph.js';
import { graphqlErrors } from '../http/errors.js';
import { checkDocument, checkUrl, DEFAULT_INPUT_LIMITS, jsonBody } from '../http/input.js';
import { authOf } from './auth.js';
import type { Mount } from './mount.js';
import { securityHeadersOf } from './web.js';

/** The deepest nesting of a GraphQL document accepted before it is parsed. */
const MAX_DOCUMENT_NESTING = 64;

/** The graph at /graphql: checked, identified, guarded against other sites, limited, then asked; its answers compressed. */
export const graphMount: Mount = {
  name: 'graph',
  attach: (wiring) => {
    const { logger, parts: { graph, limits } } = wiring;
    const auth = authOf(wiring);
    wiring.app.use(
      '/graphql',
      securityHeadersOf(wiring),
      compression(),
      checkUrl(DEFAULT_INPUT_LIMITS),
      auth.identify,
      auth.csrf,
      ...jsonBody(DEFAULT_INPUT_LIMITS),
      checkDocument(MAX_DOCUMENT_NESTING, MAX_BATCH_OPERATIONS),
      limits.graphql,
      (req: Request, res: Response, next: NextFunction) => {
        const batch = new BatchEstimate(Array.isArray(req.body) ? (req.body as unknown[]).length : 1);
        (res.locals['gateway'] as GatewayContext).batch = batch;
        res.on('close', () => batch.abandon());
        next();
      },
      expressMiddleware(graph, { context: async ({ res }) => res.locals['gateway'] as GatewayContext }),
      graphqlErrors(logger),
    );
    return {};
  },
};

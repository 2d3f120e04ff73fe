import express from 'express';
import { sessionSetCookie } from '@peace/kit';
import { checkUrl, DEFAULT_INPUT_LIMITS, jsonBody } from '../http/input.js';
import { buildOpenApi } from '../rest/openapi.js';
import { apiFallbacks, createRestRouter } from '../rest/router.js';
import { routes } from '../rest/routes/index.js';
import { createUnsubscribeRouter, unsubscribeOpenApi } from '../rest/unsubscribe.js';
import { authOf } from './auth.js';
import type { Mount } from './mount.js';
import { securityHeadersOf } from './web.js';

/** The REST API under /api: its routes over the graph, sign-in, one-click unsubscribes and the OpenAPI document. */
export const restMount: Mount = {
  name: 'rest',
  attach: (wiring) => {
    const { config, logger, parts: { graph, limits } } = wiring;
    const auth = authOf(wiring);
    const api = express.Router();
    api.use(checkUrl(DEFAULT_INPUT_LIMITS), auth.identify);
    // One-click unsubscribes come from mail providers for many people at once: they have limits of their own, not the write limits.
    api.use(createUnsubscribeRouter({ graph, logger, limits }));
    api.use(limits.api);
    auth.signIn(api);
    api.use(auth.csrf);
    const built = buildOpenApi(routes, config.PUBLIC_URL);
    const openapi = { ...built, paths: { ...built.paths, ...unsubscribeOpenApi } };
    api.get('/openapi.json', (_req, res) => {
      res.json(openapi);
    });
    api.use(createRestRouter(routes, { graph, logger, body: jsonBody(DEFAULT_INPUT_LIMITS), signedOutCookie: sessionSetCookie(null, config.SESSION_SECRET, config.PUBLIC_URL) }));
    api.use(...apiFallbacks(logger));
    wiring.app.use('/api', securityHeadersOf(wiring), api);
    return {};
  },
};

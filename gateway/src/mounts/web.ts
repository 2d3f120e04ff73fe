import compression from 'compression';
import helmet from 'helmet';
import { readOnlyWeb } from '../http/errors.js';
import { inlineScriptHashes, socketOrigin } from '../web/csp.js';
import { missingPage } from '../web/missing.js';
import { serveWebApp } from '../web/static.js';
import { perWiring, type Mount } from './mount.js';

/** The security headers of every answer: the web app's documents need them all, and an API answer is no worse for them. */
export const securityHeadersOf = perWiring(({ config }) => {
  const secure = config.PUBLIC_URL.startsWith('https:');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.WEB_DIST)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        // The network-address look-up is our own (/api/location); the geocoder hears only of a device position the person chose to share.
        connectSrc: ["'self'", socketOrigin(config.PUBLIC_URL), 'https://api.bigdatacloud.net'],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
});

/** The web app: its built files and pages, read only and compressed, and the missing page for any other path. */
export const webMount: Mount = {
  name: 'web',
  attach: (wiring) => {
    wiring.app.use(securityHeadersOf(wiring), compression(), readOnlyWeb(), serveWebApp(wiring.config.WEB_DIST, missingPage(wiring.parts.graph)));
    return {};
  },
};

import { fileURLToPath } from 'node:url';
import { deriveSecret, startRuntime } from '@peace/kit';
import { config } from './config.js';
import { SessionStore } from './commands/sessions.js';
import { SCHEMA, schema } from './db/schema.js';
import { mountIdentityRoutes } from './http/routes.js';
import { expiredSessionSweepJob, scheduleExpiredSessionSweep } from './jobs/sweep-sessions.js';
import { LoginFlows } from './oidc/login-flows.js';
import { RelyingParty } from './oidc/relying-party.js';
import { createResolvers } from './resolvers/index.js';
import { AccountNotes } from './accounts/index.js';

const runtime = await startRuntime({ name: 'identity', schemaName: SCHEMA, config, schema });
runtime.lifecycle.installSignalHandlers();

const publicBase = config.PUBLIC_URL.replace(/\/+$/, '');
const allowHttp = config.NODE_ENV !== 'production' || config.OIDC_ALLOW_HTTP_ISSUER;
const parties = {
  oidc: new RelyingParty({
    name: 'oidc',
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    scope: config.OIDC_SCOPES,
    redirectUri: `${publicBase}/api/callback`,
    allowHttp,
  }),
  google:
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? new RelyingParty({
          name: 'google',
          issuer: config.GOOGLE_ISSUER,
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
          scope: 'openid email profile',
          redirectUri: `${publicBase}/api/auth/google/callback`,
          allowHttp,
        })
      : undefined,
};

const users = { db: runtime.db, clock: runtime.clock, logger: runtime.logger, accounts: new AccountNotes(runtime.redis) };
const sessions = new SessionStore({ db: runtime.db, redis: runtime.redis, clock: runtime.clock, logger: runtime.logger });
const sweep = expiredSessionSweepJob(sessions);
await scheduleExpiredSessionSweep(await runtime.startJobs([sweep]), sweep);

await runtime.serve({
  schemaPath: fileURLToPath(new URL('./schema.graphql', import.meta.url)),
  resolvers: createResolvers({ ...users, sessions }, parties.google !== undefined),
  internalRoutes: (app) =>
    mountIdentityRoutes(app, {
      ...users,
      sessions,
      flows: new LoginFlows(runtime.redis, deriveSecret(config.SESSION_SECRET, 'login-flow'), config.PUBLIC_URL.startsWith('https:')),
      parties,
      publicUrl: config.PUBLIC_URL,
      sessionSecret: config.SESSION_SECRET,
    }),
});

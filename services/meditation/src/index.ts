import { fileURLToPath } from 'node:url';
import { startRuntime } from '@peace/kit';
import { AccountNotes } from '@peace/identity/accounts';
import { GroupJoinNotes, GroupPresenceStore } from '@peace/groups/live';
import { config } from './config.js';
import { seedAchievementCatalogue } from './commands/achievements.js';
import { ActiveSessionCache } from './commands/active-session-cache.js';
import { CompletionLimiter } from './commands/completion-limiter.js';
import { SCHEMA, schema } from './db/schema.js';
import { ActiveSitAnnouncer } from './live/active-sits.js';
import { PresenceStore } from './live/presence.js';
import { groupPresenceConsumer } from './events/group-presence.js';
import { accountsConsumer, groupSessionsConsumer } from './events/consume.js';
import { accountDeletionsConsumer } from './events/account-deletions.js';
import { activeSessionSweepJob, scheduleActiveSessionSweep } from './jobs/sweep.js';
import { createResolvers } from './resolvers/index.js';

const runtime = await startRuntime({ name: 'meditation', schemaName: SCHEMA, config, schema });
runtime.lifecycle.installSignalHandlers();
await seedAchievementCatalogue(runtime.db);
await runtime.consume(groupSessionsConsumer);
await runtime.consume(accountsConsumer);
const groupPresence = new GroupPresenceStore(runtime.redis);
await runtime.consume(groupPresenceConsumer(groupPresence, runtime.clock));
const deps = {
  db: runtime.db,
  cache: new ActiveSessionCache(runtime.redis),
  presence: new PresenceStore(runtime.redis),
  groupPresence,
  sits: new ActiveSitAnnouncer(runtime.redis, runtime.logger),
  joins: new GroupJoinNotes(runtime.redis),
  accounts: new AccountNotes(runtime.redis),
  limiter: new CompletionLimiter(runtime.redis, { points: config.COMPLETION_LIMIT_POINTS, windowSeconds: config.COMPLETION_LIMIT_WINDOW_S }, undefined, runtime.logger),
  clock: runtime.clock,
  logger: runtime.logger,
};
await runtime.consume(accountDeletionsConsumer(deps));
const sweep = activeSessionSweepJob(deps);
const jobs = await runtime.startJobs([sweep]);
await scheduleActiveSessionSweep(jobs, sweep, {
  intervalMs: config.ACTIVE_SESSION_SWEEP_INTERVAL_MS,
  graceMs: config.ACTIVE_SESSION_GRACE_MS,
  maxPauseMs: config.ACTIVE_SESSION_MAX_PAUSE_MS,
});
await runtime.serve({
  schemaPath: fileURLToPath(new URL('./schema.graphql', import.meta.url)),
  resolvers: createResolvers(deps),
});

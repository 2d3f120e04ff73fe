import { fileURLToPath } from 'node:url';
import { startRuntime } from '@peace/kit';
import { CommunityMemberNotes } from '@peace/communities/live';
import { publishGroupSessionChange, GroupJoinNotes, publishGroupSessionStatus } from './live/index.js';
import { config } from './config.js';
import { SCHEMA, schema } from './db/schema.js';
import { accountDeletionsConsumer, communityMembersConsumer, communityPrivacyConsumer, sessionMinutesConsumer } from './events/consume.js';
import { statusSignalsConsumer } from './events/live-status.js';
import { groupSessionJobs, jobTimers, rederiveTimers, scheduleSweep } from './jobs/lifecycle.js';
import { createResolvers } from './resolvers/index.js';

const runtime = await startRuntime({ name: 'groups', schemaName: SCHEMA, config, schema });
runtime.lifecycle.installSignalHandlers();
// A session started on time by itself gets its end's timer as a creator's start does (timers are set up below, before any job runs).
const definitions = groupSessionJobs({ db: runtime.db, clock: runtime.clock }, (session) => timers.completeAtEnd(session));
const jobs = await runtime.startJobs(definitions.all);
const timers = jobTimers(jobs, definitions, runtime.clock);
await scheduleSweep(jobs, definitions, config.GROUP_SESSION_SWEEP_INTERVAL_MS);
runtime.logger.info({ sessions: await rederiveTimers(runtime.db, timers) }, 'group session timers set from the database');
await runtime.consume(communityMembersConsumer);
await runtime.consume(communityPrivacyConsumer);
await runtime.consume(sessionMinutesConsumer);
await runtime.consume(accountDeletionsConsumer);
await runtime.consume(statusSignalsConsumer((signal) => publishGroupSessionStatus(runtime.redis, signal)));
await runtime.serve({
  schemaPath: fileURLToPath(new URL('./schema.graphql', import.meta.url)),
  resolvers: createResolvers({ db: runtime.db, clock: runtime.clock, logger: runtime.logger, timers, joins: new GroupJoinNotes(runtime.redis), memberNotes: new CommunityMemberNotes(runtime.redis), announce: (signal) => publishGroupSessionChange(runtime.redis, signal) }),
});

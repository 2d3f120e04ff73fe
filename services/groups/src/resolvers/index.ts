import { z } from 'zod';
import { DateTimeScalar, parseInput, type Clock, type RequestContext } from '@peace/kit';
import { findSession, listOpenSessions, participantCount, type GroupsDb, type GroupSessionRow } from '../commands/sessions.js';

const idArgs = z.object({ id: z.string().uuid('must be a valid id') });

export function createResolvers(deps: { db: GroupsDb; clock: Clock }) {
  const remainingSeconds = (row: GroupSessionRow) => {
    if (row.status !== 'active') return null;
    const end = row.scheduledStart.getTime() + row.duration * 60_000;
    return Math.max(0, Math.ceil((end - deps.clock.now().getTime()) / 1000));
  };
  return {
    DateTime: DateTimeScalar,
    Query: {
      groupSessions: () => listOpenSessions(deps.db, deps.clock),
      groupSession: (_: unknown, args: unknown) => findSession(deps.db, parseInput(idArgs, args).id).then((row) => row ?? null),
    },
    GroupSession: {
      remainingSeconds,
      participantCount: (row: GroupSessionRow) => participantCount(deps.db, row.id),
    },
  } satisfies Record<string, unknown> & { Query: Record<string, (parent: unknown, args: unknown, context: RequestContext) => unknown> };
}

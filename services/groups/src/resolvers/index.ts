import { z } from 'zod';
import { DateTimeScalar, type Clock, type RequestContext } from '@peace/kit';
import { findSession, listOpenSessions, participantCount, type GroupsDb, type GroupSessionRow } from '../commands/sessions.js';

// Ids come from links people share; one that is not even well-formed names no session.
const isId = (value: unknown): value is string => z.string().uuid().safeParse(value).success;

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
      groupSession: async (_: unknown, args: unknown) => {
        const id = (args as { id?: unknown }).id;
        return isId(id) ? ((await findSession(deps.db, id)) ?? null) : null;
      },
    },
    GroupSession: {
      remainingSeconds,
      participantCount: (row: GroupSessionRow) => participantCount(deps.db, row.id),
    },
  } satisfies Record<string, unknown> & { Query: Record<string, (parent: unknown, args: unknown, context: RequestContext) => unknown> };
}

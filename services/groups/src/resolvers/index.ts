import DataLoader from 'dataloader';
import { z } from 'zod';
import { GroupSessionStatuses, Intentions } from '@peace/proto';
import { DateTimeScalar, type Clock, type RequestContext } from '@peace/kit';
import { findSession, listOpenSessions, participantCounts, type GroupsDb, type GroupSessionRow } from '../commands/sessions.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';

// Ids come from links people share; one that is not even well-formed names no session.
const isId = (value: string): boolean => z.uuid().safeParse(value).success;

export function createResolvers(deps: { db: GroupsDb; clock: Clock }): Resolvers {
  // One loader per request (keyed on its context), so a list of sessions counts its participants in one query.
  const counters = new WeakMap<RequestContext, DataLoader<string, number>>();
  const counterFor = (context: RequestContext) => {
    let loader = counters.get(context);
    if (!loader) {
      loader = new DataLoader((ids: readonly string[]) => participantCounts(deps.db, ids));
      counters.set(context, loader);
    }
    return loader;
  };
  const remainingSeconds = (row: GroupSessionRow) => {
    if (row.status !== 'active') return null;
    const end = row.scheduledStart.getTime() + row.duration * 60_000;
    return Math.max(0, Math.ceil((end - deps.clock.now().getTime()) / 1000));
  };
  return {
    DateTime: DateTimeScalar,
    Intention: Intentions,
    GroupSessionStatus: GroupSessionStatuses,
    Query: {
      groupSessions: () => listOpenSessions(deps.db, deps.clock),
      groupSession: async (_parent, args) => (isId(args.id) ? ((await findSession(deps.db, args.id)) ?? null) : null),
    },
    GroupSession: {
      remainingSeconds,
      participantCount: (row, _args, context) => counterFor(context).load(row.id),
      // A reference the identity subgraph resolves: clients get the person, not an id to look up.
      creator: (row) => ({ __typename: 'User', id: row.createdBy }),
    },
  };
}

import { FORMER_MEMBER_ID, GroupSessionStatuses, Intentions, ParticipantStatuses } from '@peace/proto';
import { AppError, DateTimeScalar, idOrNotFound, isId, parseInput, perRequestLoader, requireUser, type RequestContext } from '@peace/kit';
import { checkScheduledStart, closingLineInput, createGroupSessionInput } from '../commands/inputs.js';
import { closingLinesOf, leaveClosingLine, linesOf, removeClosingLine } from '../commands/closing-lines.js';
import {
  createGroupSession,
  findSession,
  joinedParticipants,
  joinGroupSession,
  leaveGroupSession,
  listOpenSessions,
  maySeeCommunitySessions,
  participantCounts,
  remainingSeconds,
  sessionsByIds,
  startGroupSession,
  totalMinutes,
  type GroupsDeps,
} from '../commands/sessions.js';
import { sessionsOf } from '../commands/forget.js';
import { liveSessionOf, pastSessionsOf, sessionsThisWeek, upcomingSessionsOf } from '../commands/communities.js';
import { endsAt, startsAt, statusAt } from '../commands/window.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';

/** The session a mutation names; a malformed id names none. */
const sessionId = (id: string): string => idOrNotFound(id, 'Session not found');

export function createResolvers(deps: GroupsDeps): Resolvers {
  const counts = perRequestLoader((ids) => participantCounts(deps.db, ids));
  const joined = perRequestLoader((ids) => joinedParticipants(deps.db, ids));
  const minutes = perRequestLoader((ids) => totalMinutes(deps.db, ids));
  const thisWeek = perRequestLoader((ids) => sessionsThisWeek(deps.db, deps.clock, ids));
  const sessions = perRequestLoader((ids) => sessionsByIds(deps.db, ids));
  /** Whether the viewer is one of a session's participants: only they see who the others are. */
  const sitsIn = async (context: RequestContext, sessionId: string): Promise<boolean> =>
    context.userId !== null && (await joined(context).load(sessionId)).some((participant) => participant.userId === context.userId);
  return {
    DateTime: DateTimeScalar,
    Intention: Intentions,
    GroupSessionStatus: GroupSessionStatuses,
    ParticipantStatus: ParticipantStatuses,
    Query: {
      groupSessions: (_parent, _args, context) => listOpenSessions(deps.db, deps.clock, context.userId),
      // A private community's session is for its members: anyone else finds none by its id.
      groupSession: async (_parent, args, context) => {
        const row = isId(args.id) ? await findSession(deps.db, args.id) : undefined;
        if (!row) return null;
        return row.groupId === null || (await maySeeCommunitySessions(deps, row.groupId, context.userId)) ? row : null;
      },
      myGroupSessions: (_parent, _args, context) => sessionsOf(deps.db, requireUser(context)),
      myClosingLines: (_parent, _args, context) => linesOf(deps.db, requireUser(context)),
    },
    Mutation: {
      // The graph has typed the input already; parsing it again applies the rules the SDL cannot say, as "field: message".
      createGroupSession: (_parent, args, context) => {
        const userId = requireUser(context);
        const input = parseInput(createGroupSessionInput, args.input);
        checkScheduledStart(input, deps.clock.now());
        return createGroupSession(deps, userId, input);
      },
      joinGroupSession: (_parent, args, context) => joinGroupSession(deps, requireUser(context), sessionId(args.id)),
      leaveGroupSession: (_parent, args, context) => leaveGroupSession(deps, requireUser(context), sessionId(args.id)),
      startGroupSession: (_parent, args, context) => startGroupSession(deps, requireUser(context), sessionId(args.id)),
      leaveClosingLine: (_parent, args, context) => {
        const userId = requireUser(context);
        const { text } = parseInput(closingLineInput, { text: args.text });
        return leaveClosingLine(deps, userId, sessionId(args.groupSessionId), text);
      },
      removeClosingLine: (_parent, args, context) => removeClosingLine(deps, requireUser(context), sessionId(args.groupSessionId), idOrNotFound(args.id, 'Line not found')),
    },
    GroupSession: {
      status: (row) => statusAt(row, deps.clock.now()),
      startsAt,
      endsAt,
      remainingSeconds: (row) => remainingSeconds(row, deps.clock.now()),
      participantCount: (row, _args, context) => counts(context).load(row.id),
      // Who sits with whom is for those sitting it: anyone else learns how many, never who.
      participants: async (row, _args, context) => ((await sitsIn(context, row.id)) ? joined(context).load(row.id) : []),
      joined: (row, _args, context) => sitsIn(context, row.id),
      // A reference the identity subgraph resolves to a first name, for participants only, like the participants list;
      // a session whose creator deleted their account is hosted by "a former member": nobody to resolve.
      creator: async (row, _args, context) => (row.createdBy !== FORMER_MEMBER_ID && (await sitsIn(context, row.id)) ? { __typename: 'Companion', id: row.createdBy } : null),
      totalMinutes: (row, _args, context) => minutes(context).load(row.id),
      closingLines: (row, _args, context) => closingLinesOf(deps.db, deps.clock, row, context.userId),
    },
    ClosingLine: {
      author: (line) => ({ __typename: 'Companion', id: line.userId }),
      groupSession: (line, _args, context) => sessions(context).load(line.groupSessionId),
    },
    Community: {
      // The communities subgraph answers whether the community exists; here it is only its id.
      __resolveReference: (reference) => ({ id: reference.id }),
      // A private community's sessions are for its members: its calendar feed and invitation page show none of them to anyone else.
      upcomingSessions: async (community, _args, context) => (isId(community.id) && (await maySeeCommunitySessions(deps, community.id, context.userId)) ? upcomingSessionsOf(deps.db, deps.clock, community.id) : []),
      liveSession: async (community, _args, context) =>
        isId(community.id) && (await maySeeCommunitySessions(deps, community.id, context.userId)) ? ((await liveSessionOf(deps.db, deps.clock, community.id)) ?? null) : null,
      pastSessions: async (community, args, context) => {
        const limit = args.limit ?? 50;
        if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw AppError.badInput('limit: must be between 1 and 100');
        if (!isId(community.id) || !(await maySeeCommunitySessions(deps, community.id, context.userId))) return [];
        return pastSessionsOf(deps.db, deps.clock, community.id, limit);
      },
      // Read for every card of a list of communities: one query for the list.
      sessionsThisWeek: (community, _args, context) => (isId(community.id) ? thisWeek(context).load(community.id) : 0),
    },
    GroupSessionParticipant: {
      user: (participant) => ({ __typename: 'Companion', id: participant.userId }),
    },
  };
}

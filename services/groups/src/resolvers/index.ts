import { FORMER_MEMBER_ID, GroupSessionStatuses, Intentions, ParticipantStatuses } from '@peace/proto';
import { AppError, DateTimeScalar, idOrNotFound, isId, pageOf, parseInput, perRequestLoader, requireUser, type RequestContext } from '@peace/kit';
import { checkScheduledStart, closingLineInput, createGroupSessionInput } from '../commands/inputs.js';
import { closingLinesOf, leaveClosingLine, linesOf, removeClosingLine } from '../commands/closing-lines.js';
import {
  createGroupSession,
  findSession,
  joinedBy,
  joinedParticipants,
  joinGroupSession,
  leaveGroupSession,
  listOpenSessions,
  maySeeCommunitySessions,
  memberships,
  privateCommunities,
  participantCounts,
  remainingSeconds,
  sessionsByIds,
  startGroupSession,
  totalMinutes,
  type GroupSessionRow,
  type GroupsDeps,
} from '../commands/sessions.js';
import { sessionsOf } from '../commands/forget.js';
import { liveSessionOfMany, pastSessionsOfMany, sessionsThisWeek, upcomingSessionsOfMany } from '../commands/communities.js';
import { endsAt, startsAt, statusAt } from '../commands/window.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { MAX_MY_CLOSING_LINES, MAX_MY_GROUP_SESSIONS, MAX_PAST_SESSIONS } from '../list-caps.js';

/** The session a mutation names; a malformed id names none. */
const sessionId = (id: string): string => idOrNotFound(id, 'Session not found');

/**
 * Whether the viewer may see each community's sessions, past, live and to come: anyone for a
 * public community, its members for a private one. Two queries for all the communities asked.
 */
async function maySeeSessionsOf(deps: GroupsDeps, groupIds: readonly string[], viewerId: string | null): Promise<boolean[]> {
  const closed = await privateCommunities(deps.db, groupIds);
  const closedIds = groupIds.filter((id) => closed.has(id));
  const member = viewerId === null || closedIds.length === 0 ? new Set<string>() : await memberships(deps.db, viewerId, closedIds);
  // Who the copy does not yet know as a member may have just joined: the owner's note answers for them.
  return Promise.all(groupIds.map(async (id) => !closed.has(id) || member.has(id) || (viewerId !== null && (await maySeeCommunitySessions(deps, id, viewerId)))));
}

export function createResolvers(deps: GroupsDeps): Resolvers {
  const counts = perRequestLoader((ids) => participantCounts(deps.db, ids));
  const joined = perRequestLoader((ids) => joinedParticipants(deps.db, ids));
  const minutes = perRequestLoader((ids) => totalMinutes(deps.db, ids));
  const thisWeek = perRequestLoader((ids) => sessionsThisWeek(deps.db, deps.clock, ids));
  const sessions = perRequestLoader((ids) => sessionsByIds(deps.db, ids));
  // A list of communities asking for their sessions reads each kind in one query for the list.
  const maySee = perRequestLoader((ids, context) => maySeeSessionsOf(deps, ids, context.userId));
  const visible = async (context: RequestContext, groupId: string) => isId(groupId) && (await maySee(context).load(groupId));
  const upcoming = perRequestLoader((ids) => upcomingSessionsOfMany(deps.db, deps.clock, ids));
  const live = perRequestLoader((ids) => liveSessionOfMany(deps.db, deps.clock, ids));
  // Keyed `limit:id`: each limit asked for is one query.
  const past = perRequestLoader(async (keys) => {
    const byLimit = new Map<number, string[]>();
    for (const key of keys) {
      const [limit, id] = key.split(':') as [string, string];
      byLimit.set(Number(limit), [...(byLimit.get(Number(limit)) ?? []), id]);
    }
    const answers = new Map<string, GroupSessionRow[]>();
    for (const [limit, ids] of byLimit) (await pastSessionsOfMany(deps.db, deps.clock, ids, limit)).forEach((rows, index) => answers.set(`${limit}:${ids[index]}`, rows));
    return keys.map((key) => answers.get(key) ?? []);
  });
  // The viewer's own row in each session asked, one query for the list.
  const joinedByViewer = perRequestLoader((ids, context) => (context.userId === null ? Promise.resolve(ids.map(() => false)) : joinedBy(deps.db, context.userId, ids)));
  /** Whether the viewer is one of a session's participants: only they see who the others are. */
  const sitsIn = (context: RequestContext, sessionId: string): Promise<boolean> => joinedByViewer(context).load(sessionId);
  return {
    DateTime: DateTimeScalar,
    Intention: Intentions,
    GroupSessionStatus: GroupSessionStatuses,
    ParticipantStatus: ParticipantStatuses,
    Query: {
      groupSessions: (_parent, _args, context) => listOpenSessions(deps.db, deps.clock, context.userId),
      // A private community's session is for its members and its host: anyone else finds none by its id.
      // The host still finds it once the community is gone, to see that it was cancelled.
      groupSession: async (_parent, args, context) => {
        const row = isId(args.id) ? await findSession(deps.db, args.id) : undefined;
        if (!row) return null;
        return row.groupId === null || row.createdBy === context.userId || (await maySeeCommunitySessions(deps, row.groupId, context.userId)) ? row : null;
      },
      myGroupSessions: (_parent, args, context) => {
        const userId = requireUser(context);
        return sessionsOf(deps.db, userId, pageOf(args, MAX_MY_GROUP_SESSIONS));
      },
      myClosingLines: (_parent, args, context) => {
        const userId = requireUser(context);
        return linesOf(deps.db, userId, pageOf(args, MAX_MY_CLOSING_LINES));
      },
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
      upcomingSessions: async (community, _args, context) => ((await visible(context, community.id)) ? upcoming(context).load(community.id) : []),
      liveSession: async (community, _args, context) => ((await visible(context, community.id)) ? ((await live(context).load(community.id)) ?? null) : null),
      pastSessions: async (community, args, context) => {
        const limit = args.limit ?? 50;
        if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAST_SESSIONS) throw AppError.badInput(`limit: must be between 1 and ${MAX_PAST_SESSIONS}`);
        if (!(await visible(context, community.id))) return [];
        return past(context).load(`${limit}:${community.id}`);
      },
      // Read for every card of a list of communities: one query for the list.
      sessionsThisWeek: (community, _args, context) => (isId(community.id) ? thisWeek(context).load(community.id) : 0),
    },
    GroupSessionParticipant: {
      user: (participant) => ({ __typename: 'Companion', id: participant.userId }),
    },
  };
}

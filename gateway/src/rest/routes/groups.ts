import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { z } from 'zod';
import { AppError } from '@peace/kit';
import { GroupSessionStatuses, Intentions, ParticipantStatuses } from '@peace/proto';
import {
  CreateGroupSessionDocument,
  GroupSessionDocument,
  GroupSessionParticipantsDocument,
  GroupSessionClosingLinesDocument,
  GroupSessionsDocument,
  JoinGroupSessionDocument,
  LeaveClosingLineDocument,
  LeaveGroupSessionDocument,
  RemoveClosingLineDocument,
  StartGroupSessionDocument,
  type GroupSessionFieldsFragment,
} from '../__generated__/operations.js';
import { specValue, toSpec } from '../enums.js';
import { defineRoute, text, timestamp, wholeNumber } from '../route.js';

// Shapes and closed sets only: the groups subgraph owns the rules (lengths, limits, the start time) and words their messages.

const groupSession = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  intention: z.enum(Intentions),
  scheduledStart: z.string(),
  duration: z.number(),
  maxParticipants: z.number(),
  status: z.enum(GroupSessionStatuses),
  createdBy: z.string(),
  groupId: z.string().nullable(),
  remainingSeconds: z.number().optional(),
  /** When the sit begins: the creator's start once started, the scheduled start before. */
  startsAt: z.string(),
  /** startsAt plus the duration; clients count down to it with their measured clock offset. */
  endsAt: z.string(),
  participantCount: z.number(),
});

/**
 * A fellow participant in the spec's user shape, by first name only: the rest of who they are is
 * not shared with the people they sit with (null), and nobody else sees the list at all.
 */
const participant = z.strictObject({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.null(),
  email: z.null(),
  profileImageUrl: z.null(),
  createdAt: z.null(),
  status: z.enum(ParticipantStatuses),
});

/** The spec's shape: spec values for the enums, remainingSeconds only on active sessions. */
function toSession({ remainingSeconds, ...session }: GroupSessionFieldsFragment): z.infer<typeof groupSession> {
  // Overriding keys in place keeps the answer's field order.
  const spec = { ...session, intention: toSpec(Intentions, session.intention), status: toSpec(GroupSessionStatuses, session.status) };
  return remainingSeconds === null ? spec : { ...spec, remainingSeconds };
}

const sessionId = z.object({ id: z.string() });

/** A line of a session's closing circle; its author by first name only. */
const closingLine = z.strictObject({
  id: z.string(),
  text: z.string(),
  writtenAt: z.string(),
  author: z.strictObject({ id: z.string(), firstName: z.string().nullable() }),
});

/** join, leave and start: the session id in the path, the session as it is afterwards in the answer. */
const sessionAction = <TData>(action: 'join' | 'leave' | 'start', summary: string, operation: TypedDocumentNode<TData, { id: string }>, pick: (data: TData) => GroupSessionFieldsFragment) =>
  defineRoute({
    method: 'post',
    path: `/group-sessions/:id/${action}`,
    summary,
    auth: true,
    input: sessionId,
    operation,
    variables: (input) => ({ id: input.id }),
    map: (data) => toSession(pick(data)),
    response: groupSession,
  });

export const groupRoutes = [
  defineRoute({
    method: 'get',
    path: '/group-sessions',
    summary: 'Group sessions that are live now or still to come, soonest first',
    auth: false,
    operation: GroupSessionsDocument,
    map: (data) => data.groupSessions.map(toSession),
    response: z.array(groupSession),
  }),
  defineRoute({
    method: 'post',
    path: '/group-sessions',
    summary: 'Schedules a group session; its creator is its first participant. startOnTime: it starts by itself at its time (default: yes for a community\'s session)',
    auth: true,
    input: z.object({
      name: text(),
      description: text().nullish(),
      intention: specValue(Intentions),
      scheduledStart: timestamp(),
      duration: wholeNumber().nullish(),
      maxParticipants: wholeNumber().nullish(),
      groupId: text().nullish(),
      startOnTime: z.boolean({ error: 'must be true or false' }).nullish(),
    }),
    operation: CreateGroupSessionDocument,
    variables: (input) => ({ input }),
    map: (data) => toSession(data.createGroupSession),
    status: 201,
    response: groupSession,
  }),
  defineRoute({
    method: 'get',
    path: '/group-sessions/:id',
    summary: 'One group session; 404 when there is none (visitors may look, to be asked to sign in)',
    auth: false,
    input: sessionId,
    operation: GroupSessionDocument,
    variables: (input) => ({ id: input.id }),
    map: (data) => {
      if (!data.groupSession) throw AppError.notFound('Session not found');
      return toSession(data.groupSession);
    },
    response: groupSession,
  }),
  defineRoute({
    method: 'get',
    path: '/group-sessions/:id/participants',
    summary: 'Who joined a group session, earliest first, by first name only, for its participants; an empty list for anyone else',
    auth: false,
    input: sessionId,
    operation: GroupSessionParticipantsDocument,
    variables: (input) => ({ id: input.id }),
    map: (data) => {
      if (!data.groupSession) throw AppError.notFound('Session not found');
      return data.groupSession.participants.map(({ user, status }) => ({
        id: user.id,
        firstName: user.firstName ?? null,
        lastName: null,
        email: null,
        profileImageUrl: null,
        createdAt: null,
        status: toSpec(ParticipantStatuses, status),
      }));
    },
    response: z.array(participant),
  }),
  sessionAction('join', 'Joins a group session; joining again changes nothing; 409 when it is full or over', JoinGroupSessionDocument, (data) => data.joinGroupSession),
  sessionAction('leave', 'Leaves a group session; leaving again changes nothing', LeaveGroupSessionDocument, (data) => data.leaveGroupSession),
  sessionAction('start', 'The creator starts a scheduled group session once its start time has arrived', StartGroupSessionDocument, (data) => data.startGroupSession),
  defineRoute({
    method: 'get',
    path: '/group-sessions/:id/closing-lines',
    summary: "The closing circle: the line each participant left once the sit ended, earliest first; empty before the end, and for anyone but its participants and its creator",
    auth: false,
    refusals: { 404: 'There is no such session' },
    input: sessionId,
    operation: GroupSessionClosingLinesDocument,
    variables: (input) => ({ id: input.id }),
    map: (data) => {
      if (!data.groupSession) throw AppError.notFound('Session not found');
      return data.groupSession.closingLines;
    },
    response: z.array(closingLine),
  }),
  defineRoute({
    method: 'post',
    path: '/group-sessions/:id/closing-lines',
    summary: 'Someone who sat a session leaves one line for the others once it has ended (at most 280 characters, one line); leaving one again replaces it',
    auth: true,
    refusals: { 403: 'Only those who sat the session leave a line', 404: 'There is no such session', 409: 'The sit has not ended yet, or the session was cancelled' },
    input: sessionId.extend({ text: text() }),
    operation: LeaveClosingLineDocument,
    variables: (input) => ({ groupSessionId: input.id, text: input.text }),
    map: (data) => data.leaveClosingLine,
    status: 201,
    response: closingLine,
  }),
  defineRoute({
    method: 'delete',
    path: '/group-sessions/:id/closing-lines/:lineId',
    summary: "Its author or the session's creator removes a line from the closing circle",
    auth: true,
    refusals: { 403: "Only the line's author or the session's creator removes it", 404: 'There is no such line in this session' },
    input: sessionId.extend({ lineId: z.string() }),
    operation: RemoveClosingLineDocument,
    variables: (input) => ({ groupSessionId: input.id, id: input.lineId }),
    map: (data) => ({ id: data.removeClosingLine, success: true as const }),
    response: z.strictObject({ id: z.string(), success: z.literal(true) }),
  }),
];

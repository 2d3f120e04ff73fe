import { z } from 'zod';
import { AppError } from '@peace/kit';
import { GroupSessionStatuses, Intentions } from '@peace/proto';
import { GroupSessionDocument, GroupSessionsDocument, type GroupSessionFieldsFragment } from '../__generated__/operations.js';
import { toSpec } from '../enums.js';
import { defineRoute } from '../route.js';

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
});

/** The spec's shape: spec values for the enums, remainingSeconds only on active sessions. */
function toSession({ remainingSeconds, ...session }: GroupSessionFieldsFragment): z.infer<typeof groupSession> {
  // Overriding keys in place keeps the answer's field order.
  const spec = { ...session, intention: toSpec(Intentions, session.intention), status: toSpec(GroupSessionStatuses, session.status) };
  return remainingSeconds === null ? spec : { ...spec, remainingSeconds };
}

export const groupRoutes = [
  defineRoute({
    method: 'get',
    path: '/group-sessions',
    summary: 'Group sessions that are live now or still to come, soonest first',
    auth: true,
    operation: GroupSessionsDocument,
    map: (data) => data.groupSessions.map(toSession),
    response: z.array(groupSession),
  }),
  defineRoute({
    method: 'get',
    path: '/group-sessions/:id',
    summary: 'One group session; 404 when there is none (visitors may look, to be asked to sign in)',
    auth: false,
    input: z.object({ id: z.string() }),
    operation: GroupSessionDocument,
    variables: (input) => ({ id: input.id }),
    map: (data) => {
      if (!data.groupSession) throw AppError.notFound('Session not found');
      return toSession(data.groupSession);
    },
    response: groupSession,
  }),
];

import { z } from 'zod';
import { AppError } from '@peace/kit';
import { defineRoute } from '../route.js';

const groupSession = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  intention: z.string(),
  scheduledStart: z.string(),
  duration: z.number(),
  maxParticipants: z.number(),
  status: z.enum(['scheduled', 'active', 'completed', 'cancelled']),
  createdBy: z.string(),
  groupId: z.string().nullable(),
  remainingSeconds: z.number().optional(),
});
type GroupSession = Omit<z.infer<typeof groupSession>, 'remainingSeconds'> & { remainingSeconds: number | null };
const FIELDS = 'id name description intention scheduledStart duration maxParticipants status createdBy groupId remainingSeconds';

/** The spec's shape: remainingSeconds only on active sessions. */
function toSession({ remainingSeconds, ...session }: GroupSession) {
  return remainingSeconds === null ? session : { ...session, remainingSeconds };
}

export const groupRoutes = [
  defineRoute<unknown, { groupSessions: GroupSession[] }>({
    method: 'get',
    path: '/group-sessions',
    summary: 'Group sessions that are live now or still to come, soonest first',
    auth: true,
    operation: `query GroupSessions { groupSessions { ${FIELDS} } }`,
    map: (data) => data.groupSessions.map(toSession),
    response: z.array(groupSession),
  }),
  defineRoute<{ id: string }, { groupSession: GroupSession | null }>({
    method: 'get',
    path: '/group-sessions/:id',
    summary: 'One group session; 404 when there is none (visitors may look, to be asked to sign in)',
    auth: false,
    input: z.object({ id: z.string() }),
    operation: `query GroupSession($id: ID!) { groupSession(id: $id) { ${FIELDS} } }`,
    variables: (input) => ({ id: input.id }),
    map: (data) => {
      if (!data.groupSession) throw AppError.notFound('Session not found');
      return toSession(data.groupSession);
    },
    response: groupSession,
  }),
];

import { z } from 'zod';
import { EmailDeliveryStatuses } from '@peace/proto';
import { SendTestSessionEmailDocument } from '../__generated__/operations.js';
import { toSpec } from '../enums.js';
import { defineRoute } from '../route.js';

export const notificationRoutes = [
  defineRoute({
    method: 'post',
    path: '/test-session-email',
    summary: "Sends the sample session-start email to the signed-in user's own address; a few per hour, then 429 with Retry-After",
    auth: true,
    operation: SendTestSessionEmailDocument,
    map: ({ sendTestSessionEmail }) => ({ id: sendTestSessionEmail.id, status: toSpec(EmailDeliveryStatuses, sendTestSessionEmail.status) }),
    status: 202,
    response: z.strictObject({ id: z.string(), status: z.enum(Object.values(EmailDeliveryStatuses)) }),
  }),
];

import { z } from 'zod';
import { AppError } from '@peace/kit';
import { AuthUserDocument } from '../__generated__/operations.js';
import { defineRoute } from '../route.js';

/** A person as the spec shows them; the email only to the person themselves. */
export const user = z.strictObject({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
});

export const identityRoutes = [
  defineRoute({
    method: 'get',
    path: '/auth/user',
    summary: 'The signed-in user; 401 when signed out',
    auth: true,
    operation: AuthUserDocument,
    map: (data) => {
      if (!data.me) throw AppError.unauthenticated();
      return data.me;
    },
    response: user,
  }),
];

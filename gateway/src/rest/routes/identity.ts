import { z } from 'zod';
import { AppError } from '@peace/kit';
import { AuthUserDocument } from '../__generated__/operations.js';
import { defineRoute } from '../route.js';

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
    response: z.strictObject({
      id: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string().nullable(),
      profileImageUrl: z.string().nullable(),
      createdAt: z.string(),
    }),
  }),
];

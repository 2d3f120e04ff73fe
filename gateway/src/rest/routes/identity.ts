import { z } from 'zod';
import { AppError } from '@peace/kit';
import { defineRoute } from '../route.js';

const user = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
});

type User = z.infer<typeof user>;

export const identityRoutes = [
  defineRoute<unknown, { me: User | null }>({
    method: 'get',
    path: '/auth/user',
    summary: 'The signed-in user; 401 when signed out',
    auth: true,
    operation: 'query AuthUser { me { id firstName lastName email profileImageUrl createdAt } }',
    map: (data) => {
      if (!data.me) throw AppError.unauthenticated();
      return data.me;
    },
    response: user,
  }),
];

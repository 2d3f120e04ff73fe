import { z } from 'zod';
import { DateTimeScalar } from '@peace/kit';
import { findUser, type IdentityDb } from '../commands/users.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';

const reference = z.object({ id: z.uuid() });

export function createResolvers(deps: { db: IdentityDb }): Resolvers {
  return {
    DateTime: DateTimeScalar,
    Query: {
      me: async (_parent, _args, context) => (context.userId ? ((await findUser(deps.db, context.userId)) ?? null) : null),
    },
    User: {
      // Other subgraphs hand us ids they stored; one that is not a uuid simply names nobody.
      __resolveReference: async (ref) => {
        const parsed = reference.safeParse(ref);
        return parsed.success ? ((await findUser(deps.db, parsed.data.id)) ?? null) : null;
      },
      // Anyone may be shown as a session's or a community's creator; only they see their own address.
      email: (user, _args, context) => (context.userId !== null && context.userId === user.id ? user.email : null),
    },
  };
}

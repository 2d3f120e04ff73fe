import { z } from 'zod';
import { DateTimeScalar, type RequestContext } from '@peace/kit';
import { findUser, type IdentityDb } from '../commands/users.js';

const reference = z.object({ id: z.string().uuid() });

export function createResolvers(deps: { db: IdentityDb }) {
  return {
    DateTime: DateTimeScalar,
    Query: {
      me: async (_parent: unknown, _args: unknown, context: RequestContext) => (context.userId ? ((await findUser(deps.db, context.userId)) ?? null) : null),
    },
    User: {
      // Other subgraphs hand us ids they stored; one that is not a uuid simply names nobody.
      __resolveReference: async (ref: unknown) => {
        const parsed = reference.safeParse(ref);
        return parsed.success ? ((await findUser(deps.db, parsed.data.id)) ?? null) : null;
      },
    },
  };
}

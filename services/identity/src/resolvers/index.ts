import { z } from 'zod';
import { Languages } from '@peace/proto';
import { DateTimeScalar, perRequestLoader, requireUser } from '@peace/kit';
import type { SessionStore } from '../commands/sessions.js';
import { deleteAccount, findUser, findUsers, firstNameOnly, setHiddenFromLists, setLanguage, type UserDeps } from '../commands/users.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';

const reference = z.object({ id: z.uuid() });

/** googleSignIn: whether this deployment has Google sign-in configured, so that the web offers it only then. */
export function createResolvers(deps: UserDeps & { sessions: SessionStore }, googleSignIn: boolean): Resolvers {
  // A list of people (members, participants) is read in one query per request, not one per person.
  const people = perRequestLoader((ids) => findUsers(deps.db, ids));
  return {
    DateTime: DateTimeScalar,
    // Apollo translates between the graph's enum names and the codes stored and spoken elsewhere.
    Language: Languages,
    Query: {
      me: async (_parent, _args, context) => (context.userId ? ((await findUser(deps.db, context.userId)) ?? null) : null),
      googleSignIn: () => googleSignIn,
    },
    Mutation: {
      setHiddenFromLists: (_parent, args, context) => setHiddenFromLists(deps, requireUser(context), args.hidden),
      setLanguage: (_parent, args, context) => setLanguage(deps, requireUser(context), args.language ?? null),
      // No argument names whose account: it is always the caller's own.
      deleteAccount: async (_parent, _args, context) => {
        await deleteAccount(deps, requireUser(context));
        return true;
      },
    },
    User: {
      // Other subgraphs hand us ids they stored; one that is not a uuid simply names nobody.
      __resolveReference: async (ref, context) => {
        const parsed = reference.safeParse(ref);
        return parsed.success ? ((await people(context).load(parsed.data.id)) ?? null) : null;
      },
      // Anyone may be shown as a session's or a community's creator; only they see their own address.
      email: (user, _args, context) => (context.userId !== null && context.userId === user.id ? user.email : null),
      hiddenFromLists: (user, _args, context) => (context.userId !== null && context.userId === user.id ? user.hiddenFromLists : null),
      language: (user, _args, context) => (context.userId !== null && context.userId === user.id ? user.language : null),
    },
    Companion: {
      // The groups subgraph hands out these references only to a session's participants.
      __resolveReference: async (ref, context) => {
        const parsed = reference.safeParse(ref);
        const user = parsed.success ? await people(context).load(parsed.data.id) : undefined;
        return user ? { id: user.id, firstName: firstNameOnly(user) } : null;
      },
    },
  };
}

import { z } from 'zod';
import { AppError } from '@peace/kit';
import { AuthUserDocument, PrivacySettingsDocument, SetHiddenFromListsDocument } from '../__generated__/operations.js';
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

/** What the signed-in person shares: whether they are left out of the public members lists. */
const privacySettings = z.strictObject({ hideFromLists: z.boolean() });

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
  defineRoute({
    method: 'get',
    path: '/settings/privacy',
    summary: "The signed-in person's privacy settings: whether they are left out of the public members lists",
    auth: true,
    operation: PrivacySettingsDocument,
    map: (data) => {
      if (!data.me) throw AppError.unauthenticated();
      return { hideFromLists: data.me.hiddenFromLists ?? false };
    },
    response: privacySettings,
  }),
  defineRoute({
    method: 'put',
    path: '/settings/privacy',
    summary: 'Leaves the signed-in person out of the public members lists (Recent Members, Most Active, community members lists), or puts them back',
    auth: true,
    input: z.object({ hideFromLists: z.boolean({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be true or false') }) }),
    operation: SetHiddenFromListsDocument,
    variables: (input) => ({ hidden: input.hideFromLists }),
    map: (data) => ({ hideFromLists: data.setHiddenFromLists.hiddenFromLists ?? false }),
    response: privacySettings,
  }),
];

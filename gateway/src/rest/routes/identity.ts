import type { Request } from 'express';
import { z } from 'zod';
import { AppError } from '@peace/kit';
import { LANGUAGES, Languages, negotiateLanguage, type Language as LanguageCode } from '@peace/proto';
import { AuthUserDocument, LanguageSettingDocument, PrivacySettingsDocument, SetHiddenFromListsDocument, SetLanguageDocument, type Language } from '../__generated__/operations.js';
import { specValue, toSpec } from '../enums.js';
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

/** The language the signed-in person is spoken to in: the one they chose, else their browser's. */
const languageSetting = z.strictObject({ language: z.enum(LANGUAGES) });

const readsAcceptLanguage = [{ header: 'Accept-Language', description: 'The languages the browser prefers, which decide the answer while the person has chosen none' }] as const;

/** The language chosen, else the shipped one the request's Accept-Language prefers (English when none fits). */
function spokenLanguage(chosen: Language | null | undefined, req: Request): LanguageCode {
  return chosen ? toSpec(Languages, chosen) : negotiateLanguage(req.get('accept-language'));
}

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
  defineRoute({
    method: 'get',
    path: '/settings/language',
    summary: "The language the signed-in person is spoken to in: the one they chose, or, while they have chosen none, the one of en, es, de, ja, ar their browser's Accept-Language prefers (en when none fits)",
    auth: true,
    operation: LanguageSettingDocument,
    reads: readsAcceptLanguage,
    map: (data, _input, req) => {
      if (!data.me) throw AppError.unauthenticated();
      return { language: spokenLanguage(data.me.language, req) };
    },
    response: languageSetting,
  }),
  defineRoute({
    method: 'put',
    path: '/settings/language',
    summary: "Chooses the language the signed-in person is spoken to in (en, es, de, ja or ar), kept on their profile; null has them follow their browser's again. Answers as GET does",
    auth: true,
    input: z.object({ language: specValue(Languages, { message: `must be one of ${LANGUAGES.join(', ')}, or null` }).nullable() }),
    operation: SetLanguageDocument,
    variables: (input) => ({ language: input.language }),
    reads: readsAcceptLanguage,
    map: (data, _input, req) => ({ language: spokenLanguage(data.setLanguage.language, req) }),
    response: languageSetting,
  }),
];

import { z } from 'zod';
import { AppError } from '@peace/kit';
import { AchievementRarities, EmailDeliveryStatuses, GroupSessionStatuses, Intentions, LANGUAGES, Languages, MemberRoles } from '@peace/proto';
import {
  AccountClosingLinesPageDocument,
  AccountCommunitiesPageDocument,
  AccountEmailLogPageDocument,
  AccountExportDocument,
  AccountGroupSessionsPageDocument,
  AccountSessionsPageDocument,
  DeleteAccountDocument,
  type AccountExportQuery,
} from '../__generated__/operations.js';
import { toCsv } from '../csv.js';
import { toSpec } from '../enums.js';
import { allPages, PAGE_SIZES, type Ask } from '../pages.js';
import { defineRoute } from '../route.js';
import { user } from './identity.js';
import { practiceSettings, session, toSettings } from './meditation.js';
import { pushSubscription, reminderSettings, toReminderSettings } from './notification.js';

/** Everything the product holds about a person, as they download it. */
const accountExport = z.strictObject({
  profile: user,
  /** The language they chose to be spoken to in; null while they follow their browser's. */
  language: z.enum(LANGUAGES).nullable(),
  meditationSessions: z.array(session),
  achievements: z.array(
    z.strictObject({ id: z.string(), name: z.string(), description: z.string(), icon: z.string(), rarity: z.enum(AchievementRarities), unlockedAt: z.string() }),
  ),
  communities: z.array(
    z.strictObject({ id: z.string(), name: z.string(), intention: z.enum(Intentions), isPublic: z.boolean(), createdAt: z.string(), role: z.enum(MemberRoles).nullable() }),
  ),
  groupSessions: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      intention: z.enum(Intentions),
      scheduledStart: z.string(),
      duration: z.number(),
      status: z.enum(GroupSessionStatuses),
      groupId: z.string().nullable(),
      createdByMe: z.boolean(),
      joined: z.boolean(),
    }),
  ),
  closingLines: z.array(z.strictObject({ id: z.string(), groupSessionId: z.string(), groupSessionName: z.string(), text: z.string(), writtenAt: z.string() })),
  practiceSettings,
  emailSettings: z.strictObject({ sessionEmails: z.boolean() }),
  emailLog: z.array(
    z.strictObject({
      id: z.string(),
      kind: z.string(),
      subject: z.string(),
      recipient: z.string(),
      status: z.enum(EmailDeliveryStatuses),
      error: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  pushSubscriptions: z.array(pushSubscription),
  reminders: reminderSettings,
});

const exportInput = z.object({
  format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).default('json'),
});

const SESSION_COLUMNS = ['id', 'intention', 'location', 'duration', 'timestamp', 'groupSessionId', 'partial'] as const;

function signedIn(data: AccountExportQuery): NonNullable<AccountExportQuery['me']> {
  if (!data.me) throw AppError.unauthenticated();
  return data.me;
}

/** The export's lists whole, whatever their length: the pages after the first of each, until one comes back short. */
async function wholeExport(data: AccountExportQuery, ask: Ask): Promise<AccountExportQuery> {
  const [mySessions, myCommunities, myGroupSessions, myClosingLines, myEmailLog] = await Promise.all([
    allPages(data.mySessions, PAGE_SIZES.mySessions, async (after) => (await ask(AccountSessionsPageDocument, { first: PAGE_SIZES.mySessions, after })).mySessions),
    allPages(data.myCommunities, PAGE_SIZES.myCommunities, async (after) => (await ask(AccountCommunitiesPageDocument, { first: PAGE_SIZES.myCommunities, after })).myCommunities),
    allPages(data.myGroupSessions, PAGE_SIZES.myGroupSessions, async (after) => (await ask(AccountGroupSessionsPageDocument, { first: PAGE_SIZES.myGroupSessions, after })).myGroupSessions),
    allPages(data.myClosingLines, PAGE_SIZES.myClosingLines, async (after) => (await ask(AccountClosingLinesPageDocument, { first: PAGE_SIZES.myClosingLines, after })).myClosingLines),
    allPages(data.myEmailLog, PAGE_SIZES.myEmailLog, async (after) => (await ask(AccountEmailLogPageDocument, { first: PAGE_SIZES.myEmailLog, after })).myEmailLog),
  ]);
  return { ...data, mySessions, myCommunities, myGroupSessions, myClosingLines, myEmailLog };
}

export const accountRoutes = [
  defineRoute({
    method: 'get',
    path: '/account/export',
    summary:
      'Everything the product holds about the signed-in person, as a JSON download: profile, the language they chose, meditation sessions, achievements, communities, group sessions, the closing lines they left, practice settings (end signal, interval bell, day-end hour, grace), email settings and the email log, push subscriptions and reminder settings; with format=csv, the meditation sessions as CSV',
    auth: true,
    input: exportInput,
    operation: AccountExportDocument,
    variables: () => ({
      sessions: PAGE_SIZES.mySessions,
      communities: PAGE_SIZES.myCommunities,
      groupSessions: PAGE_SIZES.myGroupSessions,
      closingLines: PAGE_SIZES.myClosingLines,
      emails: PAGE_SIZES.myEmailLog,
    }),
    completes: wholeExport,
    download: (input) => (input.format === 'csv' ? 'peace-practice-sessions.csv' : 'peace-practice-data.json'),
    textForm: {
      contentType: 'text/csv; charset=utf-8',
      when: (input) => input.format === 'csv',
      render: (data) =>
        toCsv(
          SESSION_COLUMNS,
          data.mySessions.map((session) => [session.id, toSpec(Intentions, session.intention), session.location, session.duration, session.timestamp, session.groupSessionId, session.partial]),
        ),
      response: z.string().startsWith(SESSION_COLUMNS.join(',')),
    },
    map: (data) => {
      const { sessionEmails, language, ...profile } = signedIn(data);
      return {
        profile,
        language: language ? toSpec(Languages, language) : null,
        meditationSessions: data.mySessions.map((session) => ({ ...session, intention: toSpec(Intentions, session.intention) })),
        achievements: data.myAchievements.map((achievement) => ({ ...achievement, rarity: toSpec(AchievementRarities, achievement.rarity) })),
        communities: data.myCommunities.map(({ myRole, ...community }) => ({
          ...community,
          intention: toSpec(Intentions, community.intention),
          isPublic: community.isPublic === 1,
          role: myRole ? toSpec(MemberRoles, myRole) : null,
        })),
        groupSessions: data.myGroupSessions.map(({ createdBy, ...session }) => ({
          ...session,
          intention: toSpec(Intentions, session.intention),
          status: toSpec(GroupSessionStatuses, session.status),
          createdByMe: createdBy === profile.id,
        })),
        closingLines: data.myClosingLines.map(({ groupSession, ...line }) => ({ ...line, groupSessionId: groupSession.id, groupSessionName: groupSession.name })),
        practiceSettings: toSettings(data.practiceSettings),
        emailSettings: { sessionEmails },
        emailLog: data.myEmailLog.map((email) => ({ ...email, status: toSpec(EmailDeliveryStatuses, email.status) })),
        pushSubscriptions: data.myPushSubscriptions,
        reminders: toReminderSettings(data.reminderSettings),
      };
    },
    response: accountExport,
  }),
  defineRoute({
    method: 'delete',
    path: '/account',
    summary:
      "Deletes the signed-in person's account and everything the product holds about them; communities they owned pass to their longest-standing member (or close), group sessions they scheduled stay. Ends their sessions and clears the cookie",
    auth: true,
    operation: DeleteAccountDocument,
    endsSession: true,
    map: (data) => ({ success: data.deleteAccount }),
    response: z.strictObject({ success: z.boolean() }),
  }),
];

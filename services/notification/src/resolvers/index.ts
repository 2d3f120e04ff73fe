import { z } from 'zod';
import { EmailDeliveryStatuses } from '@peace/proto';
import { AppError, DateTimeScalar, pageOf, requireUser, type Clock, type Logger, type Redis } from '@peace/kit';
import { allDeliveries, listDeliveries, type Dispatcher } from '../commands/deliveries.js';
import { sendTestEmail, sessionEmailsOf, setSessionEmails, testEmailLimit, unsubscribeWithToken } from '../commands/preferences.js';
import { reminderSettingsOf, updateReminderSettings } from '../commands/reminders.js';
import { deletePushSubscription, listPushSubscriptions, savePushSubscription } from '../commands/subscriptions.js';
import type { NotificationDb } from '../db/types.js';
import type { PushServiceHost } from '../push-services.js';
import { SAMPLE_SESSION, sessionEmailContent, type CompiledTemplate } from '../email/template.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { MAX_MY_EMAIL_LOG } from '../list-caps.js';

export interface ResolverDeps {
  db: NotificationDb;
  clock: Clock;
  redis: Redis;
  template: CompiledTemplate;
  dispatcher: Dispatcher;
  publicUrl: string;
  tokenKey: Buffer;
  testEmailsPerHour: number;
  /** The VAPID application server key browsers subscribe with; null when push is off. */
  pushPublicKey: string | null;
  /** The push services a subscription's endpoint may be on. */
  pushServices: readonly PushServiceHost[];
  logger?: Logger;
}

const reference = z.object({ id: z.uuid() });
const token = z.string().min(1).max(512);

export function createResolvers(deps: ResolverDeps): Resolvers {
  // The preview is the sample email itself, with a link that unsubscribes nobody.
  const preview = deps.template.render(sessionEmailContent('test', SAMPLE_SESSION, { publicUrl: deps.publicUrl, unsubscribeUrl: new URL('/profile', deps.publicUrl).toString(), firstName: null }));
  const testEmails = testEmailLimit(deps.redis, deps.testEmailsPerHour, deps.logger);
  return {
    DateTime: DateTimeScalar,
    EmailDeliveryStatus: EmailDeliveryStatuses,
    User: {
      __resolveReference: (ref) => (reference.safeParse(ref).success ? { id: ref.id } : null),
      // Whether someone reads their email is theirs to know.
      sessionEmails: (user, _args, context) => {
        if (requireUser(context) !== user.id) throw AppError.forbidden('Only you can see your email settings');
        return sessionEmailsOf(deps.db, user.id);
      },
    },
    Query: {
      myEmailDeliveries: (_parent, _args, context) => listDeliveries(deps.db, requireUser(context)),
      myEmailLog: (_parent, args, context) => {
        const userId = requireUser(context);
        return allDeliveries(deps.db, userId, pageOf(args, MAX_MY_EMAIL_LOG));
      },
      sessionEmailPreview: () => preview,
      pushPublicKey: () => {
        if (!deps.pushPublicKey) throw new AppError('UNAVAILABLE', 'Push notifications are not set up on this installation');
        return deps.pushPublicKey;
      },
      myPushSubscriptions: (_parent, _args, context) => listPushSubscriptions(deps.db, requireUser(context)),
      reminderSettings: (_parent, _args, context) => reminderSettingsOf(deps.db, requireUser(context)),
    },
    Mutation: {
      savePushSubscription: (_parent, args, context) => savePushSubscription(deps.db, deps.clock, deps.pushServices, requireUser(context), args.input),
      deletePushSubscription: async (_parent, args, context) => {
        await deletePushSubscription(deps.db, requireUser(context), args.id);
        return true;
      },
      updateReminderSettings: (_parent, args, context) => updateReminderSettings(deps.db, deps.clock, requireUser(context), args.input),
      setSessionEmails: async (_parent, args, context) => {
        const userId = requireUser(context);
        await setSessionEmails(deps.db, deps.clock, userId, args.enabled);
        return { id: userId };
      },
      sendTestSessionEmail: (_parent, _args, context) => sendTestEmail({ ...deps, testEmails }, requireUser(context), context.logger),
      unsubscribeSessionEmails: async (_parent, args) => {
        const parsed = token.safeParse(args.token);
        if (!parsed.success) throw AppError.badInput('token: this unsubscribe link is not valid');
        await unsubscribeWithToken(deps.db, deps.clock, deps.tokenKey, parsed.data);
        return true;
      },
    },
  };
}

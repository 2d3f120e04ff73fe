import { z } from 'zod';
import { EmailDeliveryStatuses } from '@peace/proto';
import {
  DeletePushSubscriptionDocument,
  PushPublicKeyDocument,
  PushSubscriptionsDocument,
  ReminderSettingsDocument,
  SavePushSubscriptionDocument,
  SendTestSessionEmailDocument,
  UpdateReminderSettingsDocument,
  type ReminderSettingsFieldsFragment,
} from '../__generated__/operations.js';
import { toSpec } from '../enums.js';
import { defineRoute, text } from '../route.js';

const CHANNELS = ['email', 'push'] as const;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const wallTime = () => z.string({ error: 'must be a time such as 07:30' }).regex(WALL_TIME, 'must be a time such as 07:30');
// From a time to the same time would hold nothing while reading as quiet hours set.
const quietHours = () =>
  z
    .object({ from: wallTime(), to: wallTime() }, { error: 'must be an object with from and to, or null' })
    .refine((quiet) => quiet.from !== quiet.to, { message: 'must differ from quietHours.from', path: ['to'] });
const channels = () =>
  z
    .array(z.enum(CHANNELS, { error: 'must be "email" or "push"' }), { error: 'must be a list of "email" and "push"' })
    .max(CHANNELS.length, 'must name each channel once')
    .refine((list) => new Set(list).size === list.length, 'must name each channel once');

/** A browser's PushSubscription.toJSON(); the service checks the keys are a browser's and the endpoint on a push service it may send to. */
const pushSubscriptionInput = z.object({
  endpoint: text()
    .max(2048, 'must be at most 2048 characters')
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'must be an https URL'),
  expirationTime: z.number({ error: 'must be a number of milliseconds or null' }).int('must be a whole number of milliseconds').nonnegative('must be a number of milliseconds or null').nullish(),
  keys: z.object({ p256dh: text().max(200, "must be the browser's key"), auth: text().max(100, "must be the browser's secret") }, { error: (issue) => (issue.input === undefined ? 'is required' : 'must be an object with p256dh and auth') }),
});

export const pushSubscription = z.strictObject({ id: z.string(), endpoint: z.string(), expirationTime: z.string().nullable(), createdAt: z.string() });

/** What reaches the person and how: the same shape is read and written; a write may send any subset of it. */
export const reminderSettings = z.strictObject({
  timeZone: z.string(),
  daily: z.strictObject({ time: z.string().nullable(), channels: z.array(z.enum(CHANNELS)) }),
  streakKeeper: z.boolean(),
  sessionStarts: z.array(z.enum(CHANNELS)),
  quietHours: z.strictObject({ from: z.string(), to: z.string() }).nullable(),
});

const reminderSettingsInput = z.object({
  timeZone: z.string({ error: 'must be an IANA time zone such as Europe/Berlin' }).max(64, 'must be an IANA time zone such as Europe/Berlin').optional(),
  daily: z.object({ time: wallTime().nullable().optional(), channels: channels().optional() }, { error: 'must be an object with time and channels' }).optional(),
  streakKeeper: z.boolean({ error: 'must be true or false' }).optional(),
  sessionStarts: channels().optional(),
  quietHours: quietHours().nullable().optional(),
}).refine((input) => Object.values(input).some((value) => value !== undefined), 'Give at least one setting to change');

export const toReminderSettings = (settings: ReminderSettingsFieldsFragment) => ({
  ...settings,
  daily: { time: settings.daily.time, channels: settings.daily.channels.map((channel) => z.enum(CHANNELS).parse(channel)) },
  sessionStarts: settings.sessionStarts.map((channel) => z.enum(CHANNELS).parse(channel)),
});

export const notificationRoutes = [
  defineRoute({
    method: 'post',
    path: '/test-session-email',
    summary: "Sends the sample session-start email to the signed-in user's own address; a few per hour, then 429 with Retry-After",
    auth: true,
    operation: SendTestSessionEmailDocument,
    map: ({ sendTestSessionEmail }) => ({ id: sendTestSessionEmail.id, status: toSpec(EmailDeliveryStatuses, sendTestSessionEmail.status) }),
    status: 202,
    response: z.strictObject({ id: z.string(), status: z.enum(Object.values(EmailDeliveryStatuses)) }),
  }),
  defineRoute({
    method: 'get',
    path: '/push/public-key',
    summary: 'The VAPID application server key (base64url) a browser subscribes to push with; anyone may read it. 503 when the installation has no VAPID keys',
    auth: false,
    operation: PushPublicKeyDocument,
    map: (data) => ({ publicKey: data.pushPublicKey }),
    response: z.strictObject({ publicKey: z.string() }),
  }),
  defineRoute({
    method: 'post',
    path: '/push/subscriptions',
    summary: "Keeps this browser's push subscription (PushSubscription.toJSON(); the endpoint must be an https address of a browser's push service) for the signed-in person; posting the same endpoint again updates it",
    auth: true,
    input: pushSubscriptionInput,
    operation: SavePushSubscriptionDocument,
    variables: (input) => ({ input: { endpoint: input.endpoint, expirationTime: input.expirationTime ?? null, keys: input.keys } }),
    map: (data) => ({ id: data.savePushSubscription.id }),
    status: 201,
    response: z.strictObject({ id: z.string() }),
  }),
  defineRoute({
    method: 'get',
    path: '/push/subscriptions',
    summary: "The signed-in person's devices that take push messages, oldest first",
    auth: true,
    operation: PushSubscriptionsDocument,
    map: (data) => data.myPushSubscriptions,
    response: z.array(pushSubscription),
  }),
  defineRoute({
    method: 'delete',
    path: '/push/subscriptions/:id',
    summary: "Forgets one of the signed-in person's devices; 404 when it is not one of theirs",
    auth: true,
    input: z.object({ id: z.string() }),
    operation: DeletePushSubscriptionDocument,
    variables: (input) => ({ id: input.id }),
    map: (_data, input) => ({ id: input.id, success: true as const }),
    refusals: { 404: 'No such subscription of the signed-in person' },
    response: z.strictObject({ id: z.string(), success: z.literal(true) }),
  }),
  defineRoute({
    method: 'get',
    path: '/reminders',
    summary: 'What reaches the signed-in person and how: their time zone, the daily practice reminder (time and channels), the streak keeper, the channels of session starts and reminders, quiet hours',
    auth: true,
    operation: ReminderSettingsDocument,
    map: (data) => toReminderSettings(data.reminderSettings),
    response: reminderSettings,
  }),
  defineRoute({
    method: 'put',
    path: '/reminders',
    summary: "Changes the signed-in person's reminder settings: any subset of their fields; daily.time null ends the daily reminder, quietHours null the quiet hours. 400 names a bad time, zone or channel",
    auth: true,
    input: reminderSettingsInput,
    operation: UpdateReminderSettingsDocument,
    variables: (input) => ({ input }),
    map: (data) => toReminderSettings(data.updateReminderSettings),
    response: reminderSettings,
  }),
];

import { z } from 'zod';
import { AppError, parseInput, type Clock } from '@peace/kit';
import { deletePushSubscriptionOf, pushSubscriptionsOf, storePushSubscription, trimPushSubscriptions, type PushSubscriptionRow } from '../db/push-subscriptions.repository.js';
import type { NotificationDb } from '../db/types.js';
import { MAX_PUSH_SUBSCRIPTIONS } from '../list-caps.js';
import { isPushServiceEndpoint, NOT_A_PUSH_SERVICE, type PushServiceHost } from '../push-services.js';


// base64url without padding, as browsers give a subscription's keys.
const base64url = (bytes: number, name: string) =>
  z
    .string({ error: 'must be text' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `must be base64url`)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `must be the browser's ${name}`);

/**
 * A browser's PushSubscription.toJSON(), as the REST route and the graph take it. The endpoint is
 * an address the service will send to, so it must be on one of the push services allowed.
 */
export const pushSubscriptionInput = (pushServices: readonly PushServiceHost[]) =>
  z.object({
    endpoint: z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
      .max(2048, { message: 'must be at most 2048 characters', abort: true })
      .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', { message: 'must be an https URL', abort: true })
      .refine((value) => isPushServiceEndpoint(value, pushServices), NOT_A_PUSH_SERVICE)
      // Kept as URL spells it, as browsers do: one device is one row however its address was spelt, so it gets each message once.
      .transform((value) => new URL(value).href),
    expirationTime: z.number({ error: 'must be a number of milliseconds or null' }).int().nonnegative().nullish(),
    keys: z.object(
      { p256dh: base64url(65, 'P-256 public key'), auth: base64url(16, 'auth secret') },
      { error: (issue) => (issue.input === undefined ? 'is required' : 'must be an object with p256dh and auth') },
    ),
  });
export type PushSubscriptionInput = z.infer<ReturnType<typeof pushSubscriptionInput>>;

/**
 * Keeps a browser's subscription for the person. The endpoint is the device's: posting it again
 * updates its keys and expiry, and moves it to whoever is signed in on that browser now.
 */
export async function savePushSubscription(db: NotificationDb, clock: Clock, pushServices: readonly PushServiceHost[], userId: string, raw: unknown): Promise<PushSubscriptionRow> {
  const input = parseInput(pushSubscriptionInput(pushServices), raw);
  const now = clock.now();
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    expirationTime: input.expirationTime == null ? null : new Date(input.expirationTime),
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const row = await storePushSubscription(tx, values, now);
    // The person's oldest devices beyond the cap go.
    await trimPushSubscriptions(tx, userId, MAX_PUSH_SUBSCRIPTIONS);
    return row;
  });
}

/** The person's subscribed devices, oldest first. */
export function listPushSubscriptions(db: NotificationDb, userId: string): Promise<PushSubscriptionRow[]> {
  return pushSubscriptionsOf(db, userId, MAX_PUSH_SUBSCRIPTIONS);
}

/** Removes one of the person's devices; another's, or one that is gone, is not found. */
export async function deletePushSubscription(db: NotificationDb, userId: string, id: string): Promise<void> {
  if (!z.uuid().safeParse(id).success) throw AppError.notFound('No such push subscription');
  if (!(await deletePushSubscriptionOf(db, userId, id))) throw AppError.notFound('No such push subscription');
}

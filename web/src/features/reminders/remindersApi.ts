/** The reminders and push devices of the signed-in person, over the REST routes that serve them. */
import { restCall, restJson } from '../../lib/restCalls';
import type { Reminders, RemindersChange } from './reminders';

export const readReminders = () => restJson<Reminders>('GET', '/api/reminders');

/** Saves what changed; the answer is the person's reminders as now stored. */
export const saveReminders = (change: RemindersChange) => restJson<Reminders>('PUT', '/api/reminders', change);

/** The VAPID application server key, base64url, that a browser's subscription must name. */
export const readPushPublicKey = async () => (await restJson<{ publicKey: string }>('GET', '/api/push/public-key')).publicKey;

/** Stores this device's subscription; posting the same endpoint again updates it. */
export const addPushSubscription = async (subscription: PushSubscriptionJSON) =>
  (await restJson<{ id: string }>('POST', '/api/push/subscriptions', subscription)).id;

export interface PushDevice {
  id: string;
  endpoint: string;
}

export const readPushSubscriptions = () => restJson<PushDevice[]>('GET', '/api/push/subscriptions');

export const removePushSubscription = async (id: string) => {
  await restCall('DELETE', `/api/push/subscriptions/${encodeURIComponent(id)}`);
};

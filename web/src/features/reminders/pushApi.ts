/**
 * The devices of the signed-in person that take push messages, over the REST routes the push flow
 * is specified with: the server's application key, and this browser's subscription kept or forgotten.
 */
import { restCall, restJson } from '../../lib/restCalls';

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

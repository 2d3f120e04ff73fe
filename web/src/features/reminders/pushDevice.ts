/**
 * Push on this device: the browser's permission and subscription, asked for only when the person
 * turns push on, and the notification service's record of it. Reading the state never prompts.
 */
import { addPushSubscription, readPushPublicKey, readPushSubscriptions, removePushSubscription } from './pushApi';

/** How this device stands: receiving, able to receive once turned on, refused by the person, or unable. */
export type DevicePush = 'on' | 'off' | 'denied' | 'unsupported';

/** How long to wait for the app's service worker before saying push cannot work here (it registers at load). */
const WORKER_WAIT_MS = 10_000;

/** Why push could not be turned on: blocked by the person, unable here, or the browser's question closed unanswered. */
export type PushRefusal = 'denied' | 'unsupported' | 'dismissed';

export class PushUnavailable extends Error {
  constructor(readonly reason: PushRefusal) {
    super(`Push cannot be turned on here: ${reason}`);
  }
}

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The app's service worker, once it is active; rejects when there is none to wait for. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const none = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PushUnavailable('unsupported')), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, none]);
  } finally {
    clearTimeout(timer);
  }
}

/** The browser's subscription on this device, if any, without asking for anything. */
async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** This device's state: on only when the browser holds a subscription the notification service knows. */
export async function devicePush(): Promise<DevicePush> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await browserSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  const known = await readPushSubscriptions();
  return known.some((device) => device.endpoint === subscription.endpoint) ? 'on' : 'off';
}

/** The key's bytes from its base64url text, as the Push API takes an application server key. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/**
 * Turns push on here: the browser asks the person (this runs only from their choice), then subscribes
 * with the server's key and the notification service stores the subscription. Throws PushUnavailable
 * when the person refuses or the browser cannot.
 */
export async function turnOnPush(): Promise<void> {
  if (!supported()) throw new PushUnavailable('unsupported');
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable(permission === 'denied' ? 'denied' : 'dismissed');
  const key = keyBytes(await readPushPublicKey());
  const registration = await workerRegistration();
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for another server key (the keys were replaced) would be refused by the push service.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await addPushSubscription(subscription.toJSON());
}

/** Turns push off here: the browser's subscription ends and the notification service forgets it. */
export async function turnOffPush(): Promise<void> {
  if (!supported()) return;
  const subscription = await browserSubscription();
  if (!subscription) return;
  await forgetOnServer(subscription);
  await subscription.unsubscribe();
}

async function forgetOnServer(subscription: PushSubscription): Promise<void> {
  const known = await readPushSubscriptions();
  for (const device of known.filter((candidate) => candidate.endpoint === subscription.endpoint)) await removePushSubscription(device.id);
}

/**
 * Ends push here as the person leaves this device (signing out, deleting the account): the next
 * person on this browser must not receive their reminders. The browser's subscription ends even
 * when the server cannot be told (offline, the account already gone): its push service then
 * answers the next message with 410, and the notification service forgets the device.
 */
export async function endPushOnLeaving(): Promise<void> {
  if (!supported()) return;
  const subscription = await browserSubscription();
  if (!subscription) return;
  await forgetOnServer(subscription).catch((error: unknown) => console.warn('Could not tell the server to forget this device', error));
  await subscription.unsubscribe();
}

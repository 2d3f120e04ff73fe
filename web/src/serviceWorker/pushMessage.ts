/**
 * What a push from the notification service carries, and where its notification leads. Shared by the
 * service worker (push.ts) and its tests; it names nothing of the page or of the worker's globals.
 */

export const pushKinds = ['daily-reminder', 'streak-keeper', 'session-start', 'session-reminder'] as const;

export type PushKind = (typeof pushKinds)[number];

export interface PushMessage {
  kind: PushKind;
  title: string;
  body: string;
  url: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The message in a push's JSON payload, or null when the payload is not one. */
export function readPushMessage(payload: unknown): PushMessage | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { kind, title, body, url } = payload as Record<string, unknown>;
  if (!pushKinds.includes(kind as PushKind) || !isText(title) || !title.trim() || !isText(body) || !isText(url)) return null;
  return { kind: kind as PushKind, title, body, url };
}

/**
 * The page a notification opens: the message's address when it belongs to the app's own origin,
 * otherwise the home. A push names its page, and a tap never takes a person off the app.
 */
export function pageToOpen(url: unknown, origin: string): string {
  const home = new URL('/', origin).href;
  if (!isText(url)) return home;
  try {
    const page = new URL(url, origin);
    return page.origin === origin ? page.href : home;
  } catch {
    return home;
  }
}

/**
 * One notification per kind and page at a time: a newer daily reminder replaces an unread one, while
 * the starts of two different sessions both stay.
 */
export function notificationTag(message: PushMessage, origin: string): string {
  return `${message.kind} ${pageToOpen(message.url, origin)}`;
}

/** Shown for a push whose payload cannot be read: the browser requires every push to be shown. */
export const fallbackMessage: PushMessage = { kind: 'daily-reminder', title: 'Peace Practice', body: 'A moment to sit.', url: '/' };

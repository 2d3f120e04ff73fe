/// <reference lib="webworker" />
/**
 * Web Push in the app's service worker, loaded by the Workbox worker with importScripts (see
 * vite.config.ts, pushWorker): a push from the notification service becomes a notification, and a
 * tap on it brings the app to the page the push names.
 */
import { fallbackMessage, notificationTag, pageToOpen, readPushMessage, type PushMessage } from './pushMessage';

declare const self: ServiceWorkerGlobalScope;

function messageOf(event: PushEvent): PushMessage {
  try {
    return readPushMessage(event.data?.json()) ?? fallbackMessage;
  } catch {
    return fallbackMessage;
  }
}

self.addEventListener('push', (event) => {
  const message = messageOf(event);
  const origin = self.location.origin;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: notificationTag(message, origin),
      data: { kind: message.kind, url: pageToOpen(message.url, origin) },
    }),
  );
});

/**
 * Focuses a window already showing the page; otherwise takes a window of the app there, or opens one.
 * Focusing is allowed only while the tap is fresh, and a page reached is worth more than a focus refused.
 */
async function openPage(href: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === href);
  if (showing) {
    await showing.focus();
    return;
  }
  for (const client of windows) {
    try {
      const navigated = await client.navigate(href);
      await (navigated ?? client).focus().catch(() => undefined);
      return;
    } catch {
      // A window this worker does not control cannot be navigated by it; try the next.
    }
  }
  await self.clients.openWindow(href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: unknown };
  event.waitUntil(openPage(pageToOpen(url, self.location.origin)));
});

import https from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { Logger } from '@peace/kit';
import { isPushServiceEndpoint, type PushServiceHost } from './push-services.js';

/** What a push message says, as the service worker reads it. */
export interface PushPayload {
  kind: 'daily-reminder' | 'streak-keeper' | 'session-start' | 'session-reminder';
  title: string;
  body: string;
  /** The page a tap opens, on the app's own origin. */
  url: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What became of one message: taken by the push service, or the subscription is gone (404/410:
 * the browser unsubscribed or the subscription expired; or its endpoint is not on an allowed push
 * service) and must be forgotten.
 */
export type PushOutcome = 'sent' | 'gone';

/** Hands push messages to browsers' push services: VAPID (RFC 8292) and aes128gcm payloads (RFC 8291). */
export interface Pusher {
  /** The application server key browsers subscribe with (base64url); null when push is off. */
  publicKey: string | null;
  send(target: PushTarget, payload: PushPayload, options: { ttlSeconds: number; topic?: string }): Promise<PushOutcome>;
  close(): void;
  /** Set when push is off: nothing is sent, and this is why. */
  off?: string;
}

/** How long one VAPID token is valid: at most 24 hours (RFC 8292), 12 as push services commonly ask. */
const VAPID_TOKEN_SECONDS = 12 * 3600;

export const PUSH_OFF = 'push is off: this installation has no VAPID keys (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set)';

/**
 * Push through the web-push library, keeping connections to each push service open between
 * messages. Only the push services allowed are contacted: a subscription kept before the rule, or
 * under a list since changed, is not sent to but reported gone. web-push makes one https.request
 * per message and follows no redirect, so a push service's answer cannot send it elsewhere.
 */
export function createPusher(options: {
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  subject: string;
  maxSockets: number;
  pushServices: readonly PushServiceHost[];
  logger: Pick<Logger, 'warn'>;
}): Pusher {
  if (Boolean(options.publicKey) !== Boolean(options.privateKey)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  if (!options.publicKey || !options.privateKey) {
    return { publicKey: null, off: PUSH_OFF, send: () => Promise.reject(new Error(PUSH_OFF)), close: () => undefined };
  }
  const vapidDetails = { subject: options.subject, publicKey: options.publicKey, privateKey: options.privateKey };
  // Checks the keys and subject at start-up rather than at the first message.
  webpush.getVapidHeaders('https://push.example.org', vapidDetails.subject, vapidDetails.publicKey, vapidDetails.privateKey, 'aes128gcm');
  // Kept alive: one TLS handshake per push service, not per message.
  const agent = new https.Agent({ keepAlive: true, maxSockets: options.maxSockets });
  // One signed VAPID token per push service for hours rather than one per message: signing took 3.1 ms of the 3.9 ms web-push spends preparing a message (10,000 signatures, this machine).
  const tokens = new Map<string, { authorization: string; until: number }>();
  const authorizationFor = (endpoint: string): string => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const kept = tokens.get(audience);
    if (kept && kept.until > now) return kept.authorization;
    const expires = Math.floor(now / 1000) + VAPID_TOKEN_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(audience, vapidDetails.subject, vapidDetails.publicKey, vapidDetails.privateKey, 'aes128gcm', expires);
    if (tokens.size > 1000) tokens.clear();
    // Renewed an hour before it expires, so no message carries a token about to lapse.
    tokens.set(audience, { authorization: Authorization, until: now + (VAPID_TOKEN_SECONDS - 3600) * 1000 });
    return Authorization;
  };
  return {
    publicKey: options.publicKey,
    send: async (target, payload, sendOptions) => {
      if (!isPushServiceEndpoint(target.endpoint, options.pushServices)) {
        // The origin alone: the rest of an endpoint is the device's token.
        options.logger.warn({ pushService: URL.canParse(target.endpoint) ? new URL(target.endpoint).origin : 'not a URL' }, 'a push subscription whose endpoint is not on an allowed push service is forgotten unsent');
        return 'gone';
      }
      // Sent to the address as checked: web-push reads it with the older url.parse, which could read a quirky one otherwise.
      const endpoint = new URL(target.endpoint).href;
      try {
        await webpush.sendNotification({ endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
          headers: { Authorization: authorizationFor(endpoint) },
          TTL: sendOptions.ttlSeconds,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
          agent,
          timeout: 10_000,
          ...(sendOptions.topic ? { topic: sendOptions.topic } : {}),
        });
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
        throw error;
      }
    },
    close: () => agent.destroy(),
  };
}

/** Whom push services may contact about this sender: VAPID_SUBJECT, or the address of MAIL_FROM. */
export function vapidSubject(config: { VAPID_SUBJECT?: string | undefined; MAIL_FROM: string }): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return `mailto:${address}`;
}

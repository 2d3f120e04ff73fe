import { z } from 'zod';
import { loadServiceConfig } from '@peace/kit';
import { BROWSER_PUSH_SERVICES, parsePushServiceHosts } from './push-services.js';

export const config = loadServiceConfig('notification', {
  /** The mail server: smtp://user:pass@host:port, or smtps:// for TLS from the first byte. Unset (or empty): email is off. */
  SMTP_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  /** The sender of every email. */
  MAIL_FROM: z.string().min(3).default('Peace Practice <sessions@peace-practice.app>'),
  /** Where people open the app: the base of every link in an email. */
  PUBLIC_URL: z.string().url(),
  /**
   * Signs the unsubscribe links. When unset, a key for that one purpose is derived from
   * INTERNAL_SECRET, so nothing more has to be configured.
   */
  EMAIL_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Test emails one person may send per hour. */
  TEST_EMAILS_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** A community's members hear of one of its session starts per this many seconds (those who joined the session always do); 0 mails every start. */
  SESSION_START_MAIL_EVERY_S: z.coerce.number().int().nonnegative().default(15 * 60),
  /** Session emails (starts and reminders) one person receives in an hour at most. */
  SESSION_EMAILS_PER_HOUR: z.coerce.number().int().positive().default(4),
  /** Emails one replica hands to the mail server at once. */
  MAIL_CONCURRENCY: z.coerce.number().int().positive().max(200).default(30),
  /** Connections one replica keeps open to the mail server. */
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().positive().max(50).default(10),
  /** Tries per email before it is recorded as failed; retries back off exponentially from one second. */
  MAIL_ATTEMPTS: z.coerce.number().int().positive().max(30).default(15),
  /** How often deliveries still queued in PostgreSQL are handed to the queue again (lost jobs, a Redis that restarted). */
  MAIL_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  /** How long a sender's claim on an email holds unrenewed: after it, another replica takes over an email whose sender died mid-send. */
  MAIL_CLAIM_LEASE_MS: z.coerce.number().int().min(3_000).max(600_000).default(30_000),
  /** The VAPID key pair (RFC 8292) that signs every push message, base64url as `web-push generate-vapid-keys` prints it; both or neither. Unset: push is off. */
  VAPID_PUBLIC_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, base64url').optional()),
  VAPID_PRIVATE_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url').optional()),
  /** Whom push services may contact about this sender: a mailto: or https: URL. Unset: mailto: the address of MAIL_FROM. */
  VAPID_SUBJECT: z.preprocess((value) => (value === '' ? undefined : value), z.string().regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: URL').optional()),
  /**
   * The push services a subscription's endpoint may be on, comma-separated: `host`, `*.domain` (the
   * hosts under it) and either with `:port` (a receiver of one's own; without a port, 443 only).
   * Replaces the browsers' own list, which is the default. Nothing else is ever sent a push.
   */
  PUSH_SERVICE_HOSTS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .default(BROWSER_PUSH_SERVICES)
      .transform((list, context) => {
        const hosts = parsePushServiceHosts(list);
        if (typeof hosts === 'string') context.addIssue({ code: 'custom', message: hosts });
        return typeof hosts === 'string' ? z.NEVER : hosts;
      }),
  ),
  /** How often the service looks for reminders whose minute has come; a reminder leaves within this (and the send) of its minute. */
  REMINDER_SCAN_INTERVAL_MS: z.coerce.number().int().min(1_000).max(30_000).default(10_000),
  /** Messages of every kind (session emails, reminders, push) one person receives in a day at most. */
  MESSAGES_PER_DAY: z.coerce.number().int().positive().max(100).default(6),
});
export type Config = typeof config;

import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per delivery, so a client that somehow gets it twice shows it once. */
  messageId: string;
  /** One-click unsubscribe (RFC 8058), with the link it posts to. */
  unsubscribeUrl: string;
}

/** Hands emails to a mail server. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
  /** Set when there is no mail server: every email is recorded as skipped with this reason, none is sent. */
  off?: string;
}

/** What a person and the operator are told when the installation has no mail server. */
export const EMAIL_OFF = 'email is off: this installation has no mail server (SMTP_URL is not set)';

/** The mailer of an installation without a mail server: it sends nothing and says why. */
export function createDisabledMailer(): Mailer {
  return {
    off: EMAIL_OFF,
    send: () => Promise.reject(new Error(EMAIL_OFF)),
    close: () => undefined,
  };
}

/** nodemailer over SMTP, with a pool of connections that reconnect on their own after an outage. */
export function createSmtpMailer(options: { url: string; from: string; maxConnections: number }): Mailer {
  const url = new URL(options.url);
  const transport = nodemailer.createTransport({
    pool: true,
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    maxConnections: options.maxConnections,
    maxMessages: 1000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (email) => {
      await transport.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: email.messageId,
        list: { unsubscribe: { url: email.unsubscribeUrl } },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    },
    close: () => transport.close(),
  };
}

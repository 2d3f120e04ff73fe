import { escapeHtml } from '@peace/kit';
import type { PushPayload } from '../pusher.js';
import type { RenderedEmail } from './template.js';

const GREEN = '#1f7a4d';
const INK = '#1d2b22';
const MUTED = '#4a5d50';

/**
 * The email of a daily reminder or streak keeper: the same words as its push message, a button
 * to the home page with the timer ready, and the one-click unsubscribe, which turns off every email.
 */
export function reminderEmail(message: PushPayload, firstName: string | null, unsubscribeUrl: string): RenderedEmail {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(message.title)}</title></head>
<body style="margin:0;padding:24px;background:#f1f7f2;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:${INK}">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px" cellpadding="24"><tr><td>
<p style="margin:0 0 8px;color:${GREEN};font-size:13px;font-weight:700;letter-spacing:1px">PEACE PRACTICE</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:30px">${escapeHtml(message.title)}</h1>
<p style="font-size:16px;line-height:24px">${escapeHtml(greeting)}</p>
<p style="font-size:16px;line-height:24px">${escapeHtml(message.body)}</p>
<p style="padding:16px 0"><a href="${escapeHtml(message.url)}" style="background:${GREEN};color:#ffffff;border-radius:999px;padding:14px 32px;font-weight:700;text-decoration:none">Start Meditating Now</a></p>
<p style="color:${MUTED};font-size:12px;line-height:18px">You asked for this reminder in Settings. <a href="${escapeHtml(unsubscribeUrl)}" style="color:${MUTED}">Unsubscribe from emails</a></p>
</td></tr></table></body></html>`;
  const text = `${message.title}\n\n${greeting}\n\n${message.body}\n\nStart Meditating Now: ${message.url}\n\nYou asked for this reminder in Settings. Unsubscribe from emails: ${unsubscribeUrl}\n`;
  return { subject: message.title, html, text };
}

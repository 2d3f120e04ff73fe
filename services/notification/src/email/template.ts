import { convert } from 'html-to-text';
import mjml2html from 'mjml';
import { escapeHtml } from '@peace/kit';
import type { Intention } from '@peace/proto';

/** What a session email says; every field is plain text, escaped where it is placed. */
export interface SessionEmailContent {
  subject: string;
  /** Hidden preview line most clients show after the subject. */
  preheader: string;
  eyebrow: string;
  headline: string;
  greeting: string;
  intro: string;
  session: string;
  /** The community's name; null for a session outside any community, whose email has no such row. */
  community: string | null;
  intention: string;
  duration: string;
  buttonLabel: string;
  buttonUrl: string;
  footer: string;
  unsubscribeUrl: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const FIELDS = ['preheader', 'eyebrow', 'headline', 'greeting', 'intro', 'session', 'community', 'intention', 'duration', 'buttonLabel', 'buttonUrl', 'footer', 'unsubscribeUrl'] as const;
type Field = (typeof FIELDS)[number];
const marker = (field: Field) => `%%${field}%%`;

const GREEN = '#1f7a4d';
const INK = '#1d2b22';
const MUTED = '#4a5d50';

/**
 * The one layout of session emails, in MJML: tables and inline styles that the common clients
 * (Gmail, Outlook, Apple Mail) render alike. Compiled once; each email fills its markers.
 */
const COMMUNITY_ROW = `<tr style="border-bottom:1px solid #e2ece4"><th align="left" style="color:${MUTED};font-weight:600;white-space:nowrap">Community</th><td>${marker('community')}</td></tr>`;
const layout = (withCommunity: boolean) => `<mjml lang="en">
  <mj-head>
    <mj-title>${marker('headline')}</mj-title>
    <mj-preview>${marker('preheader')}</mj-preview>
    <mj-attributes>
      <mj-all font-family="-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" />
      <mj-text color="${INK}" font-size="16px" line-height="24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f7f2" width="600px">
    <mj-section padding="24px 0 0 0"><mj-column>
      <mj-text align="center" color="${GREEN}" font-size="14px" font-weight="700" letter-spacing="1px">PEACE PRACTICE</mj-text>
    </mj-column></mj-section>
    <mj-section background-color="${GREEN}" border-radius="12px 12px 0 0" padding="32px 24px">
      <mj-column>
        <mj-text align="center" color="#ffffff" font-size="13px" font-weight="600" letter-spacing="1px" text-transform="uppercase">${marker('eyebrow')}</mj-text>
        <mj-text align="center" color="#ffffff" font-size="26px" line-height="32px" font-weight="700">${marker('headline')}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="0 0 12px 12px" padding="24px">
      <mj-column>
        <mj-text>${marker('greeting')}</mj-text>
        <mj-text>${marker('intro')}</mj-text>
        <mj-table color="${INK}" font-size="15px" line-height="22px" cellpadding="8px">
          <tr style="border-bottom:1px solid #e2ece4"><th align="left" style="color:${MUTED};font-weight:600;width:35%;white-space:nowrap">Session</th><td>${marker('session')}</td></tr>
          ${withCommunity ? COMMUNITY_ROW : ''}
          <tr style="border-bottom:1px solid #e2ece4"><th align="left" style="color:${MUTED};font-weight:600;white-space:nowrap">Intention</th><td>${marker('intention')}</td></tr>
          <tr><th align="left" style="color:${MUTED};font-weight:600;white-space:nowrap">Duration</th><td>${marker('duration')}</td></tr>
        </mj-table>
        <mj-button href="${marker('buttonUrl')}" background-color="${GREEN}" color="#ffffff" border-radius="999px" font-size="16px" font-weight="700" inner-padding="14px 32px" padding="24px 0">${marker('buttonLabel')}</mj-button>
        <mj-text color="${MUTED}" font-size="13px" line-height="20px">If the button does not work, open this link: <a href="${marker('buttonUrl')}" style="color:${GREEN}">${marker('buttonUrl')}</a></mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px 32px 24px"><mj-column>
      <mj-text align="center" color="${MUTED}" font-size="12px" line-height="18px">${marker('footer')}<br /><a href="${marker('unsubscribeUrl')}" style="color:${MUTED}">Unsubscribe from session emails</a></mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;

export interface CompiledTemplate {
  render(content: SessionEmailContent): RenderedEmail;
}

function fill(template: string, content: SessionEmailContent, escape: (value: string) => string): string {
  return template.replace(/%%([a-zA-Z]+)%%/g, (whole, field: string) => ((FIELDS as readonly string[]).includes(field) ? escape(content[field as Field] ?? '') : whole));
}

/** Compiles the layouts (tens of milliseconds, once); rendering an email then costs a string replace. */
export async function compileSessionTemplate(): Promise<CompiledTemplate> {
  const [withCommunity, withoutCommunity] = await Promise.all([compileLayout(true), compileLayout(false)]);
  return {
    render: (content) => {
      const { html, text } = content.community === null ? withoutCommunity : withCommunity;
      return { subject: content.subject, html: fill(html, content, escapeHtml), text: fill(text, content, (value) => value) };
    },
  };
}

async function compileLayout(withCommunity: boolean): Promise<Omit<RenderedEmail, 'subject'>> {
  // No web fonts: MJML would link Google Fonts for Roboto, which mail clients fetch from a third
  // party and the app's preview (under its content security policy) refuses. System fonts suffice.
  const result = await mjml2html(layout(withCommunity), { validationLevel: 'strict', minify: false, fonts: {} });
  if (result.errors.length > 0) throw new Error(`email layout: ${result.errors.map((error) => error.formattedMessage).join('; ')}`);
  const html = result.html;
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'table', format: 'dataTable' },
      // The hidden preheader belongs to the HTML part only.
      { selector: 'div[style*="display:none"]', format: 'skip' },
    ],
  });
  return { html, text };
}

/** "1 minute", "20 minutes": the count word agrees with its number. */
export function minutesText(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export type SessionEmailKind = 'session-started' | 'session-reminder-24h' | 'session-reminder-10m' | 'test';

export interface SessionFacts {
  id: string | null;
  name: string;
  communityName: string | null;
  intention: Intention;
  duration: number;
  /** When it is scheduled to begin; null for the sample. */
  scheduledStart: Date | null;
}

/**
 * A session's start as its recipient reads it: in their own time zone when known, otherwise in UTC,
 * always with the zone's name ('Mon, Nov 30, 9:00 AM UTC'), never a fixed 'EST'.
 */
export function startText(when: Date, timeZone: string | null): string {
  let zone = timeZone ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(when);
}

/** The words of each session email, for one recipient. */
export function sessionEmailContent(
  kind: SessionEmailKind,
  facts: SessionFacts,
  links: { publicUrl: string; unsubscribeUrl: string; firstName: string | null; timeZone?: string | null },
): SessionEmailContent {
  const at = facts.scheduledStart ? ` (${startText(facts.scheduledStart, links.timeZone ?? null)})` : '';
  const buttonUrl = new URL(facts.id ? `/groups/${facts.id}` : '/groups', links.publicUrl).toString();
  const greeting = links.firstName ? `Hello ${links.firstName},` : 'Hello,';
  const reason = facts.communityName
    ? `You receive this email because you are a member of ${facts.communityName} or joined this session on Peace Practice.`
    : 'You receive this email because you joined this session on Peace Practice.';
  const common = {
    greeting,
    session: facts.name,
    community: facts.communityName,
    intention: facts.intention,
    duration: minutesText(facts.duration),
    buttonUrl,
    unsubscribeUrl: links.unsubscribeUrl,
    footer: reason,
  };
  switch (kind) {
    case 'session-started':
    case 'test':
      return {
        ...common,
        subject: facts.communityName ? `Live Now: ${facts.name} - Join Your Community` : `Live Now: ${facts.name} - Join the Group Session`,
        preheader: `${facts.name} has just begun. Join within the minute.`,
        eyebrow: facts.communityName ? 'Your community is meditating' : 'A group session is live',
        headline: `${facts.name} is live now`,
        intro: facts.communityName
          ? `A session in ${facts.communityName} has just begun. Members around the world are sitting together right now. There is still time to join them.`
          : 'A group session you joined has just begun. People around the world are sitting together right now. There is still time to join them.',
        buttonLabel: 'Start Meditating Now',
        footer: kind === 'test' ? 'This is a test email you sent yourself from Peace Practice.' : reason,
      };
    case 'session-reminder-24h':
      return {
        ...common,
        subject: `Tomorrow: ${facts.name}`,
        preheader: `${facts.name} starts in 24 hours${at}.`,
        eyebrow: 'Reminder',
        headline: `${facts.name} starts tomorrow`,
        intro: `A group session you joined starts in 24 hours${at}. We will write again ten minutes before it begins.`,
        buttonLabel: 'View Session',
      };
    case 'session-reminder-10m':
      return {
        ...common,
        subject: `Starting in 10 minutes: ${facts.name}`,
        preheader: `${facts.name} starts in 10 minutes${at}.`,
        eyebrow: 'Reminder',
        headline: `${facts.name} starts in 10 minutes`,
        intro: `A group session you joined starts in ten minutes${at}. Find a quiet place and join the others.`,
        buttonLabel: 'View Session',
      };
  }
}

/** The sample the test email page previews and the test email sends. */
export const SAMPLE_SESSION: SessionFacts = { id: null, name: 'Morning Peace Meditation', communityName: 'Global Peace Circle', intention: 'Peace', duration: 10, scheduledStart: null };

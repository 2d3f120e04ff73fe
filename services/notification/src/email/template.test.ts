import { randomUUID } from 'node:crypto';
import { compileSessionTemplate, sessionEmailContent, type SessionFacts } from './template.js';
import { signUnsubscribeToken, unsubscribeKey, unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribe-token.js';

const facts: SessionFacts = { id: '6f1c2a9e-1b7d-4c55-9a35-0f6d3b2e8c41', name: 'Dawn <script>alert(1)</script> & Dusk', communityName: 'Tom & "Jerry" Circle', intention: 'Peace', duration: 20, scheduledStart: new Date('2026-11-30T04:56:00Z') };
const links = { publicUrl: 'https://peace.example', unsubscribeUrl: 'https://peace.example/api/email/unsubscribe?token=a.b', firstName: 'Ana' };

describe('the session email', () => {
  it('says what the spec says, with the session, the community and the button to the session page', async () => {
    const template = await compileSessionTemplate();
    const email = template.render(sessionEmailContent('session-started', facts, links));
    expect(email.subject).toBe('Live Now: Dawn <script>alert(1)</script> & Dusk - Join Your Community');
    expect(email.html).toContain('href="https://peace.example/groups/6f1c2a9e-1b7d-4c55-9a35-0f6d3b2e8c41"');
    expect(email.html).toContain('Start Meditating Now');
    expect(email.html).toContain('Tom &amp; &quot;Jerry&quot; Circle');
    expect(email.text).toContain('Start Meditating Now');
    expect(email.text).toContain('https://peace.example/groups/6f1c2a9e-1b7d-4c55-9a35-0f6d3b2e8c41');
    expect(email.text).toContain('Tom & "Jerry" Circle');
    expect(email.text).toContain('20 minutes');
  });

  it('keeps each fact\'s label on one line, so a phone never breaks "Community" in two', async () => {
    const template = await compileSessionTemplate();
    const { html } = template.render(sessionEmailContent('session-started', facts, links));
    const labels = [...html.matchAll(/<th\b[^>]*style="([^"]*)"[^>]*>(\w+)<\/th>/g)];
    expect(labels.map((match) => match[2])).toEqual(['Session', 'Community', 'Intention', 'Duration']);
    for (const [, style] of labels) expect(style).toContain('white-space:nowrap');
  });

  it('escapes what people typed into the HTML, so a session name cannot add markup', async () => {
    const template = await compileSessionTemplate();
    const email = template.render(sessionEmailContent('session-started', facts, links));
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Dawn &lt;script&gt;alert(1)&lt;/script&gt; &amp; Dusk');
  });

  it('loads nothing from another site: no web fonts, no remote styles or images', async () => {
    const template = await compileSessionTemplate();
    const { html } = template.render(sessionEmailContent('session-started', facts, links));
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/@import/i);
    expect(html).not.toMatch(/\bsrc=["']?https?:/i);
    expect(html).not.toMatch(/url\(\s*["']?https?:/i);
  });

  it('leaves the community out of the email for a session outside any community, and its subject does not call it one', async () => {
    const template = await compileSessionTemplate();
    const email = template.render(sessionEmailContent('session-started', { ...facts, communityName: null, duration: 1 }, links));
    expect(email.subject).toBe('Live Now: Dawn <script>alert(1)</script> & Dusk - Join the Group Session');
    expect(email.html).not.toMatch(/community/i);
    expect(email.text).not.toMatch(/community/i);
    expect(email.text).toContain('1 minute');
    expect(email.text).not.toContain('1 minutes');
  });

  it('words reminders by how soon the session starts', async () => {
    expect(sessionEmailContent('session-reminder-10m', facts, links).subject).toBe('Starting in 10 minutes: Dawn <script>alert(1)</script> & Dusk');
    expect(sessionEmailContent('session-reminder-24h', facts, links).subject).toBe('Tomorrow: Dawn <script>alert(1)</script> & Dusk');
  });

  it('gives the start in the recipient’s own zone when known, else in UTC, always named, never a fixed EST', async () => {
    const template = await compileSessionTemplate();
    const unknownZone = template.render(sessionEmailContent('session-reminder-24h', facts, links));
    expect(unknownZone.text).toContain('starts in 24 hours (Mon, Nov 30, 4:56 AM UTC)');
    expect(unknownZone.text).not.toContain('EST');
    const inOslo = sessionEmailContent('session-reminder-10m', facts, { ...links, timeZone: 'Europe/Oslo' });
    expect(inOslo.intro).toContain('starts in ten minutes (Mon, Nov 30, 5:56 AM GMT+1)');
    expect(inOslo.preheader).toContain('(Mon, Nov 30, 5:56 AM GMT+1)');
    expect(sessionEmailContent('session-reminder-10m', facts, { ...links, timeZone: 'Not/AZone' }).intro).toContain('(Mon, Nov 30, 4:56 AM UTC)');
  });
});

describe('the unsubscribe token', () => {
  const key = unsubscribeKey({ INTERNAL_SECRET: 'an internal secret of enough length' });

  it('names the user it was made for', () => {
    const userId = randomUUID();
    expect(verifyUnsubscribeToken(key, signUnsubscribeToken(key, userId))).toBe(userId);
    expect(new URL(unsubscribeUrl('https://peace.example', signUnsubscribeToken(key, userId))).pathname).toBe('/api/email/unsubscribe');
  });

  it('refuses a token for another user, one signed with another key, and garbage', () => {
    const [victim, attacker] = [randomUUID(), randomUUID()];
    const [encodedAttacker, signature] = signUnsubscribeToken(key, attacker).split('.');
    const victimToken = signUnsubscribeToken(key, victim);
    expect(verifyUnsubscribeToken(key, `${victimToken.split('.')[0]}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(unsubscribeKey({ INTERNAL_SECRET: 'another internal secret entirely' }), victimToken)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${encodedAttacker}`)).toBeNull();
    expect(verifyUnsubscribeToken(key, 'not.a.token')).toBeNull();
    expect(verifyUnsubscribeToken(key, '')).toBeNull();
  });

  it('takes a token only as it was signed: no other spelling of its last character, whose spare bits decoding would ignore', () => {
    const token = signUnsubscribeToken(key, randomUUID());
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelt = [...alphabet].filter((last) => last !== token.at(-1)).map((last) => `${token.slice(0, -1)}${last}`);
    expect(respelt.filter((other) => verifyUnsubscribeToken(key, other) !== null)).toEqual([]);
  });

  it('uses the configured secret when there is one', () => {
    const userId = randomUUID();
    const configured = unsubscribeKey({ EMAIL_TOKEN_SECRET: 'x'.repeat(32), INTERNAL_SECRET: 'an internal secret of enough length' });
    expect(verifyUnsubscribeToken(key, signUnsubscribeToken(configured, userId))).toBeNull();
    expect(verifyUnsubscribeToken(configured, signUnsubscribeToken(configured, userId))).toBe(userId);
  });
});

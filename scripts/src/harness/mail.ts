import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { escapeHtml } from '@peace/kit';
import { freePort } from './process.js';

/** One message the sink accepted, parsed on first read (accepting stays cheap under load). */
export interface SinkMessage {
  id: number;
  receivedAt: Date;
  /** The SMTP envelope's recipients, as the sender addressed them. */
  to: string[];
  from: string;
  raw: Buffer;
  parsed(): Promise<ParsedMail>;
}

export interface ReadMessage {
  id: number;
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * A real SMTP server that keeps every message it accepts, and a small web inbox to read them: the
 * default mail server of `npm start`, tests and benches. It can be stopped and started again on
 * the same port, as a mail server that goes away for a while.
 */
export interface MailSink {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  port: number;
  /** The inbox page. */
  webUrl: string;
  messages(): readonly SinkMessage[];
  /** Every message addressed to this address, read. */
  read(address?: string): Promise<ReadMessage[]>;
  /** Waits until at least count messages arrived (to the address, when given). */
  waitForCount(count: number, options?: { address?: string; timeoutMs?: number }): Promise<void>;
  clear(): void;
  /** Refuses connections until start(): the mail server is down. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the SMTP server and the inbox page for good. */
  close(): Promise<void>;
}

export interface MailSinkOptions {
  port?: number;
  webPort?: number;
  /** Also writes each message as an .eml file here. */
  dir?: string;
}

async function readMessage(message: SinkMessage): Promise<ReadMessage> {
  const parsed = await message.parsed();
  const headers: Record<string, string> = {};
  for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
  return { id: message.id, to: message.to, subject: parsed.subject ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', text: parsed.text ?? '', headers };
}

export async function startMailSink(options: MailSinkOptions = {}): Promise<MailSink> {
  const port = options.port ?? (await freePort());
  const webPort = options.webPort ?? (await freePort());
  const stored: SinkMessage[] = [];
  const waiters = new Set<() => void>();
  let nextId = 1;
  if (options.dir) mkdirSync(options.dir, { recursive: true });

  const createSmtp = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 10 * 1024 * 1024,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          let parsing: Promise<ParsedMail> | undefined;
          const message: SinkMessage = {
            id: nextId++,
            receivedAt: new Date(),
            to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            raw,
            parsed: () => (parsing ??= simpleParser(raw)),
          };
          stored.push(message);
          if (options.dir) writeFileSync(path.join(options.dir, `${message.id}.eml`), raw);
          for (const wake of waiters) wake();
          callback();
        });
      },
    });

  let smtp: SMTPServer | undefined;
  const start = async () => {
    if (smtp) return;
    const server = createSmtp();
    server.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    smtp = server;
  };
  const stop = async () => {
    const server = smtp;
    smtp = undefined;
    if (!server) return;
    // Open connections are cut, as when a mail server dies.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections ?? []) connection.close();
    });
  };
  await start();

  const matching = (address?: string) => (address ? stored.filter((message) => message.to.includes(address.toLowerCase())) : stored);
  const web = http.createServer((req, res) => void serveInbox(req, res));
  async function serveInbox(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sink');
    const messageMatch = /^\/messages\/(\d+)(\/html)?$/.exec(url.pathname);
    try {
      if (url.pathname === '/messages.json') {
        const list = await Promise.all(matching(url.searchParams.get('to') ?? undefined).map(readMessage));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
      } else if (messageMatch) {
        const message = stored.find((candidate) => candidate.id === Number(messageMatch[1]));
        if (!message) return void res.writeHead(404).end('No such message');
        const read = await readMessage(message);
        if (messageMatch[2]) {
          // The message's own HTML, alone, so its links work as in a mail client.
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'none'" }).end(read.html);
          return;
        }
        const headers = Object.entries(read.headers)
          .filter(([key]) => ['from', 'to', 'subject', 'date', 'list-unsubscribe', 'list-unsubscribe-post'].includes(key))
          .map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(value)}</td></tr>`)
          .join('');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(`Message ${message.id}`, `<p><a href="/">← Inbox</a></p><table>${headers}</table>
<iframe title="Message" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" src="/messages/${message.id}/html"></iframe>
<h2>Plain text</h2><pre>${escapeHtml(read.text)}</pre>`));
      } else if (url.pathname === '/') {
        const rows = await Promise.all(
          [...stored].reverse().slice(0, 200).map(async (message) => {
            const read = await readMessage(message);
            return `<tr><td>${message.receivedAt.toISOString()}</td><td>${escapeHtml(message.to.join(', '))}</td><td><a href="/messages/${message.id}">${escapeHtml(read.subject || '(no subject)')}</a></td></tr>`;
          }),
        );
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(page('Local inbox', `<p>${stored.length} message(s) received by the local mail server.</p><table><tr><th>Received</th><th>To</th><th>Subject</th></tr>${rows.join('')}</table>`));
      } else {
        res.writeHead(404).end('Not found');
      }
    } catch (error) {
      res.writeHead(500).end(error instanceof Error ? error.message : 'failed');
    }
  }
  await new Promise<void>((resolve) => web.listen(webPort, '127.0.0.1', () => resolve()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    webUrl: `http://127.0.0.1:${webPort}`,
    messages: () => stored,
    read: (address) => Promise.all(matching(address).map(readMessage)),
    waitForCount: (count, { address, timeoutMs = 15_000 } = {}) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (matching(address).length >= count) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`waited ${timeoutMs} ms for ${count} message(s)${address ? ` to ${address}` : ''}, got ${matching(address).length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    clear: () => {
      stored.length = 0;
    },
    stop,
    start,
    close: async () => {
      await stop();
      await new Promise<void>((resolve) => web.close(() => resolve()));
    },
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#1d2b22}table{border-collapse:collapse;margin-bottom:1rem}
th,td{text-align:left;padding:.3rem .8rem;border-bottom:1px solid #e2ece4;vertical-align:top}
iframe{width:100%;height:70vh;border:1px solid #e2ece4}pre{white-space:pre-wrap;background:#f1f7f2;padding:1rem}
</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

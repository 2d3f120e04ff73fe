import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineScriptHashes, socketOrigin } from './csp.js';

describe('inline script hashes for the Content Security Policy', () => {
  it('hashes executable inline scripts only, byte for byte', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'peace-csp-'));
    const inline = "\n  window.early = fetch('/api/auth/user');\n";
    writeFileSync(
      path.join(dir, 'index.html'),
      `<html><head><script>${inline}</script><script type="module" src="/assets/app.js"></script><script type="application/ld+json">{"@type":"Article"}</script></head></html>`,
    );
    const expected = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect(inlineScriptHashes(dir)).toEqual([expected]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('allows the inline scripts of the pages rendered ahead of time too, once each', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'peace-csp-'));
    const inline = "window.early = fetch('/graphql');";
    const only = "window.prerenderedOnly = true;";
    writeFileSync(path.join(dir, 'index.html'), `<html><head><script>${inline}</script></head><body><div id="root"></div></body></html>`);
    mkdirSync(path.join(dir, 'prerendered'));
    writeFileSync(path.join(dir, 'prerendered', 'pages.json'), JSON.stringify({ '/': 'index.html' }));
    writeFileSync(
      path.join(dir, 'prerendered', 'index.html'),
      `<html><head><script>${inline}</script></head><body><div id="root" data-prerendered><script>${only}</script></div></body></html>`,
    );
    const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(dir)).toEqual([hash(inline), hash(only)]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('allows nothing inline when the app is not built', () => {
    expect(inlineScriptHashes('/nonexistent/dist')).toEqual([]);
  });
});

describe('the live socket origin for connect-src', () => {
  it('names the app’s own host and port, over wss: when the app is public over https', () => {
    expect(socketOrigin('https://peace.example.org')).toBe('wss://peace.example.org');
    expect(socketOrigin('http://localhost:5173/')).toBe('ws://localhost:5173');
  });
});

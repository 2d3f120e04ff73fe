import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineScriptHashes } from './csp.js';

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

  it('allows nothing inline when the app is not built', () => {
    expect(inlineScriptHashes('/nonexistent/dist')).toEqual([]);
  });
});

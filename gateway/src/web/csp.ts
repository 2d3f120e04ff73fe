import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderedPages } from './prerendered.js';

/**
 * The hashes of the executable inline scripts in the built index.html and in the pages rendered
 * ahead of time from it, so the Content Security Policy allows exactly those and no other inline
 * code. Data blocks (JSON-LD) are not executed and need no hash.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return [];
  const hashes = new Set<string>();
  for (const file of [index, ...prerenderedPages(distDir).values()]) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attributes = match[1] ?? '';
      const body = match[2] ?? '';
      if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes) || body.length === 0) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}

/**
 * The live socket's origin for connect-src: the app's own host under ws: (wss: when public over
 * https), where a bare scheme would let a page's scripts reach any host.
 */
export function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

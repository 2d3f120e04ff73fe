// A push service of our own, as a browser vendor runs one: an https endpoint that takes what the
// server sends, and browsers' keys to decrypt it with (RFC 8291, aes128gcm of RFC 8188) and to
// check its VAPID signature (RFC 8292). Its certificate comes from a CA made for the run, which
// the service under test trusts through NODE_EXTRA_CA_CERTS alone. For tests and the bench only.
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../harness/process.js';

/** One message as the push service took it. */
export interface PushedMessage {
  /** The endpoint's path: which subscription it was for. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** When it arrived, by this process's clock. */
  at: number;
}

export interface PushReceiver {
  /** The origin of its endpoints: https://localhost:<port>. */
  origin: string;
  /** The CA certificate (PEM file) that signed its certificate: give it to NODE_EXTRA_CA_CERTS. */
  caFile: string;
  received: PushedMessage[];
  /** Answers this status (and headers) to every message for the path (404 or 410: the subscription is gone); 201 otherwise. */
  answer(path: string, status: number, headers?: Record<string, string>): void;
  close(): Promise<void>;
}

/** A certificate authority for the run and a certificate it signed for localhost, made with the system's openssl. */
function makeCertificates(dir: string): { caFile: string; key: Buffer; cert: Buffer } {
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl('req', '-x509', ...ec, '-keyout', file('ca.key'), '-out', file('ca.pem'), '-days', '2', '-subj', '/CN=Peace Practice test push CA', '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign');
  openssl('req', ...ec, '-keyout', file('push.key'), '-out', file('push.csr'), '-subj', '/CN=localhost');
  writeFileSync(file('push.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  openssl('x509', '-req', '-in', file('push.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-CAcreateserial', '-out', file('push.pem'), '-days', '2', '-extfile', file('push.ext'));
  return { caFile: file('ca.pem'), key: readFileSync(file('push.key')), cert: readFileSync(file('push.pem')) };
}

/** Starts the push service on a free port, with a certificate no other process trusts unless told. */
export async function startPushReceiver(): Promise<PushReceiver> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'peace-push-'));
  const { caFile, key, cert } = makeCertificates(dir);
  const received: PushedMessage[] = [];
  const answers = new Map<string, { status: number; headers: Record<string, string> }>();
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const pathname = new URL(req.url ?? '/', 'https://localhost').pathname;
      received.push({ path: pathname, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
      const answer = answers.get(pathname) ?? { status: 201, headers: {} };
      res.writeHead(answer.status, answer.headers).end();
    });
  });
  // Keeps up with a bench's thousands of messages on kept-alive connections.
  server.keepAliveTimeout = 30_000;
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `https://localhost:${port}`,
    caFile,
    received,
    answer: (pathname, status, headers = {}) => answers.set(pathname, { status, headers }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, and the JSON it posts. */
export interface BrowserSubscription {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export function browserSubscription(endpoint: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { endpoint, ecdh, auth, json: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } } };
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const mac = createHmac('sha256', key);
  for (const part of data) mac.update(part);
  return mac.digest();
};

/** Decrypts a message as the browser would (RFC 8291 keys, one aes128gcm record of RFC 8188), and answers its plaintext. */
export function decryptPush(body: Buffer, browser: Pick<BrowserSubscription, 'ecdh' | 'auth'>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = hmac(hmac(browser.auth, shared), keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and any zero padding after it.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm message');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks a message's VAPID authorization ("vapid t=<JWT>, k=<public key>"): an ES256 signature by
 * the key named, for the push service's origin, not expired. Answers the key and the JWT's claims.
 */
export function verifyVapid(authorization: string | undefined, origin: string, now = Date.now()): { publicKey: string; claims: { aud: string; exp: number; sub: string } } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID signature does not verify');
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (alg !== 'ES256') throw new Error(`VAPID alg ${alg}`);
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud}, not ${origin}`);
  if (claims.exp * 1000 <= now || claims.exp * 1000 > now + 24 * 3_600_000) throw new Error(`VAPID expiry ${claims.exp} out of range`);
  return { publicKey, claims };
}

// Where Chromium registers for push, on this machine. A browser's pushManager.subscribe() asks its
// vendor's push service for an endpoint: Chromium checks in with Google's GCM and registers there,
// which no test may reach. Chromium's own switches point both requests here instead; the endpoint
// it then builds is the same https address a browser gets, and nothing is ever sent to it (the
// tests hand pushes to the service worker through the DevTools Protocol).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushRegistrar {
  /** Chromium's switches that send its check-in and registration here. */
  flags: string[];
  /** Registrations made, each the application server key (sender) it was made for. */
  registrations: string[];
  close(): Promise<void>;
}

/**
 * An AndroidCheckinResponse (the protobuf GCM answers a check-in with): stats_ok, and the device's
 * android_id and security_token, each a fixed64, the fields Chromium requires.
 */
function checkinResponse(): Buffer {
  const answer = Buffer.alloc(20);
  answer.writeUInt8(0x08, 0); // field 1 (stats_ok), varint
  answer.writeUInt8(0x01, 1);
  answer.writeUInt8(0x39, 2); // field 7 (android_id), fixed64
  answer.writeBigUInt64LE(4_242_424_242_424n, 3);
  answer.writeUInt8(0x41, 11); // field 8 (security_token), fixed64
  answer.writeBigUInt64LE(7_373_737_373_737n, 12);
  return answer;
}

export async function startPushRegistrar(): Promise<PushRegistrar> {
  const registrations: string[] = [];
  let tokens = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/checkin') {
        response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(checkinResponse());
        return;
      }
      if (request.url === '/register') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        registrations.push(form.get('sender') ?? '');
        tokens += 1;
        response.writeHead(200, { 'content-type': 'text/plain' }).end(`token=peace-e2e-${process.pid}-${tokens}`);
        return;
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    // The long-lived connection for receiving (MCS) is not served: pushes come through the DevTools Protocol.
    flags: [`--gcm-checkin-url=${base}/checkin`, `--gcm-registration-url=${base}/register`, `--gcm-mcs-endpoint=${base}/mcs`],
    registrations,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

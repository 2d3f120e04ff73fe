import type { IncomingHttpHeaders } from 'node:http';
import type { ResolvedSession } from './session-resolver.js';

/** Who asks, resolved once per request from the session cookie. */
export interface Caller {
  requestId: string;
  session: Promise<ResolvedSession | null>;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A request id as the client sent it when it is a usable one, otherwise none. */
export function givenRequestId(headers: IncomingHttpHeaders): string | undefined {
  const given = headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : undefined;
}

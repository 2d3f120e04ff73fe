// Where push messages may go: the browsers' push services and nothing else. A subscription's
// endpoint is an address a client hands in, and the service later POSTs to it: left open, anyone
// signed in could have it contact internal hosts, a cloud's metadata service or the cluster's own
// services. The host list is the defence, checked when a subscription is kept and again before
// each send; no DNS is consulted, so what a name resolves to cannot widen it.
import { isIP } from 'node:net';

/**
 * The push services of Chrome, Edge and Android (FCM, and GCM's older name), Chromium built
 * without Google's API keys (as Linux distributions ship it, FCM under jmt17.google.com), Firefox,
 * Safari and Windows, as PUSH_SERVICE_HOSTS lists them: a host stands for itself alone, `*.`
 * before a domain for the hosts under it.
 */
export const BROWSER_PUSH_SERVICES = 'fcm.googleapis.com,android.googleapis.com,jmt17.google.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com';

/** One allowed push service: a host, or every host under a domain, on one port ('' is https's own, 443). */
export interface PushServiceHost {
  host: string;
  subdomains: boolean;
  port: string;
}

export const NOT_A_PUSH_SERVICE = "must be a browser push service's address";

// A host name with an optional port: letters, digits and hyphens in dot-separated labels.
const ENTRY = /^(\*\.)?((?:[a-z0-9-]+\.)*[a-z0-9-]+)(?::(\d{1,5}))?$/i;

/** Whether a host as URL gives it (lower case, IDN in punycode, IPv4 in dotted form) is an IP address. */
const isIpLiteral = (hostname: string) => hostname.startsWith('[') || isIP(hostname) !== 0;

/** One entry of the list, or why it cannot be one. */
function parseEntry(entry: string): PushServiceHost | string {
  const match = ENTRY.exec(entry);
  // Through URL, so that the entry compares with endpoints as URL reads them (0x7f.1 is 127.0.0.1).
  const address = match ? `https://${match[2]}${match[3] ? `:${match[3]}` : ''}` : '';
  if (!match || !URL.canParse(address)) return `"${entry}" is not a host name, *.domain, or either with :port`;
  const url = new URL(address);
  if (isIpLiteral(url.hostname)) return `"${entry}": an IP address is never a push service`;
  // `*.com` would let in a whole top-level domain.
  if (match[1] && !url.hostname.includes('.')) return `"${entry}": a wildcard must stand before a domain of two labels or more`;
  return { host: url.hostname, subdomains: Boolean(match[1]), port: url.port };
}

/**
 * The allowed push services from PUSH_SERVICE_HOSTS's comma-separated list, or the first problem
 * with it. The list replaces the browsers' own, so an operator who sets it names every one.
 */
export function parsePushServiceHosts(list: string): PushServiceHost[] | string {
  const entries = list.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return 'names no host';
  const hosts: PushServiceHost[] = [];
  for (const entry of entries) {
    const host = parseEntry(entry);
    if (typeof host === 'string') return host;
    hosts.push(host);
  }
  return hosts;
}

/**
 * Whether an endpoint is on one of the push services: https, no user name or password, a host
 * named (never an IP address) that is listed or under a listed domain, on the listed port.
 */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly PushServiceHost[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || isIpLiteral(url.hostname)) return false;
  // On a dot boundary: *.push.apple.com takes web.push.apple.com, never evilpush.apple.com or push.apple.com.evil.
  const onHost = (allowed: PushServiceHost) => (allowed.subdomains ? url.hostname.endsWith(`.${allowed.host}`) : url.hostname === allowed.host);
  return hosts.some((allowed) => allowed.port === url.port && onHost(allowed));
}

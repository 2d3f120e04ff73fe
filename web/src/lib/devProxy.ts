/**
 * The development server forwards API calls to the gateway, which refuses a
 * state-changing request whose Origin is not its own (CSRF protection). A page
 * served by the dev server says Origin: http://localhost:5173, so the proxy
 * presents its own pages' calls as coming from the gateway's origin.
 *
 * Only calls from the dev server's own pages are changed: a request from any
 * other site keeps its Origin and is refused by the gateway as before.
 */
export function proxiedOrigin(
  origin: string | undefined,
  devHost: string | undefined,
  gatewayOrigin: string,
): string | undefined {
  if (!origin || !devHost) return undefined;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return undefined;
  }
  return host === devHost.toLowerCase() ? new URL(gatewayOrigin).origin : undefined;
}

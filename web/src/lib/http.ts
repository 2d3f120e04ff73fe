/** The spec's error shape: '{status}: {body text or status text}'. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

async function failure(response: Response): Promise<HttpError> {
  const text = await response.text().catch(() => '');
  return new HttpError(response.status, `${response.status}: ${text || response.statusText}`);
}

/** Reads JSON with the session cookie; a non-OK answer becomes an HttpError. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

/**
 * Every state-changing call carries the session cookie and a header that a
 * cross-site form cannot send, which is how the server tells it apart from CSRF.
 */
export async function send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'X-Requested-With': 'fetch', Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw await failure(response);
  return response;
}

/** The `message` of a failed call's JSON body (e.g. 'Already a member'), if it has one. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  try {
    const body = JSON.parse(error.message.slice(error.message.indexOf(':') + 1)) as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

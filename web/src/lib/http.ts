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

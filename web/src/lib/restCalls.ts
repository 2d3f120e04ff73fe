/**
 * The calls the graph does not serve: sending the signed-in person a test session-start email, and
 * their reminders and the devices that receive them by push (src/features/reminders). Like every
 * state-changing call, each carries the session cookie and a header that a cross-site form cannot
 * send, which is how the server tells it apart from CSRF. A refusal throws the spec's error shape:
 * '{status}: {body text or status text}'.
 */
export async function restCall(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      'X-Requested-With': 'fetch',
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  throw new Error(`${response.status}: ${text || response.statusText}`);
}

/** A call whose answer is JSON. */
export async function restJson<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  return (await (await restCall(method, path, body)).json()) as T;
}

export async function sendTestEmail(): Promise<void> {
  await restCall('POST', '/api/test-session-email');
}

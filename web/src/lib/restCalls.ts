/**
 * The one call the graph does not serve: sending the signed-in person a test
 * session-start email. Like every state-changing call, it carries the session
 * cookie and a header that a cross-site form cannot send, which is how the
 * server tells it apart from CSRF. A refusal throws the spec's error shape:
 * '{status}: {body text or status text}'.
 */
export async function sendTestEmail(): Promise<void> {
  const response = await fetch('/api/test-session-email', {
    method: 'POST',
    credentials: 'include',
    headers: { 'X-Requested-With': 'fetch', Accept: 'application/json' },
  });
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new Error(`${response.status}: ${text || response.statusText}`);
}

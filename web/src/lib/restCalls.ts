/**
 * The one call the graph does not serve: sending the signed-in person a test
 * session-start email.
 */
import { send } from './http';

export async function sendTestEmail(): Promise<void> {
  await send('POST', '/api/test-session-email');
}

// Browser tests drive the whole product: private servers, the six services, the embedded
// provider and the gateway, with a clock the tests can set and move forward.
import { setControlledClock } from '@peace/kit';
import { startInfrastructure, startStack } from '@peace/scripts/harness';

/**
 * Where the stack's clock starts: PEACE_TEST_CLOCK_START (an ISO instant) when given, otherwise
 * 09:00 UTC of the current day, mid-morning in the browser's zone (web/e2e/support/app.ts), so no
 * test meets a day's end or an early or late achievement whatever hour it runs at. Keeping the
 * machine's date keeps sign-in tokens and cookies, which follow the real clock, in step.
 */
function clockStart() {
  const chosen = process.env.PEACE_TEST_CLOCK_START;
  if (chosen) return new Date(chosen);
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 9));
}

export default async function stackSetup() {
  if (process.env.PEACE_BASE_URL) return;
  const infra = await startInfrastructure();
  try {
    // Before the services start, so that each reads the chosen time from its first moment.
    await setControlledClock(infra.redisUrl, clockStart());
    // Every browser of the tier is one address signing in, writing and connecting far faster than
    // people do: the rate limits stand aside here (their own suite checks them).
    const limits = Object.fromEntries(
      [
        'RATE_LIMIT_SIGN_IN',
        'RATE_LIMIT_WRITES_PER_USER',
        'RATE_LIMIT_WRITES_PER_ADDRESS',
        'RATE_LIMIT_GRAPHQL_PER_ADDRESS',
        'RATE_LIMIT_SOCKETS_PER_USER',
        'RATE_LIMIT_SOCKETS_PER_ADDRESS',
        'COST_PER_USER',
        'COST_PER_ADDRESS',
        'MAX_OPERATIONS_IN_FLIGHT',
        'COST_IN_FLIGHT',
      ].map((name) => [name, '1000000']),
    );
    const stack = await startStack({ infra, testClock: true, env: { LOG_LEVEL: 'warn', ...limits } });
    globalThis.__PEACE_STACK__ = { infra, stack };
    process.env.PEACE_BASE_URL = stack.baseUrl;
    process.env.PEACE_PROVIDER_URL = stack.providerUrl;
    process.env.PEACE_STACK_REDIS_URL = infra.redisUrl;
    // A suite that records a sit at once for a new account makes the account older first (see web/e2e/support/account.ts).
    process.env.PEACE_STACK_DATABASE_URL = infra.databaseUrl;
    // The tests read the emails the product sent from the sink's inbox, over HTTP.
    if (infra.mail) process.env.PEACE_MAIL_URL = infra.mail.webUrl;
  } catch (error) {
    await infra.stop();
    throw error;
  }
}

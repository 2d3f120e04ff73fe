// Browser tests drive the whole product: private servers, the six services, the embedded
// provider and the gateway, with a clock the tests can move forward.
import { startInfrastructure, startStack } from '@peace/scripts/harness';

export default async function stackSetup() {
  if (process.env.PEACE_BASE_URL) return;
  const infra = await startInfrastructure();
  try {
    const stack = await startStack({ infra, testClock: true, env: { LOG_LEVEL: 'warn' } });
    globalThis.__PEACE_STACK__ = { infra, stack };
    process.env.PEACE_BASE_URL = stack.baseUrl;
    process.env.PEACE_PROVIDER_URL = stack.providerUrl;
    process.env.PEACE_STACK_REDIS_URL = infra.redisUrl;
  } catch (error) {
    await infra.stop();
    throw error;
  }
}

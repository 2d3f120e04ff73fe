// A private infrastructure and stack for one scenario, stopped whatever happens inside it.
import { startInfrastructure, startStack, type Infrastructure, type InfrastructureOptions, type Stack, type StackOptions } from '@peace/scripts/harness';

/**
 * The stack's rate limits, raised out of the way: a scenario signs in, writes and connects from one
 * address far faster than people do, and measures the path, not the limit. Each can still be set
 * when the bench runs (e.g. RATE_LIMIT_SOCKETS_PER_USER=30 npm run bench -- sockets).
 */
const RATE_LIMITS = [
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
  'COMPLETION_LIMIT_POINTS',
];

function benchLimits(): Record<string, string> {
  return Object.fromEntries(RATE_LIMITS.map((name) => [name, process.env[name] ?? '1000000']));
}

/** The errors the components logged (pino level 50 and up), so a failed scenario shows why. */
function printErrors(stack: Stack): void {
  for (const component of stack.components.values()) {
    const errors = component
      .logs()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    for (const line of errors.slice(-5)) console.error(`${component.name}: ${line.slice(0, 2000)}`);
  }
}

/**
 * Starts the stack, again when a component was only slow to get ready: on a machine busy with other
 * work a start can take longer than the harness waits, and the scenario measures what comes after.
 */
async function startWithRetries(options: StackOptions, attempts = 3): Promise<Stack> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startStack(options);
    } catch (error) {
      const slow = error instanceof Error && error.message.startsWith('waited ');
      if (!slow || attempt >= attempts) throw error;
      console.log(`The stack was slow to start (${error.message.split('\n')[0]}); starting it again…`);
    }
  }
}

export async function withStack<T>(
  options: Omit<StackOptions, 'infra'> & { beforeStack?: (infra: Infrastructure) => Promise<void>; infraOptions?: InfrastructureOptions },
  use: (infra: Infrastructure, stack: Stack) => Promise<T>,
): Promise<T> {
  const { beforeStack, infraOptions, env, ...stackOptions } = options;
  const infra = await startInfrastructure(infraOptions);
  try {
    await beforeStack?.(infra);
    const stack = await startWithRetries({ infra, ...stackOptions, env: { ...benchLimits(), ...env } });
    try {
      return await use(infra, stack);
    } catch (error) {
      printErrors(stack);
      throw error;
    } finally {
      await stack.stop();
    }
  } finally {
    await infra.stop();
  }
}

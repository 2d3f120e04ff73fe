// A private infrastructure and stack for one scenario, stopped whatever happens inside it.
import { startInfrastructure, startStack, type Infrastructure, type Stack, type StackOptions } from '@peace/scripts/harness';

export async function withStack<T>(options: Omit<StackOptions, 'infra'> & { beforeStack?: (infra: Infrastructure) => Promise<void> }, use: (infra: Infrastructure, stack: Stack) => Promise<T>): Promise<T> {
  const { beforeStack, ...stackOptions } = options;
  const infra = await startInfrastructure();
  try {
    await beforeStack?.(infra);
    const stack = await startStack({ infra, ...stackOptions });
    try {
      return await use(infra, stack);
    } finally {
      await stack.stop();
    }
  } finally {
    await infra.stop();
  }
}

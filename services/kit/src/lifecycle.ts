import type { Logger } from './logger.js';

interface Step {
  name: string;
  run: () => Promise<void> | void;
}

/**
 * Ordered, bounded shutdown: steps run in the order they were registered (stop accepting first,
 * close pools last), each logged; the process is forced out when the whole takes too long.
 */
export class Lifecycle {
  private readonly steps: Step[] = [];
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly timeoutMs = 10_000,
  ) {}

  onShutdown(name: string, run: () => Promise<void> | void): this {
    this.steps.push({ name, run });
    return this;
  }

  /** Shuts down on SIGTERM and SIGINT, then exits. */
  installSignalHandlers(): void {
    const handler = (signal: NodeJS.Signals) => {
      this.logger.info({ signal }, 'shutdown requested');
      void this.shutdown().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGTERM', handler);
    process.once('SIGINT', handler);
  }

  shutdown(): Promise<void> {
    this.stopping ??= this.runSteps();
    return this.stopping;
  }

  private async runSteps(): Promise<void> {
    const force = setTimeout(() => {
      this.logger.error({ timeoutMs: this.timeoutMs }, 'shutdown timed out; forcing exit');
      process.exit(1);
    }, this.timeoutMs);
    force.unref();
    let failed = false;
    for (const step of this.steps) {
      const started = Date.now();
      try {
        await step.run();
        this.logger.info({ step: step.name, ms: Date.now() - started }, 'shutdown step done');
      } catch (error) {
        failed = true;
        this.logger.error({ err: error, step: step.name }, 'shutdown step failed');
      }
    }
    clearTimeout(force);
    this.logger.info('shutdown complete');
    if (failed) throw new Error('shutdown finished with errors');
  }
}

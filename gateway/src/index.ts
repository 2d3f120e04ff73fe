import { createLogger, Lifecycle } from '@peace/kit';
import { config } from './config.js';
import { createGateway } from './app.js';

const logger = createLogger('gateway', config.LOG_LEVEL);
const lifecycle = new Lifecycle(logger, config.SHUTDOWN_TIMEOUT_MS);
const gateway = await createGateway(config, logger);
// The HTTP server must stop accepting before the sockets close, so the order matters.
for (const step of gateway.steps) lifecycle.onShutdown(step.name, step.run);
lifecycle.installSignalHandlers();
const port = await gateway.listen();
logger.info({ port, metricsPort: config.METRICS_PORT, publicUrl: config.PUBLIC_URL }, 'gateway ready');

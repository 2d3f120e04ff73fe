import { loadConfig } from '@peace/kit';
import { gatewayEnv } from './env.js';

export const config = loadConfig(gatewayEnv);

export type GatewayConfig = typeof config;

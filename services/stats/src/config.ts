import { baseEnv, loadConfig } from '@peace/kit';

export const config = loadConfig(baseEnv.extend({}));
export type Config = typeof config;

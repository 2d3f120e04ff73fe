import { loadServiceConfig } from '@peace/kit';

export const config = loadServiceConfig('stats', {});
export type Config = typeof config;

import { loadServiceConfig } from '@peace/kit';

export const config = loadServiceConfig('communities', {});
export type Config = typeof config;

import { loadServiceConfig } from '@peace/kit';

export const config = loadServiceConfig('notification', {});
export type Config = typeof config;

import { loadServiceConfig } from '@peace/kit';

export const config = loadServiceConfig('groups', {});
export type Config = typeof config;

/**
 * Runtime switches a host page may set before the app starts, e.g. a test
 * harness turning off calls to services outside our control.
 */
export interface PeaceConfig {
  /** Device position, reverse geocoding and IP lookup. On unless set to false. */
  externalLookups: boolean;
}

declare global {
  interface Window {
    __PEACE_CONFIG__?: Partial<PeaceConfig>;
  }
}

export function runtimeConfig(): PeaceConfig {
  const fromWindow = typeof window === 'undefined' ? undefined : window.__PEACE_CONFIG__;
  const fromMeta =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLMetaElement>('meta[name="peace-external-lookups"]')?.content;
  return {
    externalLookups: fromWindow?.externalLookups ?? fromMeta !== 'off',
  };
}

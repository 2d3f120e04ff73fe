import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

interface Module<T> {
  default: T;
}

export interface Preloadable<Props> {
  /** Renders the component, fetching its code first if it has not arrived. */
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts fetching the code before it is rendered; the render then shares the download. */
  preload: () => Promise<Module<ComponentType<Props>>>;
}

/**
 * A component whose code is fetched when first rendered or when preloaded, whichever is first.
 * Code that has already arrived renders at once: React.lazy is given an answer it can read
 * synchronously, so the first render neither suspends nor shows its fallback for a moment.
 */
export function preloadable<Props>(load: () => Promise<Module<ComponentType<Props>>>): Preloadable<Props> {
  type Loaded = Module<ComponentType<Props>>;
  let arrived: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (arrived = module),
      (error: unknown) => {
        // A failed download is tried afresh by the next that asks (a preload that failed, then the render).
        loading = null;
        throw error;
      },
    ));
  const Component = lazy(() => {
    const module = arrived;
    // A thenable that answers as soon as it is asked: React reads it before deciding to suspend.
    return module ? ({ then: (resolve: (value: Loaded) => void) => resolve(module) } as unknown as Promise<Loaded>) : preload();
  });
  return { Component, preload };
}

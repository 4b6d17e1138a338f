import { type ComponentType, lazy } from 'react';

/**
 * A component whose code is downloaded when it is first shown (React's `lazy`). `preload` starts the
 * same download earlier (both share it): the router's first page before it renders, a form on the
 * first sign that someone is about to open it. A module that cannot be fetched throws where the
 * component would render, so the nearest error panel says so and offers a reload.
 */
export interface OnDemand<Props> {
  Component: ComponentType<Props>;
  preload(): Promise<unknown>;
}

export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>): OnDemand<Props> {
  type Module = { default: ComponentType<Props> };
  let loading: Promise<Module> | undefined;
  let loaded: Module | undefined;
  const preload = () => {
    loading ??= load().then((Component) => {
      loaded = { default: Component };
      return loaded;
    });
    return loading;
  };
  // A module already here is handed over at once, by a thenable that answers synchronously: given a
  // promise, even a settled one, React suspends until its next microtask. The prerendered first page
  // (preloaded by main.tsx) then hydrates in the same pass as the rest, before anything can change what
  // it shows: a language switch in between made its text differ from the server's (React error 418).
  const ready = (module: Module): PromiseLike<Module> => ({
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React's lazy takes
    then: (resolve) => (resolve ? resolve(module) : module) as never,
  });
  return { Component: lazy(() => (loaded ? ready(loaded) : preload()) as Promise<Module>), preload };
}

/**
 * Props for the control that opens an on-demand component: pointing at it, focusing it or touching it
 * starts the download, so the code is usually there by the time it is pressed. A failed download is
 * left to the component's own render to report.
 */
export const preloadOnIntent = (component: { preload(): Promise<unknown> }) => {
  const start = () => void component.preload().catch(() => undefined);
  return { onPointerEnter: start, onFocus: start, onTouchStart: start };
};

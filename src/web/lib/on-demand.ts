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
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => {
    loading ??= load().then((Component) => ({ default: Component }));
    return loading;
  };
  return { Component: lazy(preload), preload };
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

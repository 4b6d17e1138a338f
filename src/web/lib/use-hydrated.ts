import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a prerendered page is still static HTML (and during hydration), true once React owns it.
 * Forms use it so nothing can be typed or submitted before their handlers exist: a native submit of
 * the static login form would put the password in the URL.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

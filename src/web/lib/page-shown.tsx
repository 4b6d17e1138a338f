import { useLayoutEffect } from 'react';
import { type NavigateOptions, type To, useLocation, useNavigate } from 'react-router';

/** Navigations waiting for their page to be on screen. */
const waiting = new Set<() => void>();

/**
 * Marks each page put on screen. Navigations are transitions: the address changes at once, the page
 * only when its module has loaded and rendered, and this runs then.
 */
export function PageShown() {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once for each page put on screen, which `key` names
  useLayoutEffect(() => {
    for (const resolve of waiting) resolve();
    waiting.clear();
  }, [key]);
  return null;
}

/**
 * `navigate`, resolved once the page it leads to is on screen: what the data router's `navigate`
 * promise gave. For a change that must not reach the page being left (signing out while a signed-in
 * page is still shown would send its guard to /login).
 */
export function useNavigateShown() {
  const navigate = useNavigate();
  return (to: To, options?: NavigateOptions) => {
    const shown = new Promise<void>((resolve) => waiting.add(resolve));
    void navigate(to, options);
    return shown;
  };
}

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORED = 'wifaq-scroll-positions';

/** Where the person was on each history entry, by its key: kept for the tab's life, so a reload restores too. */
const positions: Record<string, number> = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(STORED) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
})();

/** The element a `#hash` names, if any (a malformed escape names none). */
function byHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** What the person does to scroll, or to act on what is shown: their choice wins over a restored place. */
const INTENT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y` now, or as soon as the page is tall enough: a page may render before all of its
 * content (words or data still arriving after a reload). Gives up when the person scrolls or acts,
 * or at the next page (the returned cleanup).
 */
function scrollOnceReachable(y: number): () => void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= y;
  window.scrollTo(0, y);
  if (reachable()) return () => {};
  const growing = new ResizeObserver(() => {
    if (!reachable()) return;
    window.scrollTo(0, y);
    stop();
  });
  const stop = () => {
    growing.disconnect();
    for (const event of INTENT) window.removeEventListener(event, stop);
  };
  growing.observe(document.body);
  for (const event of INTENT) window.addEventListener(event, stop, { passive: true });
  return stop;
}

/**
 * What React Router's `<ScrollRestoration>` did; it exists only with the data router (decision 046). A
 * new navigation starts at the top, or at the `#hash` target; back and forward return to where the
 * person was on that entry, once its page is on screen. Navigations are transitions, so this runs when
 * the next page has rendered, not when the address changed: the browser's own restoration acts on
 * `popstate`, before that page exists, and lands short of a long page's place.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  /** The entry on screen. */
  const shown = useRef(key);
  /** The page the browser loaded: already where the browser (or the person, on a prerendered page) put it. */
  const loaded = useRef(true);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    // Kept across a reload or a visit elsewhere; the browser's own restoration is back for the page
    // that loads then, until this component takes over again.
    const leave = () => {
      positions[shown.current] = window.scrollY;
      sessionStorage.setItem(STORED, JSON.stringify(positions));
      history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);

  useLayoutEffect(() => {
    shown.current = key;
    const first = loaded.current;
    loaded.current = false;
    const saved = navigationType === 'POP' ? positions[key] : undefined;
    const target = hash ? byHash(hash) : null;
    let stopRestoring = () => {};
    if (saved !== undefined) stopRestoring = scrollOnceReachable(saved);
    else if (target) target.scrollIntoView();
    else if (!first) window.scrollTo(0, 0);
    return () => {
      stopRestoring();
      // The place the person leaves: this runs as the next page is committed, before its markup
      // replaces this one's (this component comes before the pages in RouteFrame, and React runs
      // an updated component's layout cleanup as it reaches it), so a shorter next page has not
      // clamped it yet. A scroll listener would miss a scroll whose event had not fired yet.
      positions[key] = window.scrollY;
    };
  }, [key, hash, navigationType]);

  return null;
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Only a path on this site, never `//elsewhere` or `/\elsewhere`: `next` comes from the address bar. */
export function safeNext(next: string | null): string | null {
  return next && /^\/(?![/\\])/.test(next) ? next : null;
}

/**
 * While this page is shown, a click on any link of the app outside it (the header, the menu, the footer)
 * replaces this page's history entry instead of adding one after it: every way onto this page replaces
 * the entry before it (links here carry `replace`) and every way off it replaces it, so the page never
 * stays in the history, and after a quick exit no Back leads to it (decision 054, walkthrough M2). The
 * page's own links already replace; the listener runs in the capture phase, before the router's own.
 */
export function useLeaveByReplacement(page: React.RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || page.current?.contains(link)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      // A link within this page (the skip link to #main) moves nothing in the history.
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate, page]);
}

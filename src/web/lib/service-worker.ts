/**
 * Registers the service worker (src/web/sw.ts, decision 064) once the page has loaded, so its precache
 * downloads never compete with the page's own requests. Production builds only: the dev server has no
 * worker, and a worker left over from a build would serve stale files to it.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (private mode, a refused registration): the app works as a plain web page.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

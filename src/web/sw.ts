/**
 * The service worker (decision 064). Built by vite-plugin-pwa (vite.config.ts) into dist/web/sw.js; its
 * precache list is written in after the prerender (scripts/prerender.ts), so that the offline pages are
 * in it.
 *
 * What it keeps: the build's files only (scripts, styles, the two fonts the pages use, the icons, the
 * offline page in each language), the same for everyone, listed at build time with their revisions.
 * What it never keeps: anything under /api (no route here matches it, so those requests go to the
 * network as if there were no worker), and no page's HTML: every page load goes to the network, and only
 * when that fails is the offline page shown. Nothing it stores is about a person, so signing out leaves
 * nothing personal in Cache Storage.
 */
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { isLanguage, type Language } from '../domain/language.ts';

/** What this file uses of the worker's global scope (the DOM library types the rest of src/web). */
declare const self: {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  navigator: { language?: string };
  /** Chromium's Cookie Store API, in workers too; elsewhere the browser's language decides. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  location: { origin: string };
  registration: {
    showNotification(title: string, options: NotificationOptions & { data?: unknown }): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLike) => void): void;
};

interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface PushLike {
  data: { json(): unknown } | null;
  waitUntil(work: Promise<unknown>): void;
}
interface NotificationClickLike {
  notification: { close(): void; data?: unknown };
  waitUntil(work: Promise<unknown>): void;
}

/** The language cookie the app sets (server/http/spa.ts, LANGUAGE_COOKIE), which picks prerendered pages too. */
const LANGUAGE_COOKIE = 'wifaq_lang';

// A new build takes over at once: its precache holds the files the server now has.
void self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Page loads: the network alone (navigation preload starts it while the worker wakes). Never /api, which
// a link in a mail or a report download may open as a page.
enableNavigationPreload();
registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: [/^\/api\//] }));

// A page load the network could not answer gets the offline page in the reader's language; anything
// else fails as it would without a worker.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await matchPrecache(`/offline/${await readerLanguage()}.html`)) ?? Response.error();
});

/** The language the app last showed on this device (its cookie), else the browser's. */
async function readerLanguage(): Promise<Language> {
  try {
    const chosen = (await self.cookieStore?.get(LANGUAGE_COOKIE))?.value;
    if (isLanguage(chosen)) return chosen;
  } catch {
    // no cookie store here: the browser's language decides
  }
  return self.navigator.language?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/**
 * A notice from the server (issue 30, item 3): its words are written there, in the reader's language
 * (server/notices/push-routes.ts), so the worker only shows them, right to left when they are Arabic.
 */
self.addEventListener('push', (event) => {
  const message = readMessage(event.data?.json());
  if (!message) return;
  const arabic = /[\u0600-\u06FF]/.test(message.title);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      lang: arabic ? 'ar' : 'en',
      dir: arabic ? 'rtl' : 'ltr',
      tag: message.tag,
      data: { url: message.url },
    }),
  );
});

/** Tapping a notice opens its page: in a window of the app already open, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginPath((event.notification.data as { url?: unknown } | undefined)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.navigate(url);
        await open.focus();
      } else {
        await self.clients.openWindow(url);
      }
    })(),
  );
});

function readMessage(data: unknown): { title: string; body: string; url: string; tag?: string } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  return { title, body, url: sameOriginPath(url), ...(typeof tag === 'string' ? { tag } : {}) };
}

/** Only a path of this app: a message can never send the reader elsewhere. */
function sameOriginPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/dashboard';
}

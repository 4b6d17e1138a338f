import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLanguage, type Language } from '../../domain/language.ts';

/** Marks a file the static handler found (status 200, 206 or 304) with its Cache-Control. */
const cacheFound =
  (value: string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if ((c.res.ok || c.res.status === 304) && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', value);
  };

/** The cookie the web app sets with its interface language (src/web/i18n/index.ts). */
export const LANGUAGE_COOKIE = 'wifaq_lang';

/**
 * Which prerendered page a visitor gets: the language the app last showed on this device (its cookie),
 * else an Arabic browser gets Arabic. Its own rule, not the API's (http/language.ts): a page load
 * carries the browser's Accept-Language, not the app's, and there is no session to consult.
 */
export function prerenderLanguage(c: Context): Language {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return c.req.header('accept-language')?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/**
 * Serves the built React app: hashed assets cached for a year, every other path answered with
 * index.html (never cached) so client-side routes work on reload.
 */
export function spaRoutes(webRoot: string) {
  const app = new Hono();
  const indexFile = path.join(webRoot, 'index.html');
  // Public pages prerendered at build time, in the visitor's language: the cookie the app sets, else
  // the browser's Accept-Language.
  for (const route of ['/', '/pricing', '/login', '/how-we-score']) {
    app.get(route, (c, next) => {
      const language = prerenderLanguage(c);
      const file = path.join(webRoot, 'prerendered', language, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
      if (!existsSync(file)) return next();
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Cookie, Accept-Language');
      return c.html(readFileSync(file, 'utf8'));
    });
  }
  if (existsSync(webRoot)) {
    // The header is set once the file is served: serveStatic's onFound runs after the response is made.
    app.use('/assets/*', cacheFound('public, max-age=31536000, immutable'), serveStatic({ root: webRoot }));
    app.use('*', cacheFound('no-cache'), serveStatic({ root: webRoot }));
  }
  // A missing asset (a stale hash after a deploy, a probe) is a 404, never index.html with 200: a
  // script tag must fail loudly, and scanners must not see every guessed file name as present.
  app.all('/assets/*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Not found', 404);
  });
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return app;
}

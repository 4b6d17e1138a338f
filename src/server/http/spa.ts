import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * Serves the built React app: hashed assets cached for a year, every other path answered with
 * index.html (never cached) so client-side routes work on reload.
 */
export function spaRoutes(webRoot: string) {
  const app = new Hono();
  const indexFile = path.join(webRoot, 'index.html');
  // Public pages prerendered at build time, in the visitor's language: the cookie the app sets, else
  // the browser's Accept-Language.
  for (const route of ['/', '/pricing', '/login']) {
    app.get(route, (c, next) => {
      const cookie = /(?:^|;\s*)wifaq_lang=(en|ar)/.exec(c.req.header('cookie') ?? '')?.[1];
      const language = cookie ?? (c.req.header('accept-language')?.toLowerCase().startsWith('ar') ? 'ar' : 'en');
      const file = path.join(webRoot, 'prerendered', language, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
      if (!existsSync(file)) return next();
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Cookie, Accept-Language');
      return c.html(readFileSync(file, 'utf8'));
    });
  }
  if (existsSync(webRoot)) {
    app.use(
      '/assets/*',
      serveStatic({
        root: webRoot,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use('*', serveStatic({ root: webRoot, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }));
  }
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return app;
}

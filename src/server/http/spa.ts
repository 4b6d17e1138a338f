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

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { intlLocale, isLanguage, type Language } from '../../domain/language.ts';
import type { PlansMode } from '../../domain/plans.ts';
import { COMPLETED_ASSESSMENTS_SLOT } from '../../domain/public-figures.ts';
import { DEFAULT_SAFETY_EXIT_URL } from '../../domain/safety.ts';
import { DEFAULT_SAFETY_RESOURCES, type SafetyResourcesConfig } from '../../domain/safety-requests.ts';
import { askedCountry, fillHelpPage } from '../safety/help-page.ts';
import { sessionCookie } from './session.ts';
import { webManifest } from './web-manifest.ts';

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

/** What the server writes into the prerendered pages per request; a bare build serves them as they are. */
export interface PageFacts {
  /** Completed assessments when there are enough to show (marketing/figures.ts), else null. */
  completedAssessments(): Promise<number | null>;
  plansMode: PlansMode;
  /** The operator's help resources and neutral site, for the public help page (decision 060). */
  safety?: { resources: SafetyResourcesConfig; exitUrl: string };
}

const NO_FACTS: Required<PageFacts> = {
  completedAssessments: async () => null,
  plansMode: 'billing',
  safety: { resources: DEFAULT_SAFETY_RESOURCES, exitUrl: DEFAULT_SAFETY_EXIT_URL },
};

/**
 * Serves the built React app: hashed assets cached for a year, every other path answered with
 * index.html (never cached) so client-side routes work on reload.
 */
export function spaRoutes(webRoot: string, facts: PageFacts = NO_FACTS) {
  const app = new Hono();
  const indexFile = path.join(webRoot, 'index.html');
  const read = (language: Language, file: string) => {
    const name = path.join(webRoot, 'prerendered', language, `${file}.html`);
    return existsSync(name) ? readFileSync(name, 'utf8') : null;
  };
  /**
   * Public pages prerendered at build time (web/prerender.tsx), in the visitor's language: the cookie the
   * app sets, else the browser's Accept-Language. The islands pages (decision 043) do not carry the app:
   * a visitor with a session gets the app instead, which shows them signed in.
   */
  const prerendered =
    (page: (language: Language) => Promise<string | null> | string | null, islands = true): MiddlewareHandler =>
    async (c, next) => {
      // Either answer depends on both: a cache must not give one visitor's kind of page to another.
      c.header('Vary', 'Cookie, Accept-Language');
      if (islands && sessionCookie(c) !== undefined) return next();
      const html = await page(prerenderLanguage(c));
      if (html === null) return next();
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    };
  app.get(
    '/',
    prerendered(async (language) => {
      const completed = await facts.completedAssessments();
      if (completed === null) return read(language, 'index');
      // The figure is in the HTML from the first byte: the band never shifts the page.
      const figure = new Intl.NumberFormat(intlLocale(language)).format(completed);
      return read(language, 'index.figures')?.replace(COMPLETED_ASSESSMENTS_SLOT, figure) ?? null;
    }),
  );
  app.get(
    '/pricing',
    prerendered((language) => read(language, facts.plansMode === 'open' ? 'pricing.open' : 'pricing')),
  );
  app.get(
    '/how-we-score',
    prerendered((language) => read(language, 'how-we-score')),
  );
  // The help card for anyone (decision 060), with the operator's services for the asked country written in.
  app.get('/help', async (c, next) => {
    const country = askedCountry(c.req.query('country'), c.req.header('accept-language'));
    return prerendered((language) => {
      const html = read(language, 'help');
      return html === null ? null : fillHelpPage(html, language, { ...(facts.safety ?? NO_FACTS.safety), country });
    })(c, next);
  });
  // The installable app's manifest in the reader's language (decision 064). index.html asks for it with
  // credentials, so the language cookie comes along.
  app.get('/manifest.webmanifest', (c) => {
    c.header('Vary', 'Cookie, Accept-Language');
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    return c.body(JSON.stringify(webManifest(prerenderLanguage(c))));
  });
  // The sign-in page is hydrated by the app; a visitor with a session is sent on from it by the app.
  app.get(
    '/login',
    prerendered((language) => read(language, 'login'), false),
  );
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
  const isPage = pageMatcher(webRoot);
  app.get('*', async (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    // An address no page answers is a 404, with the same app, which shows the not-found page: a soft
    // 404 told crawlers and link checkers that every guessed address exists (issue 29, m11).
    return c.html(readFileSync(indexFile, 'utf8'), (await isPage(c.req.path)) ? 200 : 404);
  });
  return app;
}

/**
 * Whether the app has a page at a path, by the route table the build wrote (page-paths.json, from
 * web/router.tsx), matched as React Router matches it. Without that file (a bare build), every path is
 * taken to be a page, as before.
 */
function pageMatcher(webRoot: string): (pathname: string) => Promise<boolean> {
  const file = path.join(webRoot, 'page-paths.json');
  if (!existsSync(file)) return async () => true;
  const routes = (JSON.parse(readFileSync(file, 'utf8')) as string[]).map((pattern) => ({ path: pattern }));
  // Loaded on the first such request, not at start: most requests are the API's.
  let match: Promise<typeof import('react-router').matchRoutes> | undefined;
  return async (pathname) => {
    match ??= import('react-router').then((module) => module.matchRoutes);
    return (await match)(routes, pathname) !== null;
  };
}

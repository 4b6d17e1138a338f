/**
 * Build-time rendering of the public pages (scripts/prerender.ts): their text is in the HTML, so a
 * phone paints it before any JavaScript has arrived. The sign-in page is then hydrated by the app; the
 * others are islands pages (decision 043): a small script makes their controls work on this markup.
 */
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { CATALOGUE, typeSummary } from '../domain/assessment/catalogue.ts';
import type { Language } from '../domain/language.ts';
import { COMPLETED_ASSESSMENTS_SLOT } from '../domain/public-figures.ts';
import { App } from './App.tsx';
import { PublicLayout } from './components/layouts.tsx';
import LoginPage from './features/auth/LoginPage.tsx';
import HowWeScorePage from './features/how-we-score/HowWeScorePage.tsx';
import LandingPage from './features/landing/LandingPage.tsx';
import { OfflinePage } from './features/offline/OfflinePage.tsx';
import PricingPage from './features/pricing/PricingPage.tsx';
import HelpPage from './features/safety/HelpPage.tsx';
import { howWeScoreLoaded } from './i18n/how-we-score.ts';
import i18n, { loadPageCatalogue, type PageCatalogue, setLanguage } from './i18n/index.ts';
import offlineAr from './i18n/pages/offline.ar.json' with { type: 'json' };
import offlineEn from './i18n/pages/offline.en.json' with { type: 'json' };
import { paths } from './paths.ts';
import { RouteFrame } from './router.tsx';

/** The pages' address patterns, for the server's 404 (scripts/prerender.ts writes them out). */
export { pagePatterns } from './router.tsx';

export interface PrerenderedPage {
  path: string;
  /** dist/web/prerendered/{language}/{file}.html, the name the server asks for (server/http/spa.ts). */
  file: string;
  /** Served with the islands script rather than the app (decision 043). */
  islands: boolean;
  element: React.ReactNode;
}

/** The catalogue as `GET /api/assessment-types` gives it: the landing lists it without asking. */
const catalogue = CATALOGUE.map(typeSummary);

/**
 * Each page, and the variants the server chooses between per request: the landing with the count of
 * completed assessments (a slot the server fills) or without; pricing on a server whose plans are all
 * open (PLANS_MODE=open) or billed.
 */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { path: paths.home, file: 'index', islands: true, element: <LandingPage catalogue={catalogue} completed={null} /> },
  {
    path: paths.home,
    file: 'index.figures',
    islands: true,
    element: <LandingPage catalogue={catalogue} completed={COMPLETED_ASSESSMENTS_SLOT} />,
  },
  { path: paths.pricing, file: 'pricing', islands: true, element: <PricingPage openPlans={false} /> },
  { path: paths.pricing, file: 'pricing.open', islands: true, element: <PricingPage openPlans /> },
  { path: paths.howWeScore, file: 'how-we-score', islands: true, element: <HowWeScorePage /> },
  // The operator's countries, services and neutral site are written in by the server (server/safety/help-page.ts).
  { path: paths.help(), file: 'help', islands: true, element: <HelpPage prerendered /> },
  { path: paths.login, file: 'login', islands: false, element: <LoginPage /> },
];

/** The page catalogues (i18n/pages) each prerendered page's words are in, as its route in router.tsx names them. */
const PRERENDERED_CATALOGUES: Partial<Record<string, PageCatalogue[]>> = {
  [paths.home]: ['landing'],
  [paths.pricing]: ['pricing'],
  [paths.login]: ['login'],
  // "How we score" quotes a result's notes, which are the results pages' words.
  [paths.howWeScore]: ['results'],
  [paths.help()]: ['checkIn'],
};

export async function render(page: PrerenderedPage, language: Language): Promise<{ html: string; title: string }> {
  await setLanguage(language, { remember: false });
  // Its text is a catalogue of its own: loaded first, so the page renders it rather than suspending.
  if (page.path === paths.howWeScore) await howWeScoreLoaded(language);
  await Promise.all((PRERENDERED_CATALOGUES[page.path] ?? []).map(loadPageCatalogue));
  // The app's own tree around the page (the login page is hydrated by it).
  const rendered = renderToString(
    <App>
      <StaticRouter location={page.path}>
        <RouteFrame>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route path={page.path} element={page.element} />
            </Route>
          </Routes>
        </RouteFrame>
      </StaticRouter>
    </App>,
  );
  // React writes <title> where the page declares it; the document's head gets it instead.
  const title = /<title>(.*?)<\/title>/.exec(rendered)?.[1] ?? 'Wifaq';
  return { html: rendered.replace(/<title>.*?<\/title>/g, ''), title };
}

/**
 * The page the service worker shows when a page load finds no network (src/web/sw.ts): no layout, no
 * router, no script of the app, only its styles. Its words are read here, not by the app, which never
 * shows them.
 */
export async function renderOffline(language: Language): Promise<{ html: string; title: string }> {
  await setLanguage(language, { remember: false });
  i18n.addResourceBundle(language, 'translation', language === 'ar' ? offlineAr : offlineEn, true, true);
  const rendered = renderToString(<OfflinePage />);
  const title = /<title>(.*?)<\/title>/.exec(rendered)?.[1] ?? 'Wifaq';
  return { html: rendered.replace(/<title>.*?<\/title>/g, ''), title };
}

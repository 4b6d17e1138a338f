/**
 * Build-time rendering of the public pages (scripts/prerender.ts): their text is in the HTML, so a
 * phone paints it before any JavaScript has arrived. The browser then renders the same markup.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Language } from '../domain/language.ts';
import { PublicLayout } from './components/layouts.tsx';
import LoginPage from './features/auth/LoginPage.tsx';
import HowWeScorePage from './features/how-we-score/HowWeScorePage.tsx';
import LandingPage from './features/landing/LandingPage.tsx';
import PricingPage from './features/pricing/PricingPage.tsx';
import { howWeScoreLoaded } from './i18n/how-we-score.ts';
import { setLanguage } from './i18n/index.ts';
import { paths } from './paths.ts';
import { AuthProvider } from './session/AuthProvider.tsx';

export const PRERENDERED_PATHS = [paths.home, paths.pricing, paths.login, paths.howWeScore];

export async function render(path: string, language: Language): Promise<{ html: string; title: string }> {
  await setLanguage(language, { remember: false });
  // Its text is a catalogue of its own: loaded first, so the page renders it rather than suspending.
  if (path === paths.howWeScore) await howWeScoreLoaded(language);
  const router = createMemoryRouter(
    [
      {
        Component: PublicLayout,
        children: [
          { path: paths.home, Component: LandingPage },
          { path: paths.pricing, Component: PricingPage },
          { path: paths.login, Component: LoginPage },
          { path: paths.howWeScore, Component: HowWeScorePage },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const rendered = renderToString(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  // React writes <title> where the page declares it; the document's head gets it instead.
  const title = /<title>(.*?)<\/title>/.exec(rendered)?.[1] ?? 'Wifaq';
  return { html: rendered.replace(/<title>.*?<\/title>/g, ''), title };
}

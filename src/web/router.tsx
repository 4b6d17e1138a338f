import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { AppLayout, PublicLayout } from './components/layouts.tsx';
import { RootError, RouteError } from './components/RouteError.tsx';
import { FullPageSpinner } from './components/ui/Spinner.tsx';
import { loadPageCatalogue, type PageCatalogue } from './i18n/index.ts';
import { paths } from './paths.ts';
import { loadResultsPage } from './route-modules.ts';
import { RequireAuth } from './session/RequireAuth.tsx';

/**
 * Route modules load on demand so a phone downloads only the page it shows. A module that cannot be
 * fetched (a lost connection, a deploy that replaced it) becomes a page that throws, so the route's
 * error boundary shows it inside the layout: React Router leaves a route whose `lazy` rejected
 * unrendered, and the screen would go blank. The panel offers a reload, which fetches it afresh.
 */
const lazyPage = (load: () => Promise<React.ComponentType>) => async () => {
  try {
    return { Component: await load() };
  } catch (error) {
    return {
      Component: function ModuleFailed(): never {
        throw error;
      },
    };
  }
};
/** The query cache's layer (lib/QueryLayer.tsx), loaded only with the routes that read server data. */
const withQueries = lazyPage(async () => (await import('./lib/QueryLayer.tsx')).QueryLayer);
const page = (load: () => Promise<{ default: React.ComponentType }>) => lazyPage(async () => (await load()).default);

/**
 * A page with words of its own (i18n/pages): the code and the words load side by side. A route names
 * every catalogue its modules write keys of (i18n/route-words.test.ts checks it).
 */
const pageWithWords = (catalogues: PageCatalogue[], load: () => Promise<{ default: React.ComponentType }>) =>
  page(async () => (await Promise.all([load(), ...catalogues.map(loadPageCatalogue)]))[0]);

/** Each page fails on its own: the layout stays, and the error panel shows where the page would be. */
const guarded = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => ({ ErrorBoundary: RouteError, ...route }));

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const router = createBrowserRouter([
  {
    Component: Root,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RootError,
    children: [
      {
        Component: PublicLayout,
        children: [
          ...guarded([
            // Its own chunk like every page: it arrives prerendered (the chunk loads after the first
            // paint), and signed-in pages no longer carry it.
            { path: paths.home, lazy: pageWithWords(['landing'], () => import('./features/landing/LandingPage.tsx')) },
            {
              path: paths.signup,
              lazy: pageWithWords(['signup', 'login'], () => import('./features/auth/SignupPage.tsx')),
            },
            { path: paths.login, lazy: pageWithWords(['login'], () => import('./features/auth/LoginPage.tsx')) },
            ...(
              [
                [paths.forgotPassword, 'ForgotPasswordPage'],
                [paths.resetPassword, 'ResetPasswordPage'],
                [paths.verifyEmail, 'VerifyEmailPage'],
                [paths.undoEmailChange, 'UndoEmailChangePage'],
              ] as const
            ).map(([path, name]) => ({
              path,
              lazy: lazyPage(async () => {
                const [pages] = await Promise.all([
                  import('./features/auth/RecoveryPages.tsx'),
                  loadPageCatalogue('recovery'),
                  loadPageCatalogue('login'),
                ]);
                return pages[name];
              }),
            })),
            {
              path: paths.pricing,
              lazy: pageWithWords(['pricing'], () => import('./features/pricing/PricingPage.tsx')),
            },
            {
              path: paths.privacy,
              lazy: lazyPage(async () => (await import('./features/legal/LegalPage.tsx')).PrivacyPage),
            },
            {
              path: paths.terms,
              lazy: lazyPage(async () => (await import('./features/legal/LegalPage.tsx')).TermsPage),
            },
            {
              path: paths.howWeScore,
              lazy: lazyPage(async () =>
                (await import('./features/how-we-score/HowWeScorePage.tsx')).loadHowWeScorePage(),
              ),
            },
            {
              path: paths.contact,
              lazy: pageWithWords(['contact'], () => import('./features/contact/ContactPage.tsx')),
            },
            // Unknown addresses (the server answers them all with the app) get a real "not found" page.
            { path: '*', lazy: page(() => import('./features/not-found/NotFoundPage.tsx')) },
          ]),
          {
            lazy: withQueries,
            children: guarded([
              {
                path: paths.coupleJoin,
                lazy: pageWithWords(['couple'], () => import('./features/couple/JoinPage.tsx')),
              },
              {
                path: paths.familyJoin,
                lazy: pageWithWords(['family', 'couple'], () => import('./features/family/FamilyJoinPage.tsx')),
              },
            ]),
          },
        ],
      },
      {
        lazy: withQueries,
        children: [
          {
            Component: RequireAuth,
            children: [
              {
                Component: AppLayout,
                children: guarded([
                  {
                    path: paths.dashboard,
                    lazy: pageWithWords(
                      ['dashboard', 'together'],
                      () => import('./features/dashboard/DashboardPage.tsx'),
                    ),
                  },
                  {
                    path: paths.assessments,
                    lazy: pageWithWords(['selection'], () => import('./features/assessments/SelectionPage.tsx')),
                  },
                  {
                    path: paths.assessmentSelection,
                    lazy: pageWithWords(['selection'], () => import('./features/assessments/SelectionPage.tsx')),
                  },
                  {
                    path: '/assessment/:type',
                    lazy: pageWithWords(
                      ['questionnaire'],
                      () => import('./features/questionnaire/QuestionnairePage.tsx'),
                    ),
                  },
                  { path: '/results/:id', lazy: pageWithWords(['results'], loadResultsPage) },
                  {
                    path: '/check-in',
                    lazy: pageWithWords(['checkIn'], () => import('./features/safety/CheckInPage.tsx')),
                  },
                  {
                    path: paths.coupleInvite,
                    lazy: pageWithWords(['couple', 'together'], () => import('./features/couple/InvitePage.tsx')),
                  },
                  {
                    // Every settings page but the index leads back to it.
                    lazy: pageWithWords(['settings'], () => import('./features/settings/SettingsLayout.tsx')),
                    children: guarded([
                      {
                        path: paths.settings,
                        lazy: pageWithWords(['settings'], () => import('./features/settings/SettingsPage.tsx')),
                      },
                      {
                        path: paths.settingsProfile,
                        lazy: pageWithWords(
                          ['profile', 'signup'],
                          () => import('./features/settings/ProfileSettingsPage.tsx'),
                        ),
                      },
                      {
                        path: paths.settingsSecurity,
                        lazy: pageWithWords(
                          ['security', 'recovery', 'login'],
                          () => import('./features/settings/SecuritySettingsPage.tsx'),
                        ),
                      },
                      {
                        path: paths.settingsBilling,
                        lazy: pageWithWords(
                          ['billing', 'pricing'],
                          () => import('./features/settings/BillingSettingsPage.tsx'),
                        ),
                      },
                      {
                        path: paths.settingsPrivacy,
                        lazy: pageWithWords(['privacy'], () => import('./features/settings/PrivacySettingsPage.tsx')),
                      },
                    ]),
                  },
                  {
                    path: '/couple/results/:id',
                    lazy: pageWithWords(
                      ['pairReport', 'results', 'together'],
                      () => import('./features/couple/CoupleReportPage.tsx'),
                    ),
                  },
                  {
                    path: paths.family,
                    lazy: pageWithWords(
                      ['family', 'couple', 'together'],
                      () => import('./features/family/FamilyPage.tsx'),
                    ),
                  },
                  {
                    path: paths.progress,
                    lazy: pageWithWords(['progress', 'together'], () => import('./features/progress/ProgressPage.tsx')),
                  },
                  {
                    path: paths.timeline,
                    lazy: pageWithWords(['timeline', 'together'], () => import('./features/timeline/TimelinePage.tsx')),
                  },
                  {
                    path: '/family/results/:id',
                    lazy: pageWithWords(
                      ['family', 'pairReport', 'results', 'together'],
                      () => import('./features/family/FamilyReportPage.tsx'),
                    ),
                  },
                  {
                    // Its own chunk; its loader answers anyone but an operator with the not-found page.
                    path: '/admin/:section?',
                    lazy: async () => {
                      try {
                        const [module] = await Promise.all([
                          import('./features/admin/AdminPage.tsx'),
                          loadPageCatalogue('admin'),
                        ]);
                        return { loader: module.adminLoader, Component: module.default };
                      } catch (error) {
                        return lazyPage(() => Promise.reject(error))();
                      }
                    },
                  },
                ]),
              },
            ],
          },
        ],
      },
    ],
  },
]);

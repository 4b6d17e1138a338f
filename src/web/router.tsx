import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { AppLayout, PublicLayout } from './components/layouts.tsx';
import { RootError, RouteError } from './components/RouteError.tsx';
import { ScrollRestoration } from './components/ScrollRestoration.tsx';
import { FullPageSpinner } from './components/ui/Spinner.tsx';
import { adoptPreferredLanguage, loadPageCatalogue, type PageCatalogue } from './i18n/index.ts';
import { type OnDemand, onDemand } from './lib/on-demand.ts';
import { PageShown } from './lib/page-shown.tsx';
import { paths } from './paths.ts';
import { loadResultsPage } from './route-modules.ts';
import { RequireAuth } from './session/RequireAuth.tsx';

/**
 * Route modules load on demand (lib/on-demand.ts), so a phone downloads only the page it shows;
 * main.tsx preloads the first page's before rendering. A module that cannot be fetched throws where the
 * page would render, so the route's error panel shows it inside the layout; its reload fetches it afresh.
 */
type RouteModule = OnDemand<object>;
const routeModule = (load: () => Promise<ComponentType>): RouteModule => onDemand(load);

/** The query cache's layer (lib/QueryLayer.tsx), loaded only with the routes that read server data. */
const withQueries = routeModule(async () => (await import('./lib/QueryLayer.tsx')).QueryLayer);
const page = (load: () => Promise<{ default: ComponentType }>) => routeModule(async () => (await load()).default);

/**
 * A page with words of its own (i18n/pages): the code and the words load side by side. A route names
 * every catalogue its modules write keys of (i18n/route-words.test.ts checks it).
 */
const pageWithWords = (catalogues: PageCatalogue[], load: () => Promise<{ default: ComponentType }>) =>
  page(async () => (await Promise.all([load(), ...catalogues.map(loadPageCatalogue)]))[0]);

/** A route as declared here: a layout or guard shown as it is, or a module loaded on demand. */
interface AppRoute {
  path?: string;
  Component?: ComponentType;
  module?: RouteModule;
  /** A page fails on its own: the layout stays, and the error panel shows where the page would be. */
  guarded?: boolean;
  children?: AppRoute[];
}

const guarded = (routes: AppRoute[]): AppRoute[] => routes.map((route) => ({ ...route, guarded: true }));

const appRoutes: AppRoute[] = [
  {
    Component: PublicLayout,
    children: [
      ...guarded([
        // Its own chunk like every page: it arrives prerendered (the chunk loads after the first
        // paint), and signed-in pages no longer carry it.
        { path: paths.home, module: pageWithWords(['landing'], () => import('./features/landing/LandingPage.tsx')) },
        {
          path: paths.signup,
          module: pageWithWords(['signup', 'login'], () => import('./features/auth/SignupPage.tsx')),
        },
        { path: paths.login, module: pageWithWords(['login'], () => import('./features/auth/LoginPage.tsx')) },
        ...(
          [
            [paths.forgotPassword, 'ForgotPasswordPage'],
            [paths.resetPassword, 'ResetPasswordPage'],
            [paths.verifyEmail, 'VerifyEmailPage'],
            [paths.undoEmailChange, 'UndoEmailChangePage'],
          ] as const
        ).map(([path, name]) => ({
          path,
          module: routeModule(async () => {
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
          module: pageWithWords(['pricing'], () => import('./features/pricing/PricingPage.tsx')),
        },
        {
          path: paths.privacy,
          module: routeModule(async () => (await import('./features/legal/LegalPage.tsx')).PrivacyPage),
        },
        {
          path: paths.terms,
          module: routeModule(async () => (await import('./features/legal/LegalPage.tsx')).TermsPage),
        },
        {
          path: paths.howWeScore,
          // It quotes a result's notes, which are the results pages' words.
          module: routeModule(
            async () =>
              (
                await Promise.all([
                  import('./features/how-we-score/HowWeScorePage.tsx').then((m) => m.loadHowWeScorePage()),
                  loadPageCatalogue('results'),
                ])
              )[0],
          ),
        },
        {
          path: paths.contact,
          module: pageWithWords(['contact'], () => import('./features/contact/ContactPage.tsx')),
        },
        // Unknown addresses (the server answers them 404 with the app) get a real "not found" page.
        { path: '*', module: page(() => import('./components/NotFoundPage.tsx')) },
      ]),
      {
        module: withQueries,
        children: guarded([
          {
            path: paths.coupleJoin,
            module: pageWithWords(['couple'], () => import('./features/couple/JoinPage.tsx')),
          },
          {
            path: paths.familyJoin,
            module: pageWithWords(['family', 'couple'], () => import('./features/family/FamilyJoinPage.tsx')),
          },
          // Public, for anyone (decision 060): prerendered for visitors without a session.
          { path: paths.help(), module: pageWithWords(['checkIn'], () => import('./features/safety/HelpPage.tsx')) },
        ]),
      },
    ],
  },
  {
    module: withQueries,
    children: [
      {
        Component: RequireAuth,
        children: [
          {
            Component: AppLayout,
            children: guarded([
              {
                path: paths.dashboard,
                module: pageWithWords(
                  ['dashboard', 'together', 'weeklyPlan'],
                  () => import('./features/dashboard/DashboardPage.tsx'),
                ),
              },
              {
                path: paths.assessments,
                module: pageWithWords(['selection'], () => import('./features/assessments/SelectionPage.tsx')),
              },
              {
                path: paths.assessmentSelection,
                module: pageWithWords(['selection'], () => import('./features/assessments/SelectionPage.tsx')),
              },
              {
                path: '/assessment/:type',
                module: pageWithWords(
                  ['questionnaire'],
                  () => import('./features/questionnaire/QuestionnairePage.tsx'),
                ),
              },
              { path: '/results/:id', module: pageWithWords(['results', 'weeklyPlan'], loadResultsPage) },
              {
                path: '/check-in',
                module: pageWithWords(['checkIn'], () => import('./features/safety/CheckInPage.tsx')),
              },
              {
                path: paths.coupleInvite,
                module: pageWithWords(['couple', 'together'], () => import('./features/couple/InvitePage.tsx')),
              },
              {
                // Every settings page but the index leads back to it.
                module: pageWithWords(['settings'], () => import('./features/settings/SettingsLayout.tsx')),
                children: guarded([
                  {
                    path: paths.settings,
                    module: pageWithWords(['settings'], () => import('./features/settings/SettingsPage.tsx')),
                  },
                  {
                    path: paths.settingsProfile,
                    module: pageWithWords(
                      ['profile', 'signup'],
                      () => import('./features/settings/ProfileSettingsPage.tsx'),
                    ),
                  },
                  {
                    path: paths.settingsSecurity,
                    module: pageWithWords(
                      ['security', 'recovery', 'login'],
                      () => import('./features/settings/SecuritySettingsPage.tsx'),
                    ),
                  },
                  {
                    path: paths.settingsBilling,
                    module: pageWithWords(
                      ['billing', 'pricing'],
                      () => import('./features/settings/BillingSettingsPage.tsx'),
                    ),
                  },
                  {
                    path: paths.settingsNotices,
                    module: pageWithWords(['notices'], () => import('./features/settings/NoticeSettingsPage.tsx')),
                  },
                  {
                    path: paths.settingsPrivacy,
                    module: pageWithWords(['privacy'], () => import('./features/settings/PrivacySettingsPage.tsx')),
                  },
                ]),
              },
              {
                path: '/couple/results/:id',
                module: pageWithWords(
                  ['pairReport', 'results', 'together'],
                  () => import('./features/couple/CoupleReportPage.tsx'),
                ),
              },
              {
                path: paths.family,
                module: pageWithWords(
                  ['family', 'couple', 'together'],
                  () => import('./features/family/FamilyPage.tsx'),
                ),
              },
              {
                path: paths.progress,
                module: pageWithWords(
                  ['progress', 'together', 'weeklyPlan'],
                  () => import('./features/progress/ProgressPage.tsx'),
                ),
              },
              {
                path: '/weekly-plans/:id',
                module: pageWithWords(['weeklyPlan'], () => import('./features/weekly-plan/WeeklyPlanPage.tsx')),
              },
              {
                path: paths.timeline,
                module: pageWithWords(['timeline', 'together'], () => import('./features/timeline/TimelinePage.tsx')),
              },
              {
                path: '/family/results/:id',
                module: pageWithWords(
                  ['family', 'pairReport', 'results', 'together'],
                  () => import('./features/family/FamilyReportPage.tsx'),
                ),
              },
              {
                // Its own chunk; it asks whether the person is an operator before showing anything.
                path: '/admin/:section?',
                module: pageWithWords(['admin'], () => import('./features/admin/AdminPage.tsx')),
              },
            ]),
          },
        ],
      },
    ],
  },
];

/** Each route's module, to preload the ones an address shows. */
const modules = new Map<RouteObject, RouteModule>();

function toRouteObject({ path, Component, module, guarded, children }: AppRoute): RouteObject {
  const Shown = module?.Component ?? Component;
  const element = Shown ? <Shown /> : undefined;
  const route: RouteObject = {
    path,
    element: guarded ? <ErrorBoundary fallback={<RouteError />}>{element}</ErrorBoundary> : element,
    children: children?.map(toRouteObject),
  };
  if (module) modules.set(route, module);
  return route;
}

const routes = appRoutes.map(toRouteObject);

/**
 * Every address pattern a page answers, but the catch-all: the build writes them beside index.html
 * (scripts/prerender.ts), and the server answers any other path 404 with the same app, which shows the
 * not-found page (issue 29, m11).
 */
export function pagePatterns(list: AppRoute[] = appRoutes): string[] {
  return list.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...pagePatterns(route.children ?? []),
  ]);
}

/** Loads the modules (and words) of the page at `pathname`, as a visit would. */
export const preloadRoute = (pathname: string) =>
  Promise.all((matchRoutes(routes, pathname) ?? []).map(({ route }) => modules.get(route)?.preload()));

/** The app's pages at the router's address. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Everything around the pages, inside the router; the prerender renders its pages in it too, so
 * hydration meets the same tree (useId counts the siblings on the way).
 *
 * React Router's declarative mode (decision 046): its data router weighed 18 KB more on every page.
 * Navigations are transitions (BrowserRouter wraps its updates in `startTransition`), and the one
 * Suspense boundary is above every layout: the page on screen stays while the next one's module
 * loads, rather than a spinner flashing. The spinner shows only when nothing is on screen yet.
 */
/**
 * After the page is hydrated, not before: the first render must match the language the server rendered.
 * Inside the page's Suspense boundary, because React hydrates what a boundary holds after the rest
 * (selective hydration): outside it, the switch could land first, and the page's text then differed
 * from the server's (React error 418, one run in eight).
 */
function PreferredLanguage() {
  useEffect(() => {
    void adoptPreferredLanguage();
  }, []);
  return null;
}

export function RouteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <ScrollRestoration />
      <PageShown />
      <ErrorBoundary fallback={<RootError />}>
        <Suspense fallback={<FullPageSpinner />}>
          {children}
          <PreferredLanguage />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

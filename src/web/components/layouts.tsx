import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { paths } from '../paths.ts';
import { useAuth } from '../session/AuthProvider.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader, SkipLink } from './SiteHeader.tsx';
import { Button, ButtonLink } from './ui/Button.tsx';

const linkStyle =
  'min-h-11 items-center whitespace-nowrap rounded-xl px-2 text-sm font-semibold text-stone-700 hover:bg-brand-50 hover:text-brand-800 sm:px-3';
/** Links that make room on a phone (the page itself offers them there). */
const wideScreenLink = `hidden sm:inline-flex ${linkStyle}`;
const alwaysLink = `inline-flex ${linkStyle}`;

/** Public pages: pricing, login and sign-up in the top bar; the footer's legal links. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader>
        <Link to={paths.pricing} className={wideScreenLink}>
          {t('nav.pricing')}
        </Link>
        {user ? (
          <ButtonLink to={paths.dashboard} className="min-h-10 whitespace-nowrap px-3 text-sm sm:px-4">
            {t('nav.dashboard')}
          </ButtonLink>
        ) : (
          <>
            <Link to={paths.login} className={alwaysLink}>
              {t('nav.login')}
            </Link>
            <ButtonLink to={paths.signup} className="min-h-10 whitespace-nowrap px-3 text-sm sm:px-4">
              {t('nav.signup')}
            </ButtonLink>
          </>
        )}
      </SiteHeader>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

/** Signed-in pages: the dashboard link and logout; logout returns to the landing page. */
export function AppLayout() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader home={paths.dashboard}>
        <Link to={paths.dashboard} className={wideScreenLink}>
          {t('nav.dashboard')}
        </Link>
        <Link to={paths.progress} className={wideScreenLink}>
          {t('nav.progress')}
        </Link>
        <Link to={paths.timeline} className={wideScreenLink}>
          {t('nav.timeline')}
        </Link>
        <Button
          variant="ghost"
          className="min-h-11 whitespace-nowrap px-2 text-sm sm:px-3"
          onClick={async () => {
            // Leave the guarded pages first (the landing module may still be loading): signing out
            // while they are shown would send the guard to /login instead.
            await navigate(paths.home);
            await signOut();
          }}
        >
          {t('nav.logout')}
        </Button>
      </SiteHeader>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useFormat } from '../i18n/format.ts';
import { useNavigateShown } from '../lib/page-shown.tsx';
import { forgetUnsent, unsentCount } from '../lib/unsent-answers.ts';
import { paths } from '../paths.ts';
import { useAuth } from '../session/AuthProvider.tsx';
import { MenuButton, MenuGroup, MenuLink } from './MobileMenu.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader, SkipLink } from './SiteHeader.tsx';
import { Button, ButtonLink } from './ui/Button.tsx';

/**
 * Shown only to someone whose address is not confirmed yet, so its code, and react-i18next's `Trans`
 * with its markup parser (4.8 KB of gzip), loads for them alone rather than with every page.
 */
const VerifyEmailBanner = lazy(async () => ({ default: (await import('./VerifyEmailBanner.tsx')).VerifyEmailBanner }));

const linkStyle =
  'min-h-11 items-center whitespace-nowrap rounded-xl px-2 text-sm font-semibold text-stone-700 hover:bg-brand-50 hover:text-brand-800 sm:px-3';
/** Links that make room on a phone (the menu offers them there). */
const wideScreenLink = `hidden sm:inline-flex ${linkStyle}`;

/**
 * Logout returns to the landing page. Answers this device has not sent yet would otherwise stay on it
 * after the session (a shared device): the person is told how many, and may stay signed in to let them
 * go through; signing out removes them (decision 050).
 */
function useLogout() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const { signOut } = useAuth();
  const navigate = useNavigateShown();
  return async () => {
    const unsent = unsentCount();
    if (unsent > 0 && !window.confirm(t('nav.logoutUnsent', { n: number(unsent) }))) return;
    forgetUnsent();
    // Leave the guarded pages first (the landing module may still be loading): signing out
    // while they are shown would send the guard to /login instead.
    await navigate(paths.home);
    await signOut();
  };
}

/** The small-screen menu: every destination of the wide header, and the settings when signed in. */
function SiteMenu() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const logout = useLogout();
  if (!user) {
    return (
      <MenuGroup>
        <MenuLink to={paths.home}>{t('nav.home')}</MenuLink>
        <MenuLink to={paths.pricing}>{t('nav.pricing')}</MenuLink>
        <MenuLink to={paths.login}>{t('nav.login')}</MenuLink>
        <MenuLink to={paths.signup}>{t('nav.signup')}</MenuLink>
      </MenuGroup>
    );
  }
  return (
    <>
      <MenuGroup>
        <MenuLink to={paths.dashboard}>{t('nav.dashboard')}</MenuLink>
        <MenuLink to={paths.progress}>{t('nav.progress')}</MenuLink>
        <MenuLink to={paths.timeline}>{t('nav.timeline')}</MenuLink>
        <MenuLink to={paths.family}>{t('nav.family')}</MenuLink>
        <MenuLink to={paths.pricing}>{t('nav.pricing')}</MenuLink>
      </MenuGroup>
      <MenuGroup label={t('nav.settings')}>
        <MenuLink to={paths.settingsProfile}>{t('profileSettings.title')}</MenuLink>
        <MenuLink to={paths.settingsSecurity}>{t('security.title')}</MenuLink>
        <MenuLink to={paths.settingsPrivacy}>{t('privacySettings.title')}</MenuLink>
      </MenuGroup>
      <MenuGroup>
        <MenuButton onClick={() => void logout()}>{t('nav.logout')}</MenuButton>
      </MenuGroup>
    </>
  );
}

/** Public pages: pricing, login and sign-up in the top bar; the footer's legal links. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader menu={<SiteMenu />}>
        <Link to={paths.pricing} className={wideScreenLink}>
          {t('nav.pricing')}
        </Link>
        {user ? (
          <ButtonLink to={paths.dashboard} className="min-h-10 whitespace-nowrap px-3 text-sm sm:px-4">
            {t('nav.dashboard')}
          </ButtonLink>
        ) : (
          <>
            <Link to={paths.login} className={wideScreenLink}>
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

/** Signed-in pages: the dashboard, progress, timeline, family and settings links and logout (in the menu on a phone). */
export function AppLayout() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const logout = useLogout();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader home={paths.dashboard} menu={<SiteMenu />}>
        <Link to={paths.dashboard} className={wideScreenLink}>
          {t('nav.dashboard')}
        </Link>
        <Link to={paths.progress} className={wideScreenLink}>
          {t('nav.progress')}
        </Link>
        <Link to={paths.timeline} className={wideScreenLink}>
          {t('nav.timeline')}
        </Link>
        {/* These two from md up: between sm and md the bar has no room for them (the dashboard links to each page). */}
        <Link to={paths.family} className={`hidden md:inline-flex ${linkStyle}`}>
          {t('nav.family')}
        </Link>
        <Link to={paths.settings} className={`hidden md:inline-flex ${linkStyle}`}>
          {t('nav.settings')}
        </Link>
        <Button
          variant="ghost"
          className="min-h-11 whitespace-nowrap px-2 text-sm max-sm:hidden sm:px-3"
          onClick={() => void logout()}
        >
          {t('nav.logout')}
        </Button>
      </SiteHeader>
      {profile && !profile.email_verified ? (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      ) : null}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths.ts';
import { LanguageToggle } from './LanguageToggle.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';

/**
 * Top bar: the logo goes home (or to the dashboard when signed in); `children` are the page's links,
 * `menu` the entries of the small-screen menu (which has room for every destination).
 */
export function SiteHeader({
  home = paths.home,
  children,
  menu,
}: {
  home?: string;
  children?: ReactNode;
  menu?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-10 border-b border-stone-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
        <Link to={home} className="shrink-0 rounded-lg" aria-label={`${t('app.name')} — ${t('nav.home')}`}>
          <Logo />
        </Link>
        <nav aria-label={t('nav.main')} className="flex items-center gap-0.5 sm:gap-2">
          {children}
          <LanguageToggle />
          {menu && <MobileMenu>{menu}</MobileMenu>}
        </nav>
      </div>
    </header>
  );
}

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-20 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
    >
      {t('app.skipToContent')}
    </a>
  );
}

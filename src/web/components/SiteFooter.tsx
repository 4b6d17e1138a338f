import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocale } from '../../domain/language.ts';
import { currentLanguage } from '../i18n/index.ts';
import { paths } from '../paths.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  // The current year (the spec's fixed 2025 read as stale from 2026 on, issue #19).
  const year = new Intl.NumberFormat(intlLocale(currentLanguage()), { useGrouping: false }).format(
    new Date().getFullYear(),
  );
  const links = [
    { to: paths.howWeScore, label: t('trust.howWeScore') },
    { to: paths.privacy, label: t('nav.privacy') },
    { to: paths.terms, label: t('nav.terms') },
    { to: paths.contact, label: t('nav.contact') },
  ];
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label={t('nav.footer')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-stone-700 underline-offset-4 hover:text-brand-800 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* A page prerendered in an earlier year says that year until the app or the islands script (which
            reads data-year) takes over; no hydration error for it. */}
        <p className="text-sm text-stone-600" data-year={year} suppressHydrationWarning>
          {t('nav.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}

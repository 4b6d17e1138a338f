import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LineIcon } from '../../components/LineIcon.tsx';
import { paths } from '../../paths.ts';

/** The settings pages: each one but the index starts with the way back to it. */
export default function SettingsLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pathname === paths.settings) return <Outlet />;
  return (
    <>
      <nav aria-label={t('settings.breadcrumb')} className="mx-auto max-w-2xl px-4 pt-6 sm:px-6 sm:pt-8">
        <Link
          to={paths.settings}
          className="-ms-2 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <LineIcon d="m15 18-6-6 6-6" className="size-4 rtl:-scale-x-100" />
          {t('settings.title')}
        </Link>
      </nav>
      {/* The page's own top space is for a page that starts the screen; under the way back it is less. */}
      <div className="*:pt-4 sm:*:pt-6">
        <Outlet />
      </div>
    </>
  );
}

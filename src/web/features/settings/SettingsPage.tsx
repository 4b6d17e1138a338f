import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../components/LineIcon.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { billingQueries } from '../../lib/billing-api.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

/**
 * The settings pages, each under its own page's title with what it holds in one line. Only pages that exist are listed.
 */
const SECTIONS = [
  {
    key: 'profile',
    title: 'profileSettings.title',
    to: paths.settingsProfile,
    // A person's outline.
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  },
  {
    key: 'security',
    title: 'security.title',
    to: paths.settingsSecurity,
    // A shield.
    icon: 'M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6l-7-3Z',
  },
  {
    key: 'billing',
    title: 'billing.title',
    to: paths.settingsBilling,
    // A card.
    icon: 'M3 7h18v11H3zM3 11h18M7 15h3',
  },
  {
    key: 'notices',
    title: 'settings.notices.title',
    to: paths.settingsNotices,
    // An envelope.
    icon: 'M3 6h18v12H3zM3 7l9 6 9-6',
  },
  {
    key: 'privacy',
    title: 'privacySettings.title',
    to: paths.settingsPrivacy,
    // A padlock.
    icon: 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v10H6z',
  },
] as const;

/** The operator console, listed only for operators (the console's own 404 tells everyone else apart). */
const CONSOLE = {
  key: 'admin',
  title: 'admin.title',
  to: paths.admin(),
  // A window with a chart.
  icon: 'M4 5h16v14H4zM8 15v-3M12 15V9M16 15v-5',
} as const;

/** /settings: the index of the person's settings. */
export default function SettingsPage() {
  const { t } = useTranslation();
  // Plans and payments only where there are plans to tell apart (PLANS_MODE=billing).
  const billing = useQuery(billingQueries.state());
  // Listed for an operator without two-factor sign-in too: the console tells them to turn it on. The
  // profile says who holds the role, so nobody else's settings ask the console (issue 29, m10).
  const operator = useAuth().profile?.operator === true;
  const sections = [
    ...SECTIONS.filter((section) => section.key !== 'billing' || billing.data?.mode === 'billing'),
    ...(operator ? [CONSOLE] : []),
  ];
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle page={t('settings.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('settings.title')}</h1>
      <p className="mt-2 text-stone-700">{t('settings.intro')}</p>
      <ul className="mt-8 space-y-3">
        {sections.map((section) => (
          <li key={section.key}>
            <Link
              to={section.to}
              className="group flex items-center gap-4 rounded-3xl border border-stone-200 bg-white p-5 hover:border-brand-500 focus-visible:border-brand-500"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                <LineIcon d={section.icon} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-stone-900">{t(section.title)}</span>
                <span className="mt-0.5 block text-sm text-stone-600">{t(`settings.${section.key}.description`)}</span>
              </span>
              <LineIcon
                d="m9 6 6 6-6 6"
                className="size-5 shrink-0 text-stone-400 group-hover:text-brand-700 rtl:-scale-x-100"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import NotFoundPage from '../../components/NotFoundPage.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { adminQueries } from '../../lib/admin-api.ts';
import { onDemand } from '../../lib/on-demand.ts';
import { paths } from '../../paths.ts';

const SECTIONS = ['inbox', 'people', 'figures', 'jobs', 'audit'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * Each section's code comes with its own page only: the people search's form library is not part of the
 * inbox, nor the figures' of the audit log (every console page sat at the 170 KB ceiling in Arabic).
 */
const SECTION_PAGES: Record<Section, ReturnType<typeof onDemand<object>>['Component']> = {
  inbox: onDemand(async () => (await import('./InboxSection.tsx')).InboxSection).Component,
  people: onDemand(async () => (await import('./PeopleSection.tsx')).PeopleSection).Component,
  figures: onDemand(async () => (await import('./FiguresSection.tsx')).FiguresSection).Component,
  jobs: onDemand(async () => (await import('./JobsSection.tsx')).JobsSection).Component,
  audit: onDemand(async () => (await import('./AuditSection.tsx')).AuditSection).Component,
};

/**
 * /admin/:section: the operator console. Anyone who is not an operator meets the not-found page, as
 * the API answers them 404 (decision 041): the page suspends until the role is known (the page before
 * stays on screen meanwhile), so nothing of the console shows first.
 */
export default function AdminPage() {
  const access = useSuspenseQuery(adminQueries.visit()).data;
  const { section: asked } = useParams();
  const section: Section | undefined = asked === undefined ? 'inbox' : SECTIONS.find((s) => s === asked);
  if (access === 'none' || !section) return <NotFoundPage />;
  return access === 'console' ? <Console section={section} /> : <TwoFactorFirst />;
}

/** An operator without two-factor sign-in: the console stays shut until it is on (decision 058). */
function TwoFactorFirst() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle page={t('admin.title')} />
      <p className="text-sm font-semibold text-brand-800">{t('admin.title')}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {t('admin.twoFactorFirst.title')}
      </h1>
      <p className="mt-3 text-stone-700">{t('admin.twoFactorFirst.body')}</p>
      <Link to={paths.settingsSecurity} className={buttonClass('primary', 'mt-6')}>
        {t('admin.twoFactorFirst.link')}
      </Link>
    </div>
  );
}

/** Nothing here shows what anyone answered. */
function Console({ section }: { section: Section }) {
  const { t } = useTranslation();
  const title = t(`admin.sections.${section}`);
  const Current = SECTION_PAGES[section];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle page={`${title} · ${t('admin.title')}`} />
      <p className="text-sm font-semibold text-brand-800">{t('admin.title')}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      <nav aria-label={t('admin.sectionsLabel')} className="mt-5 -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-stone-200">
          {SECTIONS.map((s) => (
            <li key={s}>
              <Link
                to={paths.admin(s)}
                aria-current={s === section ? 'page' : undefined}
                className="-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-stone-600 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
              >
                {t(`admin.sections.${s}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Suspense fallback={<Spinner />}>
          <Current />
        </Suspense>
      </div>
    </div>
  );
}

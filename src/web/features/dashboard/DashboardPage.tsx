import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

function ActionCard({ to, title, icon }: { to: string; title: string; icon: ReactNode }) {
  return (
    <Link
      to={to}
      className="group flex min-h-16 items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs transition hover:border-brand-500 hover:shadow-sm"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
      <span className="font-semibold text-stone-900 group-hover:text-brand-800">{title}</span>
    </Link>
  );
}

const icon = (d: string) => (
  <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export default function DashboardPage() {
  const { t } = useTranslation();
  const { user, profile, loading } = useAuth();
  if (loading || !user) return <FullPageSpinner />;
  const name = profile?.full_name?.trim() || user.email;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle page={t('dashboard.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {t('dashboard.greeting', { name })}
      </h1>
      <p className="mt-2 max-w-2xl text-stone-600">{t('dashboard.subtitle')}</p>

      <section aria-labelledby="actions" className="mt-8">
        <h2 id="actions" className="sr-only">
          {t('dashboard.actions')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <ActionCard
            to={paths.assessments}
            title={t('dashboard.takeAssessment')}
            icon={icon('M9 12h6M9 16h6M9 8h6M5 4h14v16H5z')}
          />
          <ActionCard
            to={paths.coupleInvite}
            title={t('dashboard.invitePartner')}
            icon={icon('M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6M19 8v6M22 11h-6')}
          />
          <ActionCard to={paths.pricing} title={t('dashboard.upgrade')} icon={icon('M12 19V5M5 12l7-7 7 7')} />
        </div>
      </section>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="recent">
          <div className="flex items-center justify-between">
            <h2 id="recent" className="text-lg font-semibold text-stone-900">
              {t('dashboard.recent')}
            </h2>
            <Link
              to={paths.assessments}
              className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {t('dashboard.viewAll')}
            </Link>
          </div>
          <div className="mt-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
            <p className="font-semibold text-stone-900">{t('dashboard.emptyTitle')}</p>
            <p className="mt-1 text-stone-600">{t('dashboard.emptyBody')}</p>
          </div>
        </section>
        <section aria-labelledby="available">
          <h2 id="available" className="text-lg font-semibold text-stone-900">
            {t('dashboard.available')}
          </h2>
          <p className="mt-4 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center text-stone-600">
            {t('dashboard.availableSoon')}
          </p>
        </section>
      </div>
    </div>
  );
}

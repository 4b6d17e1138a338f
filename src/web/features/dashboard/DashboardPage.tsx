import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { offeredTo } from '../../../domain/assessment/catalogue-ids.ts';
import { typeTitle } from '../../../domain/assessment/kind.ts';
import { allows } from '../../../domain/plans.ts';
import { retakeReminders } from '../../../domain/progress.ts';
import { AssessmentIcon } from '../../components/AssessmentIcon.tsx';
import { KeptReportsSlot } from '../../components/KeptReportsSlot.tsx';
import { LineIcon } from '../../components/LineIcon.tsx';
import { isolateNames, Named } from '../../components/Named.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { type AssessmentRecord, type AssessmentTypeSummary, assessmentQueries } from '../../lib/assessments-api.ts';
import { coupleQueries } from '../../lib/couple-api.ts';
import { onDemand } from '../../lib/on-demand.ts';
import { progressQueries } from '../../lib/progress-api.ts';
import { safetyQueries } from '../../lib/safety-api.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';
import { useAddress } from '../../session/address.ts';
import { ProgressSection } from './ProgressSection.tsx';
import { TogetherSection } from './TogetherSection.tsx';

/** The spec's dashboard shows at most 3 recent results. */
const RECENT_LIMIT = 3;

function ActionCard({ to, title, icon }: { to: string; title: ReactNode; icon: ReactNode }) {
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

const icon = (d: string) => <LineIcon d={d} className="size-5" />;

/** The newest unfinished assessment of each type: the one "Continue" resumes. */
function openByType(assessments: AssessmentRecord[]) {
  const seen = new Set<string>();
  return assessments.filter((a) => {
    // Shared ones are listed with the partner, below.
    if (a.status !== 'in_progress' || a.shared_id || a.family_id || seen.has(a.assessment_type)) return false;
    seen.add(a.assessment_type);
    return true;
  });
}

/**
 * Everything the dashboard shows, once every read has settled. Spec: a failed load of the catalogue or
 * the assessments is logged, loading ends and the lists show empty. The rest is optional: not every
 * plan includes progress tracking, and without a partner there is nothing together.
 */
// This week's exercise (decision 068), loaded after the page and only when the plan includes weekly plans.
const ThisWeekCard = onDemand(() => import('../../components/weekly-plan/PlanCards.tsx').then((m) => m.ThisWeekCard));

function useDashboardData() {
  const types = useQuery(assessmentQueries.types());
  const assessments = useQuery(assessmentQueries.list());
  const couple = useQuery(coupleQueries.state());
  const shared = useQuery(coupleQueries.shared());
  // Read with the rest so the section does not appear after the page; KeptReports reads the same cache.
  const kept = useQuery(coupleQueries.kept());
  // Asked only when the plan includes it (the couple state names the plan): a Free account was refused
  // with a 403 on every visit (issue 29, m10).
  const tracked = couple.data ? allows(couple.data.plan.allowance, 'progress') : false;
  const progress = useQuery({ ...progressQueries.progress(), enabled: tracked });
  const safety = useQuery(safetyQueries.check());
  const failure = types.error ?? assessments.error;
  useEffect(() => {
    if (failure) console.error('Error loading dashboard:', failure);
  }, [failure]);
  if ([types, assessments, couple, shared, kept, safety].some((query) => query.isPending) || progress.isLoading) {
    return null;
  }
  return {
    types: (!failure && types.data) || [],
    assessments: (!failure && assessments.data) || [],
    couple: couple.data ?? null,
    shared: shared.data ?? [],
    progress: progress.data ?? null,
    /** The person's own last check showed the help card: nothing here prompts them to invite (decision 054). */
    quiet: safety.data?.flagged === true,
  };
}

export default function DashboardPage() {
  const { t } = useTranslation();
  // A man's partner is a woman: «شريكة حياتك» (decision 063).
  const address = useAddress();
  const { pick, date, number } = useFormat();
  const { user, profile, loading } = useAuth();
  const data = useDashboardData();

  if (loading || !user || !data) return <FullPageSpinner />;
  const name = profile?.full_name?.trim() || user.email;
  const typeById = new Map<string, AssessmentTypeSummary>(data.types.map((type) => [type.id, type]));
  const titleOf = (id: string) => pick(typeTitle(id));
  // A supervised child's answers live in the parent's account but are the child's: the family report
  // shows them, not the parent's list of their own results.
  const parentSides = new Set(data.assessments.filter((a) => a.perspective === 'parent').map((a) => a.family_id));
  const completed = data.assessments
    .filter((a) => a.status === 'completed' && !(a.perspective === 'child' && parentSides.has(a.family_id)))
    .slice(0, RECENT_LIMIT);
  const open = openByType(data.assessments);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle page={t('dashboard.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        <Named i18nKey="dashboard.greeting" names={{ name }} />
      </h1>
      <p className="mt-2 max-w-2xl text-stone-600">{t('dashboard.subtitle')}</p>

      <section aria-labelledby="actions" className="mt-8">
        <h2 id="actions" className="sr-only">
          {t('dashboard.actions')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <ActionCard
            to={paths.assessments}
            title={t('dashboard.takeAssessment')}
            icon={icon('M9 12h6M9 16h6M9 8h6M5 4h14v16H5z')}
          />
          {/* Partner links are for adults (decision 019): someone under 18 is not offered one (issue 29, m12). */}
          {profile?.minor ? null : (
            <ActionCard
              to={paths.coupleInvite}
              title={
                data.couple?.partner
                  ? isolateNames(t, 'dashboard.partner', { name: data.couple.partner.name }, address)
                  : data.quiet
                    ? t('dashboard.partnerLink')
                    : t('dashboard.invitePartner', address)
              }
              icon={icon(
                'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6M19 8v6M22 11h-6',
              )}
            />
          )}
          <ActionCard to={paths.progress} title={t('dashboard.progress')} icon={icon('M4 19h16M6 15l4-4 3 3 5-6')} />
          <ActionCard
            to={paths.timeline}
            title={t('dashboard.timeline')}
            icon={icon('M12 3v18M12 7h6M12 12H6M12 17h6M18 5v4M6 10v4M18 15v4')}
          />
          {/* Only where plans are enforced (on an open server every account already has every feature), and
              only while there is a plan above this one. */}
          {data.couple?.plan.mode === 'billing' && data.couple.plan.effective_tier !== 'premium' ? (
            <ActionCard to={paths.upgrade} title={t('dashboard.upgrade')} icon={icon('M12 19V5M5 12l7-7 7 7')} />
          ) : null}
          <ActionCard
            to={paths.family}
            title={t('dashboard.family')}
            icon={icon(
              'M9 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6M17 11a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5M3 21v-2a5 5 0 0 1 10 0v2M13 21v-1a4 4 0 0 1 8 0v1',
            )}
          />
        </div>
      </section>

      {data.couple && allows(data.couple.plan.allowance, 'action_plans') ? (
        <div className="mt-8">
          <Suspense fallback={null}>
            <ThisWeekCard.Component />
          </Suspense>
        </div>
      ) : null}

      <ProgressSection
        reminders={retakeReminders(data.assessments, new Date())}
        progress={data.progress}
        titleOf={titleOf}
      />

      {data.couple?.partner ? (
        <TogetherSection
          partnerName={data.couple.partner.name}
          shared={data.shared}
          titleOf={titleOf}
          quiet={data.quiet}
        />
      ) : null}

      {/* The copies of couple reports kept from ended links, on every plan: the unlink mails lead here. */}
      <KeptReportsSlot />

      {open.length > 0 ? (
        <section aria-labelledby="in-progress" className="mt-10">
          <h2 id="in-progress" className="text-lg font-semibold text-stone-900">
            {t('dashboard.inProgress')}
          </h2>
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {open.map((a) => {
              const total = (typeById.get(a.assessment_type)?.question_count ?? 0) * 2;
              return (
                <li
                  key={a.id}
                  className="flex items-center justify-between gap-4 rounded-2xl border border-sand-200 bg-sand-50 p-4"
                >
                  <div>
                    <p className="font-semibold text-stone-900">{titleOf(a.assessment_type)}</p>
                    <p className="text-sm text-stone-600">
                      {t('dashboard.answeredOf', {
                        answered: number(Object.keys(a.responses.responses).length),
                        count: total,
                      })}{' '}
                      · {t('dashboard.startedOn', { date: date(a.created_at) })}
                    </p>
                  </div>
                  <Link
                    to={`${paths.assessment(a.assessment_type)}?continue`}
                    className="inline-flex min-h-11 shrink-0 items-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
                    aria-label={`${t('dashboard.continue')}: ${titleOf(a.assessment_type)}`}
                  >
                    {t('dashboard.continue')}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

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
          {completed.length === 0 ? (
            <div className="mt-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
              <p className="font-semibold text-stone-900">{t('dashboard.emptyTitle')}</p>
              <p className="mt-1 text-stone-600">{t('dashboard.emptyBody')}</p>
            </div>
          ) : (
            <ul className="mt-4 space-y-3">
              {completed.map((a) => (
                <li key={a.id}>
                  <Link
                    to={paths.results(a.id)}
                    className="flex items-center justify-between gap-4 rounded-2xl border border-stone-200 bg-white p-4 hover:border-brand-500"
                  >
                    <span>
                      <span className="block font-semibold text-stone-900">{titleOf(a.assessment_type)}</span>
                      <span className="block text-sm text-stone-600">{date(a.completed_at ?? a.created_at)}</span>
                    </span>
                    <span className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
                      {t('dashboard.completed')}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="available">
          <h2 id="available" className="text-lg font-semibold text-stone-900">
            {t('dashboard.available')}
          </h2>
          <ul className="mt-4 space-y-3">
            {data.types
              .filter((type) => offeredTo(profile?.minor, type.id))
              .map((type) => (
                <li key={type.id}>
                  <Link
                    to={paths.assessment(type.id)}
                    className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 hover:border-brand-500"
                  >
                    <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                      <AssessmentIcon name={type.icon} className="size-5" />
                    </span>
                    <span>
                      <span className="block font-semibold text-stone-900">{pick(type.title)}</span>
                      <span className="block text-sm text-stone-600">
                        {t('selection.questions', { count: type.question_count })} ·{' '}
                        {t('selection.minutes', { count: type.estimated_minutes })}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      </div>
      <p className="mt-10 flex flex-wrap gap-x-6 gap-y-2 border-t border-stone-200 pt-6">
        <Link
          to={paths.settingsProfile}
          className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {t('profileSettings.title')}
        </Link>
        <Link
          to={paths.settingsSecurity}
          className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {t('dashboard.securityLink')}
        </Link>
        <Link
          to={paths.settingsPrivacy}
          className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {t('dashboard.privacyLink')}
        </Link>
      </p>
    </div>
  );
}

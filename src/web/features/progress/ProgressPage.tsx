import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_IDS, type CategoryId } from '../../../domain/assessment/categories.ts';
import { categoryTitle, kindOf } from '../../../domain/assessment/kind.ts';
import type { Bilingual } from '../../../domain/assessment/question.ts';
import type { RetakeReminder } from '../../../domain/notices.ts';
import { retakeDueDate, type TypeProgress } from '../../../domain/progress.ts';
import { ChangeSummary } from '../../components/ChangeSummary.tsx';
import { LockedPreview } from '../../components/LockedPreview.tsx';
import { Named } from '../../components/Named.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { UpgradeCard } from '../../components/UpgradeCard.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api.ts';
import { signedPoints } from '../../lib/change-words.ts';
import { onDemand } from '../../lib/on-demand.ts';
import { type ProgressView, progressQueries } from '../../lib/progress-api.ts';
import { reminderQueries } from '../../lib/reminders-api.ts';
import { paths } from '../../paths.ts';
import { ProgressChart } from './ProgressChart.tsx';
import { RetakeReminderRow } from './RetakeReminderRow.tsx';

// The weekly plans beside the scores (decision 068), loaded after the page (decision 048).
const PlansSummary = onDemand(() => import('../../components/weekly-plan/PlanCards.tsx').then((m) => m.PlansSummary));
// What changed beyond the noise (decision 070), Premium's: loaded after the page as well.
const Analytics = onDemand(() => import('./AnalyticsSection.tsx').then((m) => m.AnalyticsSection));
const AnalyticsLocked = onDemand(() => import('./AnalyticsSection.tsx').then((m) => m.AnalyticsLocked));

/** /progress: how each assessment's results changed between retakes, and the couple's agreement. */
export default function ProgressPage() {
  const { t } = useTranslation();
  const query = useQuery(progressQueries.progress());
  const load = query.data
    ? { state: 'ready' as const, view: query.data }
    : query.error instanceof ApiError && query.error.code === 'plan_required'
      ? { state: 'locked' as const }
      : query.error
        ? { state: 'failed' as const }
        : { state: 'loading' as const };

  if (load.state === 'loading') return <FullPageSpinner />;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle page={t('progress.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('progress.title')}</h1>
      <p className="mt-2 max-w-2xl text-stone-600">{t('progress.intro')}</p>
      {load.state === 'failed' ? (
        <div className="mt-6">
          <ErrorAlert>{t('progress.loadFailed')}</ErrorAlert>
        </div>
      ) : null}
      {load.state === 'locked' ? <LockedPreview /> : null}
      {load.state === 'locked' ? (
        <Suspense fallback={null}>
          <AnalyticsLocked.Component />
        </Suspense>
      ) : null}
      {load.state === 'ready' ? <Progress view={load.view} /> : null}
      {load.state === 'ready' ? (
        <Suspense fallback={null}>
          <PlansSummary.Component />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The reminders set for each type, or null while they are unknown (a failed read shows none). */
type Reminders = RetakeReminder[] | null;

function Progress({ view }: { view: ProgressView }) {
  const { t } = useTranslation();
  const reminders = useQuery(reminderQueries.list()).data ?? null;
  const repeated = view.types.filter((type) => type.points.length > 1);
  const once = view.types.filter((type) => type.points.length === 1);
  if (view.types.length === 0) {
    return (
      <div className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
        <p className="font-semibold text-stone-900">{t('progress.emptyTitle')}</p>
        <p className="mt-1 text-stone-600">{t('progress.emptyBody')}</p>
        <ButtonLink to={paths.assessments} className="mt-5">
          {t('dashboard.takeAssessment')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      {repeated.map((type) => (
        <TypeProgressCard key={type.assessment_type} progress={type} reminders={reminders} />
      ))}
      {repeated.length > 0 ? (
        <Suspense fallback={null}>
          <Analytics.Component types={repeated.map((type) => type.assessment_type)} />
        </Suspense>
      ) : null}
      {once.length > 0 ? <TakenOnce types={once} reminders={reminders} /> : null}
      {view.couple_locked ? (
        <section aria-labelledby="couple-progress" className="mt-8">
          <h2 id="couple-progress" className="text-lg font-semibold text-stone-900">
            <Named i18nKey="progress.coupleTitle" names={{ name: view.partner_name ?? '' }} />
          </h2>
          <div className="mt-3">
            <UpgradeCard message={t('errors.plan.couple_progress')} />
          </div>
        </section>
      ) : null}
      {view.couple ? <CoupleProgressSection view={view} /> : null}
    </>
  );
}

/**
 * The sentence a screen reader hears for a chart: where the line starts, where it ends, and the change;
 * then the same for today when the chart draws it.
 */
function useChartSummary() {
  const { t } = useTranslation();
  const { percent, date, language } = useFormat();
  return (title: string, points: { at: string; value: number; today?: number }[]) => {
    const first = points[0];
    const last = points.at(-1);
    if (!first || !last) return title;
    const summary = t('progress.chartSummary', {
      title,
      from: percent(first.value),
      fromDate: date(first.at),
      to: percent(last.value),
      toDate: date(last.at),
      change: signedPoints(last.value - first.value, language),
    });
    if (first.today === undefined || last.today === undefined) return summary;
    const today = t('progress.chartSummaryToday', {
      from: percent(first.today),
      to: percent(last.today),
      change: signedPoints(last.today - first.today, language),
    });
    return `${summary} ${today}`;
  };
}

function useCategoryLabel() {
  const { language } = useFormat();
  return (type: string, id: CategoryId) => categoryTitle(kindOf(type), id)[language];
}

/** "Remind me to take it again" under a type's results, once the reminders are known. */
function ReminderFor({ type, reminders }: { type: TypeProgress & { title: Bilingual }; reminders: Reminders }) {
  const { pick } = useFormat();
  const latest = type.points.at(-1);
  if (!reminders || !latest) return null;
  return (
    <RetakeReminderRow
      type={type.assessment_type}
      title={pick(type.title)}
      latestCompletedAt={latest.completed_at}
      reminder={reminders.find((reminder) => reminder.assessment_type === type.assessment_type)}
    />
  );
}

function TypeProgressCard({
  progress,
  reminders,
}: {
  progress: TypeProgress & { title: Bilingual };
  reminders: Reminders;
}) {
  const { t } = useTranslation();
  const { pick } = useFormat();
  const labelOf = useCategoryLabel();
  const summarize = useChartSummary();
  const { points } = progress;
  const categories = CATEGORY_IDS.filter((id) => points.some((p) => p.categories[id] !== undefined));
  const last = points.at(-1);
  const id = `progress-${progress.assessment_type.replace(/[^a-z0-9]/gi, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-8 rounded-3xl border border-stone-200 bg-white p-5 sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {pick(progress.title)}
        </h2>
        <p className="text-sm text-stone-600">{t('progress.resultsCount', { count: points.length })}</p>
      </div>
      {progress.change ? <ChangeSummary change={progress.change} type={progress.assessment_type} limit={3} /> : null}
      <ProgressChart
        dates={points.map((p) => p.completed_at)}
        series={[
          { key: 'overall', label: t('progress.overall'), values: points.map((p) => p.score) },
          // Today beside the score (decision 055): alone, the score calls a today that rose above the
          // hope a loss, and misses a today that fell with it.
          { key: 'today', label: t('progress.today'), values: points.map((p) => p.reality) },
          ...categories.map((category) => ({
            key: category,
            label: labelOf(progress.assessment_type, category),
            values: points.map((p) => p.categories[category]),
          })),
        ]}
        summary={summarize(
          pick(progress.title),
          points.map((p) => ({ at: p.completed_at, value: p.score, today: p.reality })),
        )}
      />
      {last ? (
        <p className="mt-4 text-sm">
          <Link
            to={paths.results(last.assessment_id)}
            className="font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {t('progress.latestResult')}
          </Link>
        </p>
      ) : null}
      <ReminderFor type={progress} reminders={reminders} />
    </section>
  );
}

function TakenOnce({ types, reminders }: { types: (TypeProgress & { title: Bilingual })[]; reminders: Reminders }) {
  const { t } = useTranslation();
  const { pick, date } = useFormat();
  return (
    <section aria-labelledby="taken-once" className="mt-8">
      <h2 id="taken-once" className="text-lg font-semibold text-stone-900">
        {t('progress.takenOnceTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('progress.takenOnceHint')}</p>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {types.map((type) => {
          const only = type.points[0];
          if (!only) return null;
          const due = retakeDueDate(only.completed_at);
          const isFamily = kindOf(type.assessment_type) === 'family';
          return (
            <li key={type.assessment_type} className="rounded-2xl border border-stone-200 bg-white p-4">
              <p className="font-semibold text-stone-900">{pick(type.title)}</p>
              <p className="text-sm text-stone-600">
                {t('progress.completedOn', { date: date(only.completed_at) })} ·{' '}
                {due.getTime() <= Date.now()
                  ? t('progress.retakeNow')
                  : t('progress.retakeFrom', { date: date(due.toISOString()) })}
              </p>
              <Link
                to={isFamily ? paths.family : paths.assessment(type.assessment_type)}
                className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {isFamily ? t('progress.openFamily') : t('progress.retake', { title: pick(type.title) })}
              </Link>
              <ReminderFor type={type} reminders={reminders} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function CoupleProgressSection({ view }: { view: ProgressView }) {
  const { t } = useTranslation();
  const { pick, date, language } = useFormat();
  const summarize = useChartSummary();
  const couple = view.couple ?? [];
  const repeated = couple.filter((c) => c.points.length > 1);
  return (
    <section aria-labelledby="couple-progress" className="mt-10">
      <h2 id="couple-progress" className="text-lg font-semibold text-stone-900">
        <Named i18nKey="progress.coupleTitle" names={{ name: view.partner_name ?? '' }} />
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {repeated.length > 0 ? t('progress.coupleHint') : t('progress.coupleOnce')}
      </p>
      {repeated.map((c) => {
        return (
          <div key={c.assessment_type} className="mt-5 rounded-3xl border border-stone-200 bg-white p-5 sm:p-8">
            <h3 className="font-semibold text-stone-900">{pick(c.title)}</h3>
            {c.change ? (
              <p className="mt-2 text-sm text-stone-700">
                {t('progress.coupleChange', {
                  change: signedPoints(c.change.delta, language),
                  date: date(c.change.since),
                })}
              </p>
            ) : null}
            <ProgressChart
              dates={c.points.map((p) => p.completed_at)}
              series={[
                { key: 'agreement', label: t('coupleReport.agreement'), values: c.points.map((p) => p.agreement) },
              ]}
              summary={summarize(
                pick(c.title),
                c.points.map((p) => ({ at: p.completed_at, value: p.agreement })),
              )}
            />
          </div>
        );
      })}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { typeTitle } from '../../../domain/assessment/kind.ts';
import { ApiError } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { startPlan, type WeeklyPlan, weeklyPlanQueries } from '../../lib/weekly-plan-api.ts';
import { paths } from '../../paths.ts';
import { UpgradeCard } from '../UpgradeCard.tsx';
import { ErrorAlert } from '../ui/Alert.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';

/**
 * The weekly plan where other pages show it (decision 068), loaded on demand so the pages that carry it
 * do not (decision 048): a result's offer to start one, this week's exercise on the dashboard, and the
 * plans beside the scores on the progress page. Each reads the person's plans once (`GET /api/weekly-plans`).
 */

const usePlans = (enabled = true) => useQuery({ ...weeklyPlanQueries.list(), enabled, retry: false });
const locked = (error: unknown) => error instanceof ApiError && error.code === 'plan_required';

/** Under a result: start its weekly plan, or open the one it already has. */
export function StartPlanCard({
  assessmentId,
  type,
  kind,
}: {
  assessmentId: string;
  type: string;
  kind: WeeklyPlan['kind'];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const plans = usePlans();
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  if (plans.isPending) return null;
  if (locked(plans.error)) return <UpgradeCard message={plans.error?.message ?? ''} />;
  const existing = plans.data?.find((plan) => plan.assessment_type === type && plan.kind === kind);
  const start = async () => {
    setStarting(true);
    setFailed(null);
    try {
      const plan = await startPlan(assessmentId);
      queryClient.setQueryData(weeklyPlanQueries.one(plan.id).queryKey, plan);
      void queryClient.invalidateQueries({ queryKey: weeklyPlanQueries.all, refetchType: 'none' });
      await navigate(paths.weeklyPlan(plan.id));
    } catch (error) {
      setFailed(error instanceof ApiError ? error.message : t('weeklyPlan.startFailed'));
      setStarting(false);
    }
  };
  return (
    <section aria-labelledby="weekly-plan-start" className="rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6">
      <h2 id="weekly-plan-start" className="text-lg font-semibold text-stone-900">
        {t('weeklyPlan.startTitle')}
      </h2>
      <p className="mt-1 text-stone-700">{t('weeklyPlan.startBody')}</p>
      {existing ? (
        <ButtonLink to={paths.weeklyPlan(existing.id)} className="mt-4">
          {t('weeklyPlan.open')}
        </ButtonLink>
      ) : (
        <Button className="mt-4" disabled={starting} onClick={() => void start()}>
          {t('weeklyPlan.start')}
        </Button>
      )}
      {failed ? (
        <div className="mt-3">
          <ErrorAlert>{failed}</ErrorAlert>
        </div>
      ) : null}
    </section>
  );
}

/** The dashboard's "this week": each plan's exercise with its ten-minute version; nothing without a plan. */
export function ThisWeekCard() {
  const { t } = useTranslation();
  const plans = usePlans();
  if (!plans.data || plans.data.length === 0) return null;
  return (
    <section aria-labelledby="this-week-exercise" className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id="this-week-exercise" className="text-lg font-semibold text-stone-900">
        {t('weeklyPlan.dashboardTitle')}
      </h2>
      <ul className="mt-3 space-y-4">
        {plans.data.map((plan) => (
          <li key={plan.id}>
            <Link
              to={paths.weeklyPlan(plan.id)}
              className="font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {plan.this_week.exercise.title}
            </Link>
            <p className="mt-1 text-stone-700">{plan.this_week.exercise.tenMinutes}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Beside the scores on the progress page: each plan, this week's exercise and the weeks done. */
export function PlansSummary() {
  const { t } = useTranslation();
  const { i18n } = useTranslation();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const plans = usePlans();
  if (plans.isPending || locked(plans.error)) return null;
  return (
    <section aria-labelledby="weekly-plans" className="mt-8">
      <h2 id="weekly-plans" className="text-lg font-semibold text-stone-900">
        {t('weeklyPlan.progressTitle')}
      </h2>
      {plans.data && plans.data.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {plans.data.map((plan) => (
            <li key={plan.id} className="rounded-2xl border border-stone-200 bg-white p-5">
              <p className="text-sm text-stone-600">
                {plan.kind === 'couple' ? t('weeklyPlan.titleCouple') : t('weeklyPlan.title')} ·{' '}
                {typeTitle(plan.assessment_type)[language]}
              </p>
              <Link
                to={paths.weeklyPlan(plan.id)}
                className="mt-1 block font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {plan.this_week.exercise.title}
              </Link>
              <p className="mt-1 font-semibold text-stone-900" data-testid="plan-weeks-done">
                {t('weeklyPlan.weeksDone', { count: plan.weeks_done })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-stone-600">{t('weeklyPlan.progressEmpty')}</p>
      )}
    </section>
  );
}

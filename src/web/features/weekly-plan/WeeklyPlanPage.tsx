import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { categoryTitle, typeTitle } from '../../../domain/assessment/kind.ts';
import { RATING_MAX, RATING_MIN } from '../../../domain/weekly-plan/plan.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { queryClient } from '../../lib/query-client.ts';
import {
  type CheckInInput,
  markWeek,
  setPlanSharing,
  type WeeklyPlan,
  weeklyPlanQueries,
} from '../../lib/weekly-plan-api.ts';

type Mark = WeeklyPlan['this_week']['check_in'];

/** /weekly-plans/:id: this week's exercise, marking it, the weeks so far, and for a couple who sees what (decision 068). */
export default function WeeklyPlanPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(weeklyPlanQueries.one(id));
  if (query.isPending) return <FullPageSpinner />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle page={t('weeklyPlan.title')} />
      {query.data ? (
        <Plan plan={query.data} />
      ) : (
        <>
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('weeklyPlan.title')}</h1>
          <div className="mt-6">
            <ErrorAlert>{query.error?.message || t('weeklyPlan.loadFailed')}</ErrorAlert>
          </div>
        </>
      )}
    </div>
  );
}

/** What a week's mark reads as, for the history and the partner's line. */
function useMarkWords() {
  const { t } = useTranslation();
  return (mark: Mark) =>
    !mark
      ? t('weeklyPlan.notMarked')
      : mark.status === 'skipped'
        ? t('weeklyPlan.skipped')
        : mark.rating
          ? t('weeklyPlan.rated', { value: mark.rating })
          : t('weeklyPlan.done');
}

function Plan({ plan }: { plan: WeeklyPlan }) {
  const { t } = useTranslation();
  const { language, date } = useFormat();
  const words = useMarkWords();
  const { this_week: week } = plan;
  const areas = plan.focus
    .map((area) => categoryTitle('individual', area)[language])
    .join(language === 'ar' ? '، ' : ', ');
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {plan.kind === 'couple' ? t('weeklyPlan.titleCouple') : t('weeklyPlan.title')}
      </h1>
      <p className="mt-2 text-stone-600">{typeTitle(plan.assessment_type)[language]}</p>
      <p className="mt-1 text-stone-600">{t('weeklyPlan.workingOn', { areas })}</p>

      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 font-semibold text-stone-900" data-testid="weeks-done">
        <span>{t('weeklyPlan.weeksDone', { count: plan.weeks_done })}</span>
        <span className="text-stone-600">{t('weeklyPlan.weeksSkipped', { count: plan.weeks_skipped })}</span>
      </p>
      <p className="mt-1 text-sm text-stone-600">{t('weeklyPlan.noStreaks')}</p>

      <section aria-labelledby="this-week" className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        <p className="text-sm font-semibold text-brand-800">
          {t('weeklyPlan.weekOf', { week: week.week, date: date(week.starts_at) })}
        </p>
        <h2 id="this-week" className="mt-1 text-sm font-semibold uppercase tracking-wide text-stone-600">
          {t('weeklyPlan.thisWeek')}
        </h2>
        <h3 className="mt-2 text-xl font-bold text-stone-900" data-testid="exercise-title">
          {week.exercise.title}
        </h3>
        <h4 className="mt-4 font-semibold text-stone-900">{t('weeklyPlan.purpose')}</h4>
        <p className="mt-1 text-stone-700">{week.exercise.purpose}</p>
        <h4 className="mt-4 font-semibold text-stone-900">{t('weeklyPlan.steps')}</h4>
        <ol className="mt-1 list-decimal space-y-1 ps-6 text-stone-700">
          {week.exercise.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="mt-4 rounded-xl bg-sand-50 p-4">
          <h4 className="font-semibold text-stone-900">{t('weeklyPlan.tenMinutes')}</h4>
          <p className="mt-1 text-stone-700">{week.exercise.tenMinutes}</p>
        </div>
        <MarkWeek plan={plan} />
        {plan.partner?.sharing.mine && plan.partner.sharing.theirs ? (
          <p className="mt-4 text-stone-700">
            {t('weeklyPlan.partnerThisWeek', { mark: words(week.partner_check_in) })}
          </p>
        ) : null}
      </section>

      {plan.partner && !plan.private_view ? <Sharing plan={plan} /> : null}

      <section aria-labelledby="plan-weeks" className="mt-8">
        <h2 id="plan-weeks" className="text-lg font-semibold text-stone-900">
          {t('weeklyPlan.history')}
        </h2>
        <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {plan.weeks.map((w) => (
            <li key={w.week} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-5 py-3">
              <span>
                <span className="block text-sm text-stone-600">
                  {t('weeklyPlan.weekOf', { week: w.week, date: date(w.starts_at) })}
                </span>
                <span className="font-medium text-stone-900">{w.exercise.title}</span>
              </span>
              <span className="text-stone-700">{words(w.check_in)}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

const refresh = (plan: WeeklyPlan) => (next: WeeklyPlan) => {
  queryClient.setQueryData(weeklyPlanQueries.one(plan.id).queryKey, next);
  void queryClient.invalidateQueries({ queryKey: weeklyPlanQueries.all, refetchType: 'none' });
};

/** Done or skipped, and for a week done, how it went: each press saves at once. */
function MarkWeek({ plan }: { plan: WeeklyPlan }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const mark = plan.this_week.check_in;
  const save = async (input: CheckInInput) => {
    setSaving(true);
    setFailed(false);
    try {
      refresh(plan)(await markWeek(plan.id, plan.this_week.week, input));
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
  return (
    <div className="mt-6 border-t border-stone-200 pt-5">
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          aria-pressed={mark?.status === 'done'}
          disabled={saving}
          onClick={() => void save({ status: 'done', rating: mark?.status === 'done' ? mark.rating : null })}
        >
          {t('weeklyPlan.markDone')}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={mark?.status === 'skipped'}
          disabled={saving}
          onClick={() => void save({ status: 'skipped' })}
        >
          {t('weeklyPlan.skip')}
        </Button>
      </div>
      <p role="status" className="mt-3 text-stone-700">
        {mark?.status === 'done'
          ? t('weeklyPlan.markedDone')
          : mark?.status === 'skipped'
            ? t('weeklyPlan.markedSkipped')
            : ''}
      </p>
      {mark?.status === 'done' ? (
        <fieldset className="mt-3">
          <legend className="font-semibold text-stone-900">{t('weeklyPlan.howItWent')}</legend>
          <p className="text-sm text-stone-600">
            {t('weeklyPlan.ratingLow')} · {t('weeklyPlan.ratingHigh')}
          </p>
          <div className="mt-2 flex gap-2">
            {ratings.map((value) => (
              <label
                key={value}
                className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-xl border border-stone-300 bg-white font-semibold text-stone-900 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
              >
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  className="sr-only"
                  checked={mark.rating === value}
                  disabled={saving}
                  onChange={() => void save({ status: 'done', rating: value })}
                />
                {number(value)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {failed ? (
        <div className="mt-3">
          <ErrorAlert>{t('weeklyPlan.markFailed')}</ErrorAlert>
        </div>
      ) : null}
    </div>
  );
}

/** A couple's consent: each partner's own switch; both on shows each the other's marks. */
function Sharing({ plan }: { plan: WeeklyPlan }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const sharing = plan.partner?.sharing ?? { mine: false, theirs: false };
  const both = sharing.mine && sharing.theirs;
  const change = async (share: boolean) => {
    setSaving(true);
    setFailed(false);
    try {
      refresh(plan)(await setPlanSharing(plan.id, share));
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-labelledby="plan-sharing" className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id="plan-sharing" className="text-lg font-semibold text-stone-900">
        {t('weeklyPlan.sharingTitle')}
      </h2>
      <p className="mt-1 text-stone-700">{t('weeklyPlan.sharingBody')}</p>
      <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3 font-medium text-stone-900">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={sharing.mine}
          disabled={saving}
          onChange={(event) => void change(event.target.checked)}
        />
        {t('weeklyPlan.shareMine')}
      </label>
      <p className="mt-2 text-stone-700">
        {sharing.theirs ? t('weeklyPlan.partnerAgreed') : t('weeklyPlan.partnerNotYet')}
      </p>
      {both && plan.partner?.weeks_done !== undefined ? (
        <p className="mt-2 text-stone-700">
          {t('weeklyPlan.partnerWeeksDone', {
            weeks: t('weeklyPlan.weeksDone', { count: plan.partner.weeks_done }),
          })}
        </p>
      ) : null}
      {failed ? (
        <div className="mt-3">
          <ErrorAlert>{t('weeklyPlan.sharingFailed')}</ErrorAlert>
        </div>
      ) : null}
    </section>
  );
}

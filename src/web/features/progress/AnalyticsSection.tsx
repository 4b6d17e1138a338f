import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ChangeKind, Measure } from '../../../domain/analytics.ts';
import { isAssessmentType } from '../../../domain/assessment/catalogue-ids.ts';
import { categoryTitle, kindOf } from '../../../domain/assessment/kind.ts';
import { intlLocale } from '../../../domain/language.ts';
import { ANSWER_MAX } from '../../../domain/limits.ts';
import { UpgradeCard } from '../../components/UpgradeCard.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { useFormat } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api.ts';
import { signedPoints } from '../../lib/change-words.ts';
import { type AnalyticsView, progressQueries } from '../../lib/progress-api.ts';
import { CoupleAnalytics } from './CoupleAnalytics.tsx';

/**
 * Deeper analytics on the progress page (decision 070), loaded after the page (decision 048): for each
 * assessment taken more than once, each area's hopes, today and alignment between the first and the
 * latest result, called a change only beyond the reliable-change threshold, and the statements that moved;
 * then a couple's two sides over time (decision 075).
 * Where the plan does not include it, the upgrade card, as the couple's line does.
 */
export function AnalyticsSection({ types }: { types: string[] }) {
  const { t } = useTranslation();
  const analysable = types.filter(isAssessmentType);
  const first = useQuery({
    ...progressQueries.analytics(analysable[0] ?? 'relationship'),
    enabled: analysable.length > 0,
  });
  if (analysable.length === 0) return null;
  const locked = first.error instanceof ApiError && first.error.code === 'plan_required';
  if (locked) return <AnalyticsLocked />;
  return (
    <AnalyticsFrame>
      {analysable.map((type) => (
        <TypeAnalytics key={type} type={type} />
      ))}
      <CoupleAnalytics />
      <p className="mt-4 max-w-2xl text-sm text-stone-600">{t('progress.analytics.never')}</p>
    </AnalyticsFrame>
  );
}

/** What a plan without analytics sees: the same heading and the way to it. */
export function AnalyticsLocked() {
  const { t } = useTranslation();
  return (
    <AnalyticsFrame>
      <div className="mt-3">
        <UpgradeCard message={t('errors.plan.analytics')} />
      </div>
    </AnalyticsFrame>
  );
}

/** The section's heading and what it is for, around what the plan gives. */
function AnalyticsFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="analytics" className="mt-10">
      <h2 id="analytics" className="text-lg font-semibold text-stone-900">
        {t('progress.analytics.title')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-stone-600">{t('progress.analytics.intro')}</p>
      {children}
    </section>
  );
}

function TypeAnalytics({ type }: { type: Parameters<typeof progressQueries.analytics>[0] }) {
  const { t } = useTranslation();
  const query = useQuery(progressQueries.analytics(type));
  if (query.isPending) return null;
  if (!query.data) {
    return (
      <div className="mt-5">
        <ErrorAlert>{t('progress.analytics.loadFailed')}</ErrorAlert>
      </div>
    );
  }
  return <AnalyticsCard view={query.data} />;
}

const KIND_STYLE: Record<ChangeKind, string> = {
  reliable_rise: 'bg-emerald-50 text-emerald-900',
  reliable_fall: 'bg-amber-50 text-amber-900',
  within_noise: 'bg-stone-100 text-stone-700',
};

function AnalyticsCard({ view }: { view: AnalyticsView }) {
  const { t } = useTranslation();
  const { pick, date, percent, language } = useFormat();
  const points = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 });
  const kind = kindOf(view.assessment_type);
  const id = `analytics-${view.assessment_type}`;
  const threshold = view.threshold;
  return (
    // Not a landmark of its own: the chart's card above already is one named after the assessment.
    <div className="mt-5 rounded-3xl border border-stone-200 bg-white p-5 sm:p-8">
      <h3 className="font-semibold text-stone-900">{pick(view.title)}</h3>
      <p className="mt-1 text-sm text-stone-600">
        {t('progress.analytics.between', { from: date(view.from.completed_at), to: date(view.to.completed_at) })}
      </p>
      <p className="mt-3 rounded-2xl bg-sand-50 p-4 text-sm text-stone-800">
        {threshold.source === 'bank'
          ? t('progress.analytics.thresholdBank', { count: threshold.bank_results })
          : t('progress.analytics.thresholdFixed', {
              points: points.format(threshold.fixed_points),
              minimum: points.format(threshold.bank_minimum),
            })}
      </p>
      <ul className="mt-5 grid gap-4 md:grid-cols-2">
        {view.areas.map((area) => {
          const allNoise = area.measures.every((m) => m.kind === 'within_noise');
          const areaId = `${id}-${area.category}`;
          return (
            <li key={area.category} className="rounded-2xl border border-stone-200 p-4">
              <h4 id={areaId} className="font-semibold text-stone-900">
                {categoryTitle(kind, area.category)[language]}
              </h4>
              <ul aria-labelledby={areaId} className="mt-2 space-y-3">
                {area.measures.map((m) => (
                  <li key={m.measure}>
                    <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                      <span className="font-medium text-stone-800">{t(`progress.analytics.measure.${m.measure}`)}</span>
                      <span className="text-stone-700">
                        {m.change === 0 ? (
                          t('progress.analytics.same', { value: percent(m.from) })
                        ) : (
                          // The signed change in a <bdi>, as ChangeSummary's: in Arabic "+60" would read "60+".
                          <Trans
                            i18nKey="progress.analytics.fromTo"
                            values={{
                              from: percent(m.from),
                              to: percent(m.to),
                              change: signedPoints(m.change, language),
                            }}
                            components={{ change: <bdi className="tabular-nums" /> }}
                          />
                        )}
                      </span>
                    </p>
                    {/* An area where nothing moved beyond the noise says so once, below, not for each figure;
                        a figure that did not move at all needs no word on it. */}
                    {allNoise || m.change === 0 ? null : (
                      <p
                        className={`mt-1 inline-block rounded-lg px-2.5 py-0.5 text-xs font-medium ${KIND_STYLE[m.kind]}`}
                      >
                        {t(kindKey(m.measure, m.kind))}
                        {threshold.source === 'bank'
                          ? ` ${t('progress.analytics.beyond', { points: points.format(m.threshold) })}`
                          : null}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
              {allNoise ? <p className="mt-3 text-sm text-stone-600">{t('progress.analytics.areaNoise')}</p> : null}
            </li>
          );
        })}
      </ul>
      <h4 className="mt-6 font-semibold text-stone-900">{t('progress.analytics.movedTitle')}</h4>
      {view.statements.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{t('progress.analytics.movedNone')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600">{t('progress.analytics.movedHint')}</p>
          <ol className="mt-3 space-y-3">
            {view.statements.map((s) => (
              <li key={`${s.key}-${s.phase}`} className="rounded-2xl bg-stone-50 p-4">
                <p className="text-stone-900">{s.text ? pick(s.text) : null}</p>
                <p className="mt-1 text-sm text-stone-700">
                  {t(`progress.analytics.moved.${s.phase}`, {
                    area: categoryTitle(kind, s.category)[language],
                    from: points.format(s.from),
                    to: points.format(s.to),
                    max: points.format(ANSWER_MAX),
                  })}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

/** The words for a change: a rise in today is an improvement; a rise in hopes is only higher hopes. */
function kindKey(measure: Measure, kind: ChangeKind) {
  if (kind === 'within_noise') return 'progress.analytics.kind.within_noise';
  return `progress.analytics.kind.${measure}.${kind === 'reliable_rise' ? 'rise' : 'fall'}`;
}

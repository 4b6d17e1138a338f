import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ChangeKind } from '../../../domain/analytics.ts';
import type { CategoryId } from '../../../domain/assessment/categories.ts';
import { categoryTitle, kindOf } from '../../../domain/assessment/kind.ts';
import { intlLocale } from '../../../domain/language.ts';
import { Named } from '../../components/Named.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { useFormat } from '../../i18n/format.ts';
import { signedPoints } from '../../lib/change-words.ts';
import { type CoupleAnalyticsView, progressQueries } from '../../lib/progress-api.ts';
import { useAddress } from '../../session/address.ts';
import { ProgressChart } from './ProgressChart.tsx';

type Series = CoupleAnalyticsView['couples'][number];
type Measure = Series['areas'][number]['measures'][number]['measure'];

const KIND_STYLE: Record<ChangeKind, string> = {
  reliable_rise: 'bg-emerald-50 text-emerald-900',
  reliable_fall: 'bg-amber-50 text-amber-900',
  within_noise: 'bg-stone-100 text-stone-700',
};

/**
 * A couple's two sides over time (decision 075), under the reader's own analytics: for each assessment the
 * two completed together more than once, per area, each one's today and how alike they answered, a change
 * called one only beyond the threshold (decision 070). Only what their couple reports show them: the
 * current link's, or the copies they kept of an ended one (decision 062). Nothing when there is none.
 */
export function CoupleAnalytics() {
  const { t } = useTranslation();
  const query = useQuery(progressQueries.coupleAnalytics());
  if (query.isPending) return null;
  if (!query.data) {
    return (
      <div className="mt-5">
        <ErrorAlert>{t('progress.analytics.loadFailed')}</ErrorAlert>
      </div>
    );
  }
  if (query.data.couples.length === 0) return null;
  return (
    <div className="mt-8">
      <h3 className="text-base font-semibold text-stone-900">{t('progress.analytics.couple.title')}</h3>
      <p className="mt-1 max-w-2xl text-sm text-stone-600">{t('progress.analytics.couple.intro')}</p>
      {query.data.couples.map((series) => (
        <CoupleCard
          key={`${series.current}-${series.assessment_type}-${series.points[0]?.completed_at}`}
          series={series}
        />
      ))}
    </div>
  );
}

/** The other's name as their couple report gives it: their name now, or "your former partner" once deleted. */
function usePartnerName(series: Series) {
  const { t } = useTranslation();
  const address = useAddress();
  return series.partner_name ?? t('coupleReport.formerPartner', address);
}

function CoupleCard({ series }: { series: Series }) {
  const { t } = useTranslation();
  const { pick, date, language, percent } = useFormat();
  const name = usePartnerName(series);
  const points = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 });
  const kind = kindOf(series.assessment_type);
  const areaName = (category: CategoryId) => categoryTitle(kind, category)[language];
  const first = series.points[0];
  const latest = series.points.at(-1);
  const [shown, setShown] = useState<CategoryId>((series.areas[0]?.category ?? 'values') as CategoryId);
  const selectId = useId();
  if (!first || !latest) return null;
  const threshold = series.threshold;
  const label = (measure: Measure) =>
    measure === 'partner_today'
      ? t('progress.analytics.couple.measure.partner_today', { name })
      : t(`progress.analytics.couple.measure.${measure}`);
  const values = (measure: Measure) => series.points.map((p) => p.areas[shown]?.[measure]);
  const at = (measure: Measure, point: typeof first) => percent(point.areas[shown]?.[measure] ?? 0);
  return (
    <div className="mt-5 rounded-3xl border border-stone-200 bg-white p-5 sm:p-8">
      <h4 className="font-semibold text-stone-900">
        <Named i18nKey="progress.analytics.couple.with" names={{ name }} values={{ title: pick(series.title) }} />
      </h4>
      <p className="mt-1 text-sm text-stone-600">
        {t('progress.analytics.couple.between', { from: date(first.completed_at), to: date(latest.completed_at) })}
        {series.current ? null : ` ${t('progress.analytics.couple.kept')}`}
      </p>
      <div className="mt-3 space-y-2 rounded-2xl bg-sand-50 p-4 text-sm text-stone-800">
        <p>
          {threshold.today.source === 'bank'
            ? t('progress.analytics.thresholdBank', { count: threshold.today.bank_results })
            : t('progress.analytics.thresholdFixed', {
                points: points.format(threshold.fixed_points),
                minimum: points.format(threshold.bank_minimum),
              })}
        </p>
        <p>
          {threshold.alike.source === 'bank'
            ? t('progress.analytics.couple.alikeBank', { pairs: points.format(threshold.alike.bank_results) })
            : t('progress.analytics.couple.alikeFixed', {
                points: points.format(threshold.fixed_points),
                minimum: points.format(threshold.bank_minimum),
              })}
        </p>
      </div>

      <div className="mt-5">
        <label htmlFor={selectId} className="block text-sm font-medium text-stone-800">
          {t('progress.analytics.couple.areaShown')}
        </label>
        <select
          id={selectId}
          value={shown}
          onChange={(event) => setShown(event.target.value as CategoryId)}
          className="mt-1.5 block min-h-11 w-full max-w-xs appearance-auto rounded-xl border border-stone-300 bg-white px-3.5 py-2 text-base text-stone-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        >
          {series.areas.map((area) => (
            <option key={area.category} value={area.category}>
              {areaName(area.category as CategoryId)}
            </option>
          ))}
        </select>
      </div>
      <ProgressChart
        dates={series.points.map((p) => p.completed_at)}
        series={(['mine_today', 'partner_today', 'hopes_alike', 'today_alike'] as const).map((measure) => ({
          key: measure,
          label: label(measure),
          values: values(measure),
        }))}
        summary={t('progress.analytics.couple.chartSummary', {
          area: areaName(shown),
          fromDate: date(first.completed_at),
          toDate: date(latest.completed_at),
          name,
          mineFrom: at('mine_today', first),
          mineTo: at('mine_today', latest),
          partnerFrom: at('partner_today', first),
          partnerTo: at('partner_today', latest),
          hopesFrom: at('hopes_alike', first),
          hopesTo: at('hopes_alike', latest),
          todayFrom: at('today_alike', first),
          todayTo: at('today_alike', latest),
        })}
      />

      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {series.areas.map((area) => {
          const allNoise = area.measures.every((m) => m.kind === 'within_noise');
          const areaId = `couple-${series.assessment_type}-${series.current ? 'now' : 'kept'}-${area.category}`;
          return (
            <li key={area.category} className="rounded-2xl border border-stone-200 p-4">
              <h5 id={areaId} className="font-semibold text-stone-900">
                {areaName(area.category as CategoryId)}
              </h5>
              <ul aria-labelledby={areaId} className="mt-2 space-y-3">
                {area.measures.map((m) => (
                  <li key={m.measure}>
                    <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                      <span className="font-medium text-stone-800">
                        {m.measure === 'partner_today' ? (
                          <Named i18nKey="progress.analytics.couple.measure.partner_today" names={{ name }} />
                        ) : (
                          label(m.measure)
                        )}
                      </span>
                      <span className="text-stone-700">
                        {m.change === 0 ? (
                          t('progress.analytics.same', { value: percent(m.from) })
                        ) : (
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
                    {allNoise || m.change === 0 ? null : (
                      <p
                        className={`mt-1 inline-block rounded-lg px-2.5 py-0.5 text-xs font-medium ${KIND_STYLE[m.kind]}`}
                      >
                        {t(kindKey(m.measure, m.kind))}
                        {(m.measure.endsWith('_alike') ? threshold.alike.source : threshold.today.source) === 'bank'
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
    </div>
  );
}

/** Today's rise is an improvement, for either of them; how alike they answer is only closer or further apart. */
function kindKey(measure: Measure, kind: ChangeKind) {
  if (kind === 'within_noise') return 'progress.analytics.kind.within_noise';
  const way = kind === 'reliable_rise' ? 'rise' : 'fall';
  if (measure === 'mine_today' || measure === 'partner_today') return `progress.analytics.kind.today.${way}`;
  return `progress.analytics.couple.kind.${measure}.${way}`;
}

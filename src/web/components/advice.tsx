import { useTranslation } from 'react-i18next';
import type { SourcedAdvice } from '../../domain/advice/ai-analysis.ts';
import { useFormat } from '../i18n/format.ts';
import { AssessmentIcon } from './AssessmentIcon.tsx';

/**
 * The advice blocks a result and a couple report share: the insights summary with who wrote it,
 * strengths and growth areas, numbered recommendations and conversation starters.
 */

export const TONES = {
  green: { ring: 'text-emerald-700 bg-emerald-50', bar: 'bg-emerald-600' },
  amber: { ring: 'text-amber-800 bg-amber-50', bar: 'bg-amber-600' },
  blue: { ring: 'text-sky-800 bg-sky-50', bar: 'bg-sky-700' },
  red: { ring: 'text-rose-800 bg-rose-50', bar: 'bg-rose-700' },
} as const;

export function InsightsSummary({ advice, pendingModel }: { advice: SourcedAdvice; pendingModel: boolean }) {
  const { t } = useTranslation();
  // "AI" only over what a model wrote: the built-in advisor's words are not called AI.
  const byModel = Boolean(advice.source && advice.source !== 'builtin');
  return (
    <section aria-labelledby="insights" className="mt-6 rounded-3xl border border-brand-100 bg-brand-50/60 p-6 sm:p-8">
      <h2 id="insights" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <AssessmentIcon name="sparkles" className="size-5" />
        {byModel ? t('results.insightsModel') : t('results.insights')}
      </h2>
      <p className="mt-3 leading-relaxed text-stone-800">{advice.summary}</p>
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-brand-800">
        {pendingModel ? (
          <span
            aria-hidden="true"
            className="size-3 shrink-0 rounded-full border-2 border-brand-300 border-t-brand-700 motion-safe:animate-spin"
          />
        ) : null}
        {pendingModel ? t('results.pendingModel') : byModel ? t('results.sourceModel') : t('results.sourceBuiltin')}
      </p>
    </section>
  );
}

export function StrengthsAndGrowth({ advice }: { advice: SourcedAdvice }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      <ListCard title={t('results.strengths')} items={advice.strengths} marker="bg-emerald-600" />
      <ListCard title={t('results.growthAreas')} items={advice.improvements} marker="bg-sand-500" />
    </div>
  );
}

export function RecommendationsAndStarters({ advice }: { advice: SourcedAdvice }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <>
      <section
        aria-labelledby="recommendations"
        className="mt-6 rounded-3xl border border-stone-200 bg-white p-6 sm:p-8"
      >
        <h2 id="recommendations" className="text-lg font-semibold text-stone-900">
          {t('results.recommendations')}
        </h2>
        <ol className="mt-4 space-y-3">
          {advice.recommendations.map((item, index) => (
            <li key={item} className="flex gap-3">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-semibold text-white">
                {number(index + 1)}
              </span>
              <span className="pt-0.5 text-stone-800">{item}</span>
            </li>
          ))}
        </ol>
      </section>
      {/* None in a private view of a couple report (decision 054): no heading over an empty list. */}
      {advice.conversationStarters.length > 0 ? (
        <ListCard
          title={t('results.conversationStarters')}
          items={advice.conversationStarters}
          marker="bg-brand-600"
          className="mt-6"
        />
      ) : null}
    </>
  );
}

export function ListCard({
  title,
  items,
  marker,
  className = '',
}: {
  title: string;
  items: string[];
  marker: string;
  className?: string;
}) {
  return (
    <section className={`rounded-3xl border border-stone-200 bg-white p-6 sm:p-8 ${className}`}>
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-stone-800">
            <span aria-hidden="true" className={`mt-2.5 size-2 shrink-0 rounded-full ${marker}`} />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A labelled percentage with its bar; the number says it in words, the bar is only its picture. */
export function PercentBar({ label, value, bar }: { label: string; value: number; bar: string }) {
  const { percent } = useFormat();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-stone-900">{label}</span>
        <span className="font-semibold text-stone-900">{percent(value)}</span>
      </div>
      <div aria-hidden="true" className="mt-2 h-2.5 overflow-hidden rounded-full bg-stone-200">
        <div className={`h-full rounded-full ${bar}`} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Advice } from '../../../domain/advisor.ts';
import type { AiAnalysis } from '../../../domain/ai-analysis.ts';
import { CATEGORY_IDS, CATEGORY_TITLES } from '../../../domain/categories.ts';
import type { Language } from '../../../domain/language.ts';
import { AssessmentIcon } from '../../components/AssessmentIcon.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api.ts';
import {
  type AssessmentRecord,
  type AssessmentResult,
  fetchAssessment,
  fetchResult,
  requestInsights,
} from '../../lib/assessments-api.ts';
import { paths } from '../../paths.ts';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; assessment: AssessmentRecord; result: AssessmentResult }
  | { state: 'unfinished'; assessment: AssessmentRecord }
  | { state: 'missing' }
  | { state: 'failed' };

const TONES = {
  green: { ring: 'text-emerald-700 bg-emerald-50', bar: 'bg-emerald-600' },
  amber: { ring: 'text-amber-800 bg-amber-50', bar: 'bg-amber-600' },
  blue: { ring: 'text-sky-800 bg-sky-50', bar: 'bg-sky-700' },
  red: { ring: 'text-rose-800 bg-rose-50', bar: 'bg-rose-700' },
} as const;

/** /results/:id, entirely in the interface language (the advice too, when both were stored). */
export default function ResultsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const assessment = await fetchAssessment(id);
        if (assessment.status !== 'completed') {
          if (live) setLoad({ state: 'unfinished', assessment });
          return;
        }
        const result = await fetchResult(id);
        if (live) setLoad({ state: 'ready', assessment, result });
      } catch (error) {
        if (!live) return;
        console.error('Error loading results:', error);
        setLoad(error instanceof ApiError && error.status === 404 ? { state: 'missing' } : { state: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [id]);

  const language = useFormat().language;
  const ready = load.state === 'ready' ? load : null;
  const waiting = ready ? isWaitingForModel(ready.result.ai_analysis, language) : false;
  const askOther = ready ? shouldAskOtherLanguage(ready.result.ai_analysis, language) : false;

  // The score and the built-in advice show at once; the model's advice replaces them when it lands.
  const resultId = ready?.result.id;
  useEffect(() => {
    if (!resultId || !(waiting || askOther)) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = 1_500;
    const poll = async () => {
      try {
        const result = askOther ? await requestInsights(id, language) : await fetchResult(id);
        if (!live) return;
        setLoad((current) => (current.state === 'ready' ? { ...current, result } : current));
        if (isWaitingForModel(result.ai_analysis, language)) {
          delay = Math.min(delay * 1.5, 10_000);
          timer = setTimeout(poll, delay);
        }
      } catch {
        // The built-in advice already on screen is complete: a failed poll just stops waiting.
      }
    };
    timer = setTimeout(poll, askOther ? 0 : delay);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [resultId, waiting, askOther, id, language]);

  if (load.state === 'loading') return <FullPageSpinner label={t('results.analyzing')} />;
  if (load.state !== 'ready') {
    const message =
      load.state === 'unfinished'
        ? t('results.notFinished')
        : load.state === 'missing'
          ? t('results.notFound')
          : t('results.loadFailed');
    return (
      <div className="mx-auto max-w-xl space-y-5 px-4 py-12">
        <PageTitle page={t('results.title')} />
        <h1 className="text-2xl font-bold text-stone-900">{t('results.title')}</h1>
        <ErrorAlert>{message}</ErrorAlert>
        <div className="flex flex-wrap gap-3">
          {load.state === 'unfinished' ? (
            <ButtonLink to={`${paths.assessment(load.assessment.assessment_type)}?continue`}>
              {t('results.continue')}
            </ButtonLink>
          ) : null}
          <ButtonLink to={paths.dashboard} variant="secondary">
            {t('results.backToDashboard')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return <Results assessment={load.assessment} result={load.result} />;
}

/** The model is writing advice in this language right now. */
const isWaitingForModel = (analysis: AiAnalysis, language: Language) => analysis.pending?.includes(language) === true;

/** The model wrote the first language; the other one is still the built-in advisor's and was never asked. */
const shouldAskOtherLanguage = (analysis: AiAnalysis, language: Language) =>
  analysis.source !== 'builtin' &&
  analysis.translations?.[language]?.source === 'builtin' &&
  !analysis.attempted?.includes(language);

function Results({ assessment, result }: { assessment: AssessmentRecord; result: AssessmentResult }) {
  const { t } = useTranslation();
  const { language, percent, date } = useFormat();
  const analysis = result.ai_analysis;
  const advice: Advice & { source?: string } = analysis.translations?.[language] ?? analysis;
  const pendingModel = isWaitingForModel(analysis, language) || shouldAskOtherLanguage(analysis, language);
  const pattern = analysis.pattern;
  const tone = TONES[pattern?.color ?? 'blue'] ?? TONES.blue;
  const patternName = language === 'ar' ? pattern?.nameAr : pattern?.name;
  const patternDescription = language === 'ar' ? pattern?.descriptionAr : pattern?.description;
  const categories = CATEGORY_IDS.filter((id) => result.category_scores[id]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle page={t('results.title')} />
      <h1 className="sr-only">{t('results.title')}</h1>

      <section className="rounded-3xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <span className={`mx-auto grid size-16 place-items-center rounded-2xl ${tone.ring}`}>
          <AssessmentIcon name={pattern?.icon} className="size-8" />
        </span>
        <p className="mt-4">
          <span className="block text-sm font-semibold tracking-wide text-stone-600">{t('results.score')}</span>
          <span className="block text-6xl font-bold tracking-tight text-stone-900">
            {percent(result.compatibility_score)}
          </span>
        </p>
        <h2 className="mt-3 text-2xl font-bold text-stone-900">{patternName}</h2>
        <p className="mx-auto mt-2 max-w-2xl text-stone-700">{patternDescription}</p>
        {assessment.completed_at ? (
          <p className="mt-4 text-sm text-stone-500">
            {t('results.completedOn', { date: date(assessment.completed_at) })}
          </p>
        ) : null}
      </section>

      <section
        aria-labelledby="insights"
        className="mt-6 rounded-3xl border border-brand-100 bg-brand-50/60 p-6 sm:p-8"
      >
        <h2 id="insights" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
          <AssessmentIcon name="sparkles" className="size-5" />
          {t('results.insights')}
        </h2>
        <p className="mt-3 leading-relaxed text-stone-800">{advice.summary}</p>
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-brand-800">
          {pendingModel ? (
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-full border-2 border-brand-300 border-t-brand-700 motion-safe:animate-spin"
            />
          ) : null}
          {pendingModel
            ? t('results.pendingModel')
            : advice.source && advice.source !== 'builtin'
              ? t('results.sourceModel')
              : t('results.sourceBuiltin')}
        </p>
      </section>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <ListCard title={t('results.strengths')} items={advice.strengths} marker="bg-emerald-600" />
        <ListCard title={t('results.growthAreas')} items={advice.improvements} marker="bg-sand-500" />
      </div>

      <section aria-labelledby="breakdown" className="mt-6 rounded-3xl border border-stone-200 bg-white p-6 sm:p-8">
        <h2 id="breakdown" className="text-lg font-semibold text-stone-900">
          {t('results.breakdown')}
        </h2>
        <ul className="mt-5 space-y-5">
          {categories.map((id) => {
            const score = result.category_scores[id];
            if (!score) return null;
            const title = CATEGORY_TITLES[id][language];
            return (
              <li key={id}>
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-stone-900">{title}</span>
                  <span className="font-semibold text-stone-900">{percent(score.alignment)}</span>
                </div>
                {/* The percentage beside the label says it in words; the bar is only its picture. */}
                <div aria-hidden="true" className="mt-2 h-2.5 overflow-hidden rounded-full bg-stone-200">
                  <div className={`h-full rounded-full ${tone.bar}`} style={{ width: `${score.alignment}%` }} />
                </div>
                <p className="mt-1.5 text-sm text-stone-600">
                  {t('results.expectationReality', {
                    expectation: percent(score.expectation),
                    reality: percent(score.reality),
                  })}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

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
                {new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en').format(index + 1)}
              </span>
              <span className="pt-0.5 text-stone-800">{item}</span>
            </li>
          ))}
        </ol>
      </section>

      <ListCard
        title={t('results.conversationStarters')}
        items={advice.conversationStarters}
        marker="bg-brand-600"
        className="mt-6"
      />

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.dashboard} variant="secondary">
          {t('results.backToDashboard')}
        </ButtonLink>
        <ButtonLink to={paths.assessments}>{t('results.takeAnother')}</ButtonLink>
      </div>
    </div>
  );
}

function ListCard({
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

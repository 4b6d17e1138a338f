import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AiAnalysis, SourcedAdvice } from '../../../domain/advice/ai-analysis.ts';
import { CATEGORY_IDS } from '../../../domain/assessment/categories.ts';
import { categoryTitle, kindOf } from '../../../domain/assessment/kind.ts';
import type { Language } from '../../../domain/language.ts';
import { AssessmentIcon } from '../../components/AssessmentIcon.tsx';
import {
  InsightsSummary,
  PercentBar,
  RecommendationsAndStarters,
  StrengthsAndGrowth,
  TONES,
} from '../../components/advice.tsx';
import { DownloadPdfButton } from '../../components/DownloadPdfButton.tsx';
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
  const { language, percent, day } = useFormat();
  const analysis = result.ai_analysis;
  const advice: SourcedAdvice = analysis.translations?.[language] ?? analysis;
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
            {t('results.completedOn', { date: day(assessment.completed_at) })}
          </p>
        ) : null}
      </section>

      <InsightsSummary advice={advice} pendingModel={pendingModel} />
      <StrengthsAndGrowth advice={advice} />

      <section aria-labelledby="breakdown" className="mt-6 rounded-3xl border border-stone-200 bg-white p-6 sm:p-8">
        <h2 id="breakdown" className="text-lg font-semibold text-stone-900">
          {t('results.breakdown')}
        </h2>
        <ul className="mt-5 space-y-5">
          {categories.map((id) => {
            const score = result.category_scores[id];
            if (!score) return null;
            // One side of a family assessment: the family labels (Affection & Trust, never "Intimacy").
            const title = categoryTitle(kindOf(assessment.assessment_type), id)[language];
            return (
              <li key={id}>
                <PercentBar label={title} value={score.alignment} bar={tone.bar} />
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

      <RecommendationsAndStarters advice={advice} />

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        <ButtonLink to={paths.dashboard} variant="secondary">
          {t('results.backToDashboard')}
        </ButtonLink>
        {assessment.shared_id ? (
          <ButtonLink to={paths.coupleResults(assessment.shared_id)} variant="secondary">
            {t('results.coupleReport')}
          </ButtonLink>
        ) : null}
        <DownloadPdfButton
          path={`/api/assessments/${encodeURIComponent(assessment.id)}/report.pdf`}
          fallbackName="wifaq-report.pdf"
        />
        <ButtonLink to={paths.assessments}>{t('results.takeAnother')}</ButtonLink>
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
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
import { HelpLink } from '../../components/safety/HelpLink.tsx';
import { YouthHelpCard } from '../../components/safety/YouthHelpCard.tsx';
import { Figure, HowWeScoreLink, SignalNotes, TODAY_BAR } from '../../components/trust.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api.ts';
import {
  type AssessmentRecord,
  type AssessmentResult,
  assessmentQueries,
  requestInsights,
} from '../../lib/assessments-api.ts';
import { onDemand } from '../../lib/on-demand.ts';
import { queryClient, useWaitingInterval } from '../../lib/query-client.ts';
import { paths } from '../../paths.ts';

/** /results/:id, entirely in the interface language (the advice too, when both were stored). */

// The offer of a weekly plan (decision 068), loaded after the result (decision 048).
const StartPlanCard = onDemand(() => import('../../components/weekly-plan/PlanCards.tsx').then((m) => m.StartPlanCard));

export default function ResultsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const language = useFormat().language;
  const assessment = useQuery(assessmentQueries.one(id));
  const completed = assessment.data?.status === 'completed';
  // Just after completing, the cache already holds the result the completion answered with.
  const adviceInterval = useWaitingInterval();
  const result = useQuery({
    ...assessmentQueries.result(id),
    enabled: completed,
    // The score and the built-in advice show at once; the model's advice replaces them when it lands.
    // A failed poll just stops waiting: the built-in advice already on screen is complete.
    refetchInterval: ({ state }) =>
      adviceInterval(
        !!state.data && !state.error && isWaitingForModel(state.data.ai_analysis, language),
        state.dataUpdateCount,
      ),
  });
  // The model wrote the first language and not yet this one: ask once, and show the answer it gives.
  const askOther = result.data ? shouldAskOtherLanguage(result.data.ai_analysis, language) : false;
  useQuery({
    queryKey: [...assessmentQueries.result(id).queryKey, 'ask', language],
    queryFn: async () => {
      const asked = await requestInsights(id, language);
      queryClient.setQueryData(assessmentQueries.result(id).queryKey, asked);
      return asked;
    },
    enabled: askOther,
    staleTime: Infinity,
  });

  const failure = assessment.error ?? (result.data ? null : result.error);
  useEffect(() => {
    if (failure) console.error('Error loading results:', failure);
  }, [failure]);
  const load = failure
    ? { state: failure instanceof ApiError && failure.status === 404 ? ('missing' as const) : ('failed' as const) }
    : !assessment.data
      ? { state: 'loading' as const }
      : !completed
        ? { state: 'unfinished' as const, assessment: assessment.data }
        : result.data
          ? { state: 'ready' as const, assessment: assessment.data, result: result.data }
          : { state: 'loading' as const };

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
        {/* The score and the level of today side by side, each saying what it measures: a high score
            over a low today (hoping for little and living little) must not read as things going well. */}
        <dl className={`mx-auto mt-4 grid max-w-lg ${result.reality_score === null ? '' : 'grid-cols-2'}`}>
          <Figure label={t('results.score')} value={result.compatibility_score} caption={t('trust.scoreCaption')} />
          {result.reality_score === null ? null : (
            <Figure
              label={t('trust.today')}
              value={result.reality_score}
              caption={t('trust.todayCaption')}
              className="border-s border-stone-200"
            />
          )}
        </dl>
        <h2 className="mt-6 text-2xl font-bold text-stone-900">{patternName}</h2>
        <p className="mx-auto mt-2 max-w-2xl text-stone-700">{patternDescription}</p>
        <SignalNotes signals={result.signals} uniformAnswer={result.uniform_answer} />
        <p className="mt-5 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-stone-500">
          {assessment.completed_at ? (
            <span>{t('results.completedOn', { date: date(assessment.completed_at) })}</span>
          ) : null}
          <HowWeScoreLink />
          <HelpLink />
        </p>
      </section>

      <InsightsSummary advice={advice} pendingModel={pendingModel} />
      {/* After the reader's check showed the help card, no lists that name steps with the partner (decision 054). */}
      {'private_view' in result ? null : <StrengthsAndGrowth advice={advice} />}

      <section aria-labelledby="breakdown" className="mt-6 rounded-3xl border border-stone-200 bg-white p-6 sm:p-8">
        <h2 id="breakdown" className="text-lg font-semibold text-stone-900">
          {t('results.breakdown')}
        </h2>
        <ul className="mt-5 space-y-6">
          {categories.map((id) => {
            const score = result.category_scores[id];
            if (!score) return null;
            // One side of a family assessment: the family labels (Affection & Trust, never "Intimacy").
            const title = categoryTitle(kindOf(assessment.assessment_type), id)[language];
            return (
              <li key={id}>
                <h3 className="font-semibold text-stone-900">{title}</h3>
                <div className="mt-2 grid gap-3 sm:grid-cols-2">
                  <PercentBar label={t('trust.alignment')} value={score.alignment} bar={tone.bar} />
                  <PercentBar label={t('trust.todayLevel')} value={score.reality} bar={TODAY_BAR} />
                </div>
                <p className="mt-1.5 text-sm text-stone-600">
                  {t('trust.hopes', { value: percent(score.expectation) })}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <RecommendationsAndStarters advice={advice} />

      {/* A family side has no weekly plan yet (decision 068); one's own result and a couple's do. */}
      {assessment.family_id ? null : (
        <div className="mt-8">
          <Suspense fallback={null}>
            <StartPlanCard.Component
              assessmentId={assessment.id}
              type={assessment.assessment_type}
              kind={assessment.shared_id ? 'couple' : 'individual'}
            />
          </Suspense>
        </div>
      )}

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
      <YouthHelpCard assessment={assessment} className="mt-8" />
    </div>
  );
}

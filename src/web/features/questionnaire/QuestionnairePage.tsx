import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { UpgradeCard } from '../../components/UpgradeCard.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api.ts';
import {
  type AssessmentRecord,
  type AssessmentTypeDetail,
  createAssessment,
  fetchAssessment,
  fetchAssessmentQuestions,
  fetchAssessments,
  fetchAssessmentType,
} from '../../lib/assessments-api.ts';
import { paths } from '../../paths.ts';
import { unsentAnswers } from './answer-queue.ts';
import { QuestionRunner } from './QuestionRunner.tsx';

type Setup =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'locked'; message: string }
  | { state: 'resume'; type: AssessmentTypeDetail; assessment: AssessmentRecord; answered: number }
  | { state: 'ready'; type: AssessmentTypeDetail; assessment: AssessmentRecord };

/**
 * /assessment/:type. Opening it continues the person's unfinished assessment of this type (after
 * asking, if they had started answering) or creates a new one, as the spec's run begins.
 */
export default function QuestionnairePage() {
  const { type: typeId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [setup, setSetup] = useState<Setup>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // One creation per visit, even when React runs the effect twice in development.
  const creation = useRef<Promise<AssessmentRecord> | null>(null);
  const skipPrompt = search.has('continue');
  const givenId = search.get('id');
  const child = search.has('child');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    let live = true;
    setSetup({ state: 'loading' });
    (async () => {
      try {
        if (givenId) {
          // One given assessment (a shared one): continue it as it is; "start over" would leave it.
          const [type, assessment] = await Promise.all([fetchAssessmentQuestions(givenId), fetchAssessment(givenId)]);
          if (!live) return;
          if (assessment.status === 'completed') navigate(paths.results(assessment.id), { replace: true });
          else if (assessment.assessment_type !== typeId) navigate(paths.dashboard, { replace: true });
          else setSetup({ state: 'ready', type, assessment });
          return;
        }
        const [type, list] = await Promise.all([fetchAssessmentType(typeId), fetchAssessments()]);
        // Shared assessments are opened by id (from the dashboard); this is the person's own run.
        const open = list.find(
          (a) => a.assessment_type === typeId && a.status === 'in_progress' && !a.shared_id && !a.family_id,
        );
        if (open) {
          const answers = { ...open.responses.responses, ...unsentAnswers(open.id).responses };
          const answered = Object.keys(answers).length;
          if (live) {
            setSetup(
              answered > 0 && !skipPrompt
                ? { state: 'resume', type, assessment: open, answered }
                : { state: 'ready', type, assessment: open },
            );
          }
          return;
        }
        creation.current ??= createAssessment(typeId);
        const assessment = await creation.current;
        if (live) setSetup({ state: 'ready', type, assessment });
      } catch (error) {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) navigate(paths.assessments, { replace: true });
        else setSetup(lockedOr(error));
      }
    })();
    return () => {
      live = false;
    };
  }, [typeId, givenId, attempt, skipPrompt, navigate]);

  if (setup.state === 'loading') return <FullPageSpinner />;
  if (setup.state === 'failed') {
    return (
      <div className="mx-auto max-w-xl space-y-4 px-4 py-12">
        <ErrorAlert>{t('questionnaire.loadFailed')}</ErrorAlert>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('selection.retry')}
        </Button>
      </div>
    );
  }
  if (setup.state === 'locked') {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <PageTitle page={t('questionnaire.lockedTitle')} />
        <h1 className="mb-4 text-2xl font-bold text-stone-900">{t('questionnaire.lockedTitle')}</h1>
        <UpgradeCard message={setup.message} />
        <ButtonLink to={paths.dashboard} variant="secondary" className="mt-4">
          {t('results.backToDashboard')}
        </ButtonLink>
      </div>
    );
  }
  if (setup.state === 'resume') {
    return (
      <ResumePrompt
        setup={setup}
        onContinue={() => setSetup({ state: 'ready', type: setup.type, assessment: setup.assessment })}
        onRestart={async () => {
          setSetup({ state: 'loading' });
          try {
            setSetup({ state: 'ready', type: setup.type, assessment: await createAssessment(typeId) });
          } catch (error) {
            setSetup(lockedOr(error));
          }
        }}
      />
    );
  }
  const runner = (
    <QuestionRunner key={setup.assessment.id} type={setup.type} assessment={setup.assessment} child={child} />
  );
  // A child's turn covers the whole screen: no menu to wander off through while the parent steps away.
  return child ? <div className="fixed inset-0 z-40 overflow-y-auto bg-sand-50">{runner}</div> : runner;
}

/** A plan limit shows the way to a plan that allows it; anything else is a retryable failure. */
const lockedOr = (error: unknown): Setup =>
  error instanceof ApiError && error.code === 'plan_required'
    ? { state: 'locked', message: error.message }
    : { state: 'failed' };

function ResumePrompt({
  setup,
  onContinue,
  onRestart,
}: {
  setup: Extract<Setup, { state: 'resume' }>;
  onContinue: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const { pick, number } = useFormat();
  const total = setup.type.questions.length * 2;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <PageTitle page={pick(setup.type.title)} />
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold text-brand-700">{pick(setup.type.title)}</p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-stone-900">{t('questionnaire.resumeTitle')}</h1>
        <p className="mt-3 text-stone-700">
          {t('questionnaire.resumeBody', { answered: number(setup.answered), total: number(total) })}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button onClick={onContinue} className="flex-1">
            {t('questionnaire.resumeContinue')}
          </Button>
          <Button variant="secondary" onClick={onRestart}>
            {t('questionnaire.resumeRestart')}
          </Button>
        </div>
      </div>
    </div>
  );
}

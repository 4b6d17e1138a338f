import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { isAssessmentType, offeredTo } from '../../../domain/assessment/catalogue-ids.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useCheckInGate } from '../../components/safety/check-in-gate.tsx';
import { YouthHelpCard } from '../../components/safety/YouthHelpCard.tsx';
import { UpgradeCard } from '../../components/UpgradeCard.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api.ts';
import {
  type AssessmentRecord,
  type AssessmentTypeDetail,
  assessmentQueries,
  createAssessment,
  fetchAssessment,
  fetchAssessmentQuestions,
  fetchOpenAssessment,
  saveAnswers,
} from '../../lib/assessments-api.ts';
import { forget } from '../../lib/query-client.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';
import { AnswerQueue, unsentAnswers } from './answer-queue.ts';
import { QuestionRunner } from './QuestionRunner.tsx';

/** What opening the page found: the assessment to answer, and how much of it was answered already. */
interface Prepared {
  type: AssessmentTypeDetail;
  assessment: AssessmentRecord;
  answered: number;
}

/**
 * A given assessment (a shared or family side, opened by its id) as it is; otherwise the person's own
 * unfinished run of this type (the server finds it), else a new one. The questions are always the
 * assessment's own: an unfinished run keeps the wording of the version it was started in (decision 029).
 */
async function prepare(typeId: string, givenId: string | null): Promise<Prepared> {
  if (givenId) {
    const [type, assessment] = await Promise.all([fetchAssessmentQuestions(givenId), fetchAssessment(givenId)]);
    return { type, assessment, answered: 0 };
  }
  const open = await fetchOpenAssessment(typeId);
  if (!open) {
    const created = await createAssessment(typeId);
    void forget(assessmentQueries.all);
    return { type: await fetchAssessmentQuestions(created.id), assessment: created, answered: 0 };
  }
  // Answers this device kept while it was offline go to the server now, whether or not the person goes
  // on (decision 064); what cannot be sent stays on the device for the runner's queue. Either way the
  // record read above lacks them: they are laid over it, as the runner lays the unsent ones.
  const kept = unsentAnswers(open.id);
  await new AnswerQueue(open.id, (patch) => saveAnswers(open.id, patch)).flush();
  const responses = {
    responses: { ...open.responses.responses, ...kept.responses },
    importance: { ...open.responses.importance, ...kept.importance },
  };
  return {
    type: await fetchAssessmentQuestions(open.id),
    assessment: { ...open, responses },
    answered: Object.keys(responses.responses).length,
  };
}

/**
 * /assessment/:type. Opening it continues the person's unfinished assessment of this type (after
 * asking, if they had started answering) or creates a new one, as the spec's run begins.
 */
export default function QuestionnairePage() {
  const { type: typeId = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation();
  const skipPrompt = search.has('continue');
  const givenId = search.get('id');
  const child = search.has('child');
  // A type written for adults is not started for someone under 18 (issue 29, m12): the address typed leads
  // back to the list, as an unknown type does. One already given by id (a child's turn) is not this page's to refuse.
  const { profile } = useAuth();
  const barred = givenId === null && !offeredTo(profile?.minor, typeId);
  // One decision per visit: the cache runs it once even when React mounts the page twice, and
  // forgets it when the page is left, so the next visit looks again.
  const setup = useQuery({
    queryKey: ['questionnaire', typeId, givenId],
    queryFn: () => prepare(typeId, givenId),
    enabled: (givenId !== null || isAssessmentType(typeId)) && !barred,
    staleTime: Infinity,
    gcTime: 0,
  });
  const [continued, setContinued] = useState(false);
  // Starting over makes a new assessment in the bank's current version, with that version's questions.
  const restart = useMutation({
    mutationFn: async () => {
      const assessment = await createAssessment(typeId);
      return { assessment, type: await fetchAssessmentQuestions(assessment.id) };
    },
    onSuccess: () => forget(assessmentQueries.all),
  });
  // The private safety check comes first, once, before a first couple assessment (decision 030).
  const checkIn = useCheckInGate(typeId, child);

  // An unknown type has nothing to answer: back to the list, as a missing assessment does.
  if ((!givenId && !isAssessmentType(typeId)) || barred) return <Navigate to={paths.assessments} replace />;
  if (checkIn) return checkIn;
  if (setup.isPending || restart.isPending) return <FullPageSpinner />;
  const failure = setup.error ?? restart.error;
  if (failure instanceof ApiError && failure.status === 404) return <Navigate to={paths.assessments} replace />;
  if (failure instanceof ApiError && failure.code === 'plan_required') {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <PageTitle page={t('questionnaire.lockedTitle')} />
        <h1 className="mb-4 text-2xl font-bold text-stone-900">{t('questionnaire.lockedTitle')}</h1>
        <UpgradeCard message={failure.message} />
        <ButtonLink to={paths.dashboard} variant="secondary" className="mt-4">
          {t('results.backToDashboard')}
        </ButtonLink>
      </div>
    );
  }
  if (failure || !setup.data) {
    return (
      <div className="mx-auto max-w-xl space-y-4 px-4 py-12">
        <ErrorAlert>{t('questionnaire.loadFailed')}</ErrorAlert>
        <Button
          variant="secondary"
          onClick={() => {
            restart.reset();
            void setup.refetch();
          }}
        >
          {t('selection.retry')}
        </Button>
      </div>
    );
  }
  const prepared = setup.data;
  if (givenId && prepared.assessment.status === 'completed') {
    return <Navigate to={paths.results(prepared.assessment.id)} replace />;
  }
  if (givenId && prepared.assessment.assessment_type !== typeId) return <Navigate to={paths.dashboard} replace />;
  if (!restart.data && !continued && !skipPrompt && prepared.answered > 0) {
    return (
      <ResumePrompt prepared={prepared} onContinue={() => setContinued(true)} onRestart={() => restart.mutate()} />
    );
  }
  const { assessment, type } = restart.data ?? prepared;
  const runner = <QuestionRunner key={assessment.id} type={type} assessment={assessment} child={child} />;
  // A child's turn covers the whole screen: no menu to wander off through while the parent steps away.
  if (child) return <div className="fixed inset-0 z-40 overflow-y-auto bg-sand-50">{runner}</div>;
  return (
    <>
      {runner}
      <YouthHelpCard assessment={assessment} className="mx-auto max-w-3xl px-4 pb-10 sm:px-6" />
    </>
  );
}

function ResumePrompt({
  prepared,
  onContinue,
  onRestart,
}: {
  prepared: Prepared;
  onContinue: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const { pick, number } = useFormat();
  const total = prepared.type.questions.length * 2;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <PageTitle page={pick(prepared.type.title)} />
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold text-brand-700">{pick(prepared.type.title)}</p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-stone-900">{t('questionnaire.resumeTitle')}</h1>
        <p className="mt-3 text-stone-700">
          {t('questionnaire.resumeBody', { answered: number(prepared.answered), total: number(total) })}
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

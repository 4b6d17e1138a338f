import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type AddressContext, childContext } from '../../../domain/address.ts';
import { parseAssessmentType } from '../../../domain/assessment/kind.ts';
import { westernDigits } from '../../../domain/digits.ts';
import { ANSWER_MAX, ANSWER_MIN } from '../../../domain/limits.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useFormat } from '../../i18n/format.ts';
import { loadPageCatalogue } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import {
  type AssessmentRecord,
  type AssessmentTypeDetail,
  assessmentQueries,
  completeAssessment,
  saveAnswers,
} from '../../lib/assessments-api.ts';
import { forget, queryClient } from '../../lib/query-client.ts';
import { paths } from '../../paths.ts';
import { loadResultsPage } from '../../route-modules.ts';
import { AnswerQueue, type SaveState } from './answer-queue.ts';
import { answerKey, next, type Position, previous, progressPercent, resumePosition } from './position.ts';
import { AnswerScale } from './ScaleQuestion.tsx';

/** What each phase is called: the adult run's words, and a supervised child's own. */
const ADULT_WORDS = {
  phase1: { title: 'questionnaire.phase1Title', hint: 'questionnaire.phase1Hint' },
  phase2: { title: 'questionnaire.phase2Title', hint: 'questionnaire.phase2Hint' },
  phase2Started: 'questionnaire.phase2Started',
} as const;
const CHILD_WORDS = {
  phase1: { title: 'questionnaire.childPhase1Title', hint: 'questionnaire.childPhase1Hint' },
  phase2: { title: 'questionnaire.childPhase2Title', hint: 'questionnaire.childPhase2Hint' },
  phase2Started: 'questionnaire.childPhase2Started',
} as const;

/**
 * A supervised child is spoken to as the son or daughter the family link says they are (decision 063):
 * «تتمنّى» to a son, «تتمنّين» to a daughter. The adult run's words fit anyone.
 */
function childAddress(assessmentType: string): AddressContext {
  const kind = parseAssessmentType(assessmentType);
  return kind?.kind === 'family' ? childContext(kind.pairing) : {};
}

/** The two-phase run over one assessment: every answer saved as it is given. */
export function QuestionRunner({
  type,
  assessment,
  child = false,
}: {
  type: AssessmentTypeDetail;
  assessment: AssessmentRecord;
  /** A supervised child's turn: bigger words, faces on the scale, and no way out but finishing. */
  child?: boolean;
}) {
  const { t } = useTranslation();
  const { pick, number, percent } = useFormat();
  const navigate = useNavigate();
  const questions = type.questions;
  const total = questions.length;

  const [queue] = useState(() => new AnswerQueue(assessment.id, (patch) => saveAnswers(assessment.id, patch)));
  useEffect(() => {
    queue.start();
    return () => queue.stop();
  }, [queue]);
  const saveState = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.saveState,
  );

  const [answers, setAnswers] = useState<Record<string, number>>(() => ({
    ...assessment.responses.responses,
    ...queue.unsent.responses,
  }));
  const [importance, setImportance] = useState<Record<string, boolean>>(() => ({
    ...assessment.responses.importance,
    ...queue.unsent.importance,
  }));
  const [position, setPosition] = useState<Position>(() =>
    resumePosition(
      questions.map((q) => q.key),
      answers,
    ),
  );
  const [missing, setMissing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [completeError, setCompleteError] = useState<string | null>(null);

  const question = questions[position.index] ?? questions[0];
  const key = question ? answerKey(question.key, position.phase) : '';
  const value = answers[key];
  const isLast = position.phase === 2 && position.index === total - 1;
  const important = question ? (importance[question.key] ?? question.important) : false;
  const missingId = useId();

  const choose = useCallback(
    (choice: number) => {
      setAnswers((current) => ({ ...current, [key]: choice }));
      setMissing(false);
      queue.add({ responses: { [key]: choice } });
    },
    [key, queue],
  );

  // The results page's code and words load while the last question is shown, not after "Complete" (issue
  // #18: on a slow phone that load was ~200 ms of the wait for the score). A failed load here costs
  // nothing: the route asks for both again on the way to the results.
  useEffect(() => {
    if (isLast && !child) Promise.all([loadResultsPage(), loadPageCatalogue('results')]).catch(() => {});
  }, [isLast, child]);

  const complete = async () => {
    setSubmitting(true);
    setCompleteError(null);
    const fullImportance = Object.fromEntries(questions.map((q) => [q.key, importance[q.key] ?? q.important]));
    try {
      const result = await completeAssessment(assessment.id, { responses: answers, importance: fullImportance });
      queue.clear();
      // The results page shows what this answer holds, without asking for it again; the rest of
      // what was read about assessments is out of date now.
      await forget(assessmentQueries.all);
      queryClient.setQueryData(assessmentQueries.result(assessment.id).queryKey, result);
      // The record it still reads is asked for now, not once the page has mounted (issue #18: on a
      // slow phone, navigating and rendering its spinner first took ~120 ms). The page's own read
      // joins this one while it is on its way.
      if (!child) void queryClient.prefetchQuery(assessmentQueries.one(assessment.id));
      // The child's answers are theirs: the parent is sent back to the family page, not to a result.
      navigate(child ? paths.family : paths.results(assessment.id), child ? { state: { childDone: true } } : undefined);
    } catch (error) {
      setCompleteError(
        error instanceof ApiError && error.status >= 400 ? error.message : t('questionnaire.completeFailed'),
      );
      setSubmitting(false);
    }
  };

  const goNext = () => {
    if (value === undefined) {
      setMissing(true);
      return;
    }
    const target = next(position, total);
    if (target === 'complete') void complete();
    else setPosition(target);
  };
  const goPrevious = () => {
    const target = previous(position, total);
    if (target) {
      setMissing(false);
      setPosition(target);
    }
  };

  // Focus follows the question so a screen reader reads its number and text; not on first load.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves whenever the position changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [position]);

  // Digits answer, Enter goes on: a hundred answers should not need a hundred trips to the mouse.
  const keys = useRef({ choose, goNext });
  keys.current = { choose, goNext };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      if (target.closest('textarea, input[type="text"], input[type="email"], select')) return;
      // An Arabic keyboard's digits (١ to ٥) answer as well (decision 005).
      const digit = Number(westernDigits(event.key));
      if (Number.isInteger(digit) && digit >= ANSWER_MIN && digit <= ANSWER_MAX) {
        event.preventDefault();
        keys.current.choose(digit);
      } else if (event.key === 'Enter' && !target.closest('button, a')) {
        event.preventDefault();
        keys.current.goNext();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (!question) return null;
  const progress = progressPercent(position, total);
  // A supervised child reads the child's words ("What you wish for"), never the adult run's.
  const words = child ? CHILD_WORDS : ADULT_WORDS;
  const phase = position.phase === 1 ? words.phase1 : words.phase2;
  const address = child ? childAddress(assessment.assessment_type) : {};

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle page={pick(type.title)} />
      {child ? (
        <p className="rounded-2xl border border-brand-100 bg-brand-50 p-4 text-brand-900">
          <strong className="block text-lg">{t('questionnaire.childTitle', address)}</strong>
          {t('questionnaire.childNote', address)}
        </p>
      ) : (
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-semibold text-brand-700">{pick(type.title)}</p>
          <Link
            to={paths.dashboard}
            className="text-sm text-stone-600 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {t('questionnaire.leave')}
          </Link>
        </div>
      )}

      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-lg font-bold text-stone-900">
          <span className="me-2 rounded-lg bg-sand-100 px-2 py-0.5 text-sm font-semibold text-sand-700">
            {child
              ? t('questionnaire.childPartOf', { part: number(position.phase), total: number(2) })
              : t('questionnaire.phaseOf', { phase: number(position.phase), total: number(2) })}
          </span>
          <span>{t(phase.title, address)}</span>
        </p>
        <SaveIndicator state={saveState} />
      </div>
      <p className="mt-1 text-sm text-stone-600">{t(phase.hint, address)}</p>
      <div
        role="progressbar"
        aria-label={t('questionnaire.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
        aria-valuetext={percent(progress)}
        className="mt-4 h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <p aria-live="polite" className="sr-only">
        {position.phase === 2 && position.index === 0 ? t(words.phase2Started) : ''}
      </p>

      <section className="mt-6 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 ref={heading} tabIndex={-1} className="outline-none">
          <span className="block text-sm font-medium text-stone-600">
            {t('questionnaire.questionOf', { current: number(position.index + 1), total: number(total) })}
          </span>
          <span
            className={`mt-2 block font-semibold leading-relaxed text-stone-900 ${child ? 'text-2xl sm:text-3xl' : 'text-xl sm:text-2xl'}`}
          >
            {pick(question[position.phase === 1 ? 'phase1' : 'phase2'])}
          </span>
        </h1>
        <div className="mt-6">
          <AnswerScale
            name={key}
            value={value}
            onChoose={choose}
            describedBy={missing ? missingId : undefined}
            child={child ? (position.phase === 1 ? 'wish' : 'often') : undefined}
            address={address}
          />
        </div>
        {position.phase === 1 && !child ? (
          <label className="mt-5 flex min-h-11 cursor-pointer items-center gap-3 text-stone-800">
            <input
              type="checkbox"
              checked={important}
              onChange={(event) => {
                const checked = event.target.checked;
                setImportance((current) => ({ ...current, [question.key]: checked }));
                queue.add({ importance: { [question.key]: checked } });
              }}
              className="size-5 rounded accent-brand-700"
            />
            {t('questionnaire.important')}
          </label>
        ) : null}
        {missing ? (
          <div className="mt-4">
            <ErrorAlert id={missingId}>{t('questionnaire.pleaseAnswer')}</ErrorAlert>
          </div>
        ) : null}
        {isLast ? <p className="mt-4 text-sm text-stone-600">{t('questionnaire.lastQuestion')}</p> : null}
        {completeError ? (
          <div className="mt-4">
            <ErrorAlert>{completeError}</ErrorAlert>
          </div>
        ) : null}
      </section>

      <div className="mt-6 flex items-center justify-between gap-3">
        <Button
          variant="secondary"
          onClick={goPrevious}
          disabled={submitting || (position.phase === 1 && position.index === 0)}
        >
          {t('questionnaire.previous')}
        </Button>
        <Button onClick={goNext} disabled={submitting} className="min-w-32">
          {submitting ? t('questionnaire.saving') : isLast ? t('questionnaire.complete') : t('questionnaire.next')}
        </Button>
      </div>
      <p className="mt-6 hidden text-center text-sm text-stone-500 sm:block">
        {t('questionnaire.keyboardHint', { min: number(ANSWER_MIN), max: number(ANSWER_MAX) })}
      </p>
    </div>
  );
}

function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  const text =
    state === 'saved'
      ? t('questionnaire.saved')
      : state === 'saving'
        ? t('questionnaire.savingAnswers')
        : t('questionnaire.offline');
  return (
    <p
      role="status"
      className={`flex items-center gap-1.5 text-sm ${state === 'offline' ? 'text-sand-700' : 'text-stone-600'}`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${state === 'saved' ? 'bg-brand-500' : state === 'saving' ? 'bg-stone-400' : 'bg-sand-500'}`}
      />
      {text}
    </p>
  );
}

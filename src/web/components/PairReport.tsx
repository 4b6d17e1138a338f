import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourcedAdvice } from '../../domain/advice/ai-analysis.ts';
import { CATEGORY_IDS, type CategoryId } from '../../domain/assessment/categories.ts';
import type { Bilingual } from '../../domain/assessment/question.ts';
import type { PairCategory, PairPattern, PairSignalId } from '../../domain/pair/compare.ts';
import { ApiError } from '../lib/api.ts';
import { paths } from '../paths.ts';
import { InsightsSummary, RecommendationsAndStarters, StrengthsAndGrowth } from './advice.tsx';
import { AgreementByCategory, ComparisonHero, EachSideTable, type SideScores, TopicItems } from './comparison.tsx';
import { DownloadPdfButton } from './DownloadPdfButton.tsx';
import { Named } from './Named.tsx';
import { PageTitle } from './PageTitle.tsx';
import { PairSignalNotes, type SharedStatement, SharedStatements } from './trust.tsx';
import { ErrorAlert } from './ui/Alert.tsx';
import { ButtonLink } from './ui/Button.tsx';

type Answer = { expectation: number | null; reality: number | null };

/** A ready pair report as both kinds show it, read from the reader's side ("mine" and the other's). */
export interface PairReportView {
  id: string;
  other_name: string;
  agreement: number;
  pattern: PairPattern;
  completed_at: string;
  categories: Partial<Record<CategoryId, PairCategory>>;
  alignment: { mine: SideScores; other: SideScores };
  topics: { key: string; statement: Bilingual; answers: { mine: Answer; other: Answer } | null }[];
  mine: { assessment_id: string; share_answers: boolean } | null;
  /** Statements both rate well today, and both rate low: the second a concern they share. */
  shared_strengths: SharedStatement[];
  shared_concerns: SharedStatement[];
  /** Notes on the comparison itself (either side straight-lined); absent from a report cached before. */
  signals?: PairSignalId[];
}

/**
 * The report two people's answers make, for partners and for parent and child alike: the kind gives its
 * words (title, labels, note), its advice and where its links go; the comparison is drawn the same way.
 */
export function PairReport(props: {
  report: PairReportView;
  title: string;
  typeTitle: string;
  agreementLabel: string;
  labelOf: (id: CategoryId) => string;
  advice: SourcedAdvice | null;
  /** The model is still writing this language's advice. */
  pendingModel: boolean;
  /** Strengths and growth areas (the couple advisor writes them; the family advice has none). */
  strengths: boolean;
  note?: React.ReactNode;
  back: { to: string; label: string };
  pdfPath: string;
  topics: TopicsWords;
  /** Other words for the shared concerns (a reader whose check showed help, decision 054). */
  concernsWords?: { title: string; hint: string };
}) {
  const { t } = useTranslation();
  const { report, advice, labelOf } = props;
  const order = CATEGORY_IDS.filter((id) => report.categories[id]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle page={props.title} />
      <ComparisonHero
        typeTitle={props.typeTitle}
        heading={<Named i18nKey="coupleReport.heading" names={{ name: report.other_name }} />}
        agreementLabel={props.agreementLabel}
        agreement={report.agreement}
        pattern={report.pattern}
        completedAt={report.completed_at}
        today={{
          mine: report.alignment.mine.reality,
          other: report.alignment.other.reality,
          otherName: report.other_name,
        }}
      />
      <PairSignalNotes signals={report.signals ?? []} />
      {props.note}
      {advice ? <InsightsSummary advice={advice} pendingModel={props.pendingModel} /> : null}
      <AgreementByCategory categories={report.categories} order={order} labelOf={labelOf} pattern={report.pattern} />
      <EachSideTable
        order={order}
        labelOf={labelOf}
        mine={report.alignment.mine}
        other={report.alignment.other}
        otherName={report.other_name}
      />
      <SharedStatements
        strengths={report.shared_strengths}
        concerns={report.shared_concerns}
        concernsWords={props.concernsWords}
      />
      <PairTopics report={report} words={props.topics} />
      {advice && props.strengths ? <StrengthsAndGrowth advice={advice} /> : null}
      {advice ? <RecommendationsAndStarters advice={advice} /> : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        <ButtonLink to={props.back.to} variant="secondary">
          {props.back.label}
        </ButtonLink>
        {report.mine ? (
          <ButtonLink to={paths.results(report.mine.assessment_id)} variant="secondary">
            {t('coupleReport.myResult')}
          </ButtonLink>
        ) : null}
        <DownloadPdfButton path={props.pdfPath} fallbackName="wifaq-report.pdf" />
      </div>
    </div>
  );
}

/** What the topics section says, and how the reader's "show my answers" choice is saved (null: no choice). */
interface TopicsWords {
  hint: string;
  /** The heading and the words for no topics, when not the usual ones ("Topics to talk about"). */
  title?: string;
  empty?: string;
  share: {
    save: (share: boolean) => Promise<unknown>;
    /** Whether the other side shows theirs, when the kind tells (partners do). */
    otherShares?: React.ReactNode;
    /**
     * Said instead of the choice while it is off, when the reader may not turn it on (decision 054); while
     * it is still on, the choice stays, so it can be turned off.
     */
    offNote?: string;
  } | null;
}

function PairTopics({ report, words }: { report: PairReportView; words: TopicsWords }) {
  const { t } = useTranslation();
  const checkboxId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Shown at once as chosen; put back if the server refuses.
  const [sharing, setSharing] = useState(report.mine?.share_answers === true);
  const share = words.share;
  const toggle = async (next: boolean) => {
    if (!share) return;
    setBusy(true);
    setError(null);
    setSharing(next);
    try {
      await share.save(next);
    } catch (failure) {
      setSharing(!next);
      setError(failure instanceof ApiError ? failure.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="topics" className="mt-6 rounded-3xl border border-sand-200 bg-sand-50 p-6 sm:p-8">
      <h2 id="topics" className="text-lg font-semibold text-stone-900">
        {words.title ?? t('coupleReport.topics')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{words.hint}</p>
      <TopicItems
        topics={report.topics}
        otherName={report.other_name}
        empty={words.empty ?? t('coupleReport.noTopics')}
      />
      {share?.offNote && !sharing ? (
        <p className="mt-6 border-t border-sand-200 pt-5 text-sm text-stone-700">{share.offNote}</p>
      ) : share ? (
        <div className="mt-6 border-t border-sand-200 pt-5">
          <div className="flex items-start gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-brand-700"
              checked={sharing}
              disabled={busy}
              onChange={(event) => toggle(event.target.checked)}
              aria-describedby={`${checkboxId}-hint`}
            />
            <div>
              <label htmlFor={checkboxId} className="font-medium text-stone-900">
                <Named i18nKey="coupleReport.shareLabel" names={{ name: report.other_name }} />
              </label>
              <p id={`${checkboxId}-hint`} className="mt-1 text-sm text-stone-700">
                {t('coupleReport.shareHint')}
                {share.otherShares ? <> {share.otherShares}</> : null}
              </p>
            </div>
          </div>
          {error ? (
            <div className="mt-3">
              <ErrorAlert>{error}</ErrorAlert>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

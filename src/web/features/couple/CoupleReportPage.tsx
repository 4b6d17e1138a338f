import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CATEGORY_IDS, CATEGORY_TITLES, type CategoryId } from '../../../domain/assessment/categories.ts';
import { InsightsSummary, RecommendationsAndStarters, StrengthsAndGrowth } from '../../components/advice.tsx';
import { AgreementByCategory, ComparisonHero, EachSideTable, TopicItems } from '../../components/comparison.tsx';
import { DownloadPdfButton } from '../../components/DownloadPdfButton.tsx';
import { isolateNames, Named } from '../../components/Named.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { UpgradeCard } from '../../components/UpgradeCard.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api.ts';
import { type AssessmentTypeSummary, fetchAssessmentTypes } from '../../lib/assessments-api.ts';
import { type CoupleReport, fetchCouple, fetchCoupleReport, setShareAnswers } from '../../lib/couple-api.ts';
import { paths } from '../../paths.ts';

type Ready = Extract<CoupleReport, { status: 'ready' }>;
type Load =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'locked'; message: string }
  | { state: 'loaded'; report: CoupleReport; partnerName: string; types: AssessmentTypeSummary[] };

/**
 * /couple/results/:id. Until both partners have finished it says only who is still answering; then
 * the comparison, in the reader's own language, with joint advice.
 */
export default function CoupleReportPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { language } = useFormat();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = 1_500;
    const poll = async (first: boolean) => {
      try {
        const [report, couple, types] = await Promise.all([
          fetchCoupleReport(id, language),
          first ? fetchCouple() : null,
          first ? fetchAssessmentTypes() : null,
        ]);
        if (!live) return;
        setLoad((current) =>
          current.state === 'loaded'
            ? { ...current, report }
            : { state: 'loaded', report, partnerName: couple?.partner?.name ?? '', types: types ?? [] },
        );
        // The model's joint advice replaces the built-in one when it lands.
        if (report.status === 'ready' && report.advice_pending.includes(language)) {
          delay = Math.min(delay * 1.5, 10_000);
          timer = setTimeout(() => poll(false), delay);
        }
      } catch (error) {
        if (!live || !first) return;
        if (error instanceof ApiError && error.code === 'plan_required')
          setLoad({ state: 'locked', message: error.message });
        else setLoad(error instanceof ApiError && error.status === 404 ? { state: 'missing' } : { state: 'failed' });
      }
    };
    void poll(true);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, language]);

  if (load.state === 'loading') return <FullPageSpinner label={t('results.analyzing')} />;
  if (load.state === 'locked') {
    return (
      <Narrow title={t('coupleReport.title')}>
        <UpgradeCard message={load.message} />
      </Narrow>
    );
  }
  if (load.state !== 'loaded') {
    return (
      <Narrow title={t('coupleReport.title')}>
        <ErrorAlert>{load.state === 'missing' ? t('coupleReport.notFound') : t('results.loadFailed')}</ErrorAlert>
      </Narrow>
    );
  }
  const type = load.types.find((candidate) => candidate.id === load.report.assessment_type);
  const typeTitle = type ? type.title[language] : load.report.assessment_type;
  if (load.report.status === 'waiting') {
    return <Waiting report={load.report} partnerName={load.partnerName} typeTitle={typeTitle} />;
  }
  return <Report report={load.report} typeTitle={typeTitle} onShareChange={(report) => setLoad({ ...load, report })} />;
}

function Narrow({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl space-y-5 px-4 py-12">
      <PageTitle page={title} />
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      {children}
      <ButtonLink to={paths.dashboard} variant="secondary">
        {t('results.backToDashboard')}
      </ButtonLink>
    </div>
  );
}

function Waiting({ report, partnerName, typeTitle }: { report: CoupleReport; partnerName: string; typeTitle: string }) {
  const { t } = useTranslation();
  const mine = report.mine;
  const myTurn = mine?.status !== 'completed';
  return (
    <Narrow title={t('coupleReport.title')}>
      <div className="rounded-3xl border border-stone-200 bg-white p-6">
        <p className="text-sm font-semibold text-brand-700">{typeTitle}</p>
        <p className="mt-2 text-lg font-semibold text-stone-900" role="status">
          {myTurn ? t('coupleReport.finishFirst') : <Named i18nKey="together.waiting" names={{ name: partnerName }} />}
        </p>
        <p className="mt-3 text-stone-700">{t('coupleReport.privateUntilBoth')}</p>
        {myTurn && mine ? (
          <ButtonLink to={paths.assessmentRun(report.assessment_type, mine.assessment_id)} className="mt-5">
            {t('dashboard.continue')}
          </ButtonLink>
        ) : null}
      </div>
    </Narrow>
  );
}

function Report({
  report,
  typeTitle,
  onShareChange,
}: {
  report: Ready;
  typeTitle: string;
  onShareChange: (report: Ready) => void;
}) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const advice = report.advice[language];
  const partner = report.partner_name;
  const order = CATEGORY_IDS.filter((id) => report.categories[id]);
  const labelOf = (id: CategoryId) => CATEGORY_TITLES[id][language];

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle page={t('coupleReport.title')} />
      <ComparisonHero
        typeTitle={typeTitle}
        heading={<Named i18nKey="coupleReport.heading" names={{ name: partner }} />}
        agreementLabel={t('coupleReport.agreement')}
        agreement={report.agreement}
        pattern={report.pattern}
        completedAt={report.completed_at}
      />
      <InsightsSummary advice={advice} pendingModel={report.advice_pending.includes(language)} />
      <AgreementByCategory categories={report.categories} order={order} labelOf={labelOf} pattern={report.pattern} />
      <EachSideTable
        order={order}
        labelOf={labelOf}
        mine={report.alignment.mine}
        other={report.alignment.partner}
        otherName={partner}
      />
      <Topics report={report} onShareChange={onShareChange} />
      <StrengthsAndGrowth advice={advice} />
      <RecommendationsAndStarters advice={advice} />

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        <ButtonLink to={paths.dashboard} variant="secondary">
          {t('results.backToDashboard')}
        </ButtonLink>
        {report.mine ? (
          <ButtonLink to={paths.results(report.mine.assessment_id)} variant="secondary">
            {t('coupleReport.myResult')}
          </ButtonLink>
        ) : null}
        <DownloadPdfButton
          path={`/api/couple/shared/${encodeURIComponent(report.id)}/report.pdf`}
          fallbackName="wifaq-report.pdf"
        />
      </div>
    </div>
  );
}

function Topics({ report, onShareChange }: { report: Ready; onShareChange: (report: Ready) => void }) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const checkboxId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Shown at once as chosen; put back if the server refuses.
  const [sharing, setSharing] = useState(report.mine?.share_answers === true);
  const partner = report.partner_name;
  const toggle = async (share: boolean) => {
    setBusy(true);
    setError(null);
    setSharing(share);
    try {
      await setShareAnswers(report.id, share);
      // Re-read so the topics show (or hide) the answers exactly as the server now allows.
      onShareChange((await fetchCoupleReport(report.id, language)) as Ready);
    } catch (failure) {
      setSharing(!share);
      setError(failure instanceof ApiError ? failure.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="topics" className="mt-6 rounded-3xl border border-sand-200 bg-sand-50 p-6 sm:p-8">
      <h2 id="topics" className="text-lg font-semibold text-stone-900">
        {t('coupleReport.topics')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('coupleReport.topicsHint')}</p>
      <TopicItems
        topics={report.topics.map((topic) => ({
          ...topic,
          answers: topic.answers ? { mine: topic.answers.mine, other: topic.answers.partner } : null,
        }))}
        otherName={partner}
        empty={t('coupleReport.noTopics')}
      />
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
              <Named i18nKey="coupleReport.shareLabel" names={{ name: partner }} />
            </label>
            <p id={`${checkboxId}-hint`} className="mt-1 text-sm text-stone-700">
              {t('coupleReport.shareHint')}{' '}
              {report.partner_share_answers
                ? isolateNames(t, 'coupleReport.partnerShares', { name: partner })
                : isolateNames(t, 'coupleReport.partnerNotSharing', { name: partner })}
            </p>
          </div>
        </div>
        {error ? (
          <div className="mt-3">
            <ErrorAlert>{error}</ErrorAlert>
          </div>
        ) : null}
      </div>
    </section>
  );
}

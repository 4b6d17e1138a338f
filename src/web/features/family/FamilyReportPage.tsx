import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CATEGORY_IDS, type CategoryId } from '../../../domain/assessment/categories.ts';
import { categoryTitle, FAMILY_TITLES } from '../../../domain/assessment/kind.ts';
import { InsightsSummary, RecommendationsAndStarters } from '../../components/advice.tsx';
import { AgreementByCategory, ComparisonHero, EachSideTable, TopicItems } from '../../components/comparison.tsx';
import { DownloadPdfButton } from '../../components/DownloadPdfButton.tsx';
import { Named } from '../../components/Named.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api.ts';
import { type FamilyReport, fetchFamilyReport, setFamilyShareAnswers } from '../../lib/family-api.ts';
import { paths } from '../../paths.ts';

type Ready = Extract<FamilyReport, { status: 'ready' }>;

/** /family/results/:id: parent and child compared, read from the reader's own side. */
export default function FamilyReportPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { language, pick } = useFormat();
  const [report, setReport] = useState<FamilyReport | 'missing' | 'failed' | null>(null);

  useEffect(() => {
    let live = true;
    fetchFamilyReport(id)
      .then((found) => live && setReport(found))
      .catch((error) => live && setReport(error instanceof ApiError && error.status === 404 ? 'missing' : 'failed'));
    return () => {
      live = false;
    };
  }, [id]);

  if (report === null) return <FullPageSpinner label={t('results.analyzing')} />;
  if (report === 'missing' || report === 'failed' || report.status === 'waiting') {
    const message =
      report === 'missing'
        ? t('family.reportNotFound')
        : report === 'failed'
          ? t('results.loadFailed')
          : t('family.reportWaiting');
    return (
      <div className="mx-auto max-w-xl space-y-5 px-4 py-12">
        <PageTitle page={t('family.reportTitle')} />
        <h1 className="text-2xl font-bold text-stone-900">{t('family.reportTitle')}</h1>
        {typeof report === 'string' ? <ErrorAlert>{message}</ErrorAlert> : <p role="status">{message}</p>}
        <ButtonLink to={paths.family} variant="secondary">
          {t('family.title')}
        </ButtonLink>
      </div>
    );
  }

  const order = CATEGORY_IDS.filter((category) => report.categories[category]);
  const labelOf = (category: CategoryId) => categoryTitle('family', category)[language];
  const advice = report.advice?.[language];
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle page={t('family.reportTitle')} />
      <ComparisonHero
        typeTitle={pick(FAMILY_TITLES[report.age_group])}
        heading={<Named i18nKey="coupleReport.heading" names={{ name: report.other_name }} />}
        agreementLabel={t('family.agreement')}
        agreement={report.agreement}
        pattern={report.pattern}
        completedAt={report.completed_at}
      />
      {report.supervised ? (
        <p className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-brand-900">
          <Named i18nKey="family.supervisedReportNote" names={{ name: report.other_name }} />
        </p>
      ) : null}
      {advice ? <InsightsSummary advice={advice} pendingModel={false} /> : null}
      <AgreementByCategory categories={report.categories} order={order} labelOf={labelOf} pattern={report.pattern} />
      <EachSideTable
        order={order}
        labelOf={labelOf}
        mine={report.alignment.mine}
        other={report.alignment.other}
        otherName={report.other_name}
      />
      <FamilyTopics report={report} onChange={setReport} />
      {advice ? <RecommendationsAndStarters advice={advice} /> : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        <ButtonLink to={paths.family} variant="secondary">
          {t('family.title')}
        </ButtonLink>
        {report.mine ? (
          <ButtonLink to={paths.results(report.mine.assessment_id)} variant="secondary">
            {t('coupleReport.myResult')}
          </ButtonLink>
        ) : null}
        <DownloadPdfButton
          path={`/api/family/assessments/${encodeURIComponent(report.id)}/report.pdf`}
          fallbackName="wifaq-report.pdf"
        />
      </div>
    </div>
  );
}

function FamilyTopics({ report, onChange }: { report: Ready; onChange: (report: FamilyReport) => void }) {
  const { t } = useTranslation();
  const checkboxId = useId();
  const [sharing, setSharing] = useState(report.mine?.share_answers === true);
  const [error, setError] = useState<string | null>(null);
  const toggle = async (share: boolean) => {
    setSharing(share);
    setError(null);
    try {
      await setFamilyShareAnswers(report.id, share);
      onChange(await fetchFamilyReport(report.id));
    } catch (failure) {
      setSharing(!share);
      setError(failure instanceof ApiError ? failure.message : t('errors.generic'));
    }
  };
  return (
    <section aria-labelledby="topics" className="mt-6 rounded-3xl border border-sand-200 bg-sand-50 p-6 sm:p-8">
      <h2 id="topics" className="text-lg font-semibold text-stone-900">
        {t('coupleReport.topics')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {report.supervised ? t('family.topicsSupervised') : t('coupleReport.topicsHint')}
      </p>
      <TopicItems topics={report.topics} otherName={report.other_name} empty={t('coupleReport.noTopics')} />
      {report.supervised ? null : (
        <div className="mt-6 flex items-start gap-3 border-t border-sand-200 pt-5">
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-700"
            checked={sharing}
            onChange={(event) => toggle(event.target.checked)}
          />
          <div>
            <label htmlFor={checkboxId} className="font-medium text-stone-900">
              <Named i18nKey="coupleReport.shareLabel" names={{ name: report.other_name }} />
            </label>
            <p className="mt-1 text-sm text-stone-700">{t('coupleReport.shareHint')}</p>
            {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          </div>
        </div>
      )}
    </section>
  );
}

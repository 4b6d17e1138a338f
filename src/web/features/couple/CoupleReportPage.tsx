import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CATEGORY_TITLES } from '../../../domain/assessment/categories.ts';
import { isolateNames, Named } from '../../components/Named.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { PairReport } from '../../components/PairReport.tsx';
import { UpgradeCard } from '../../components/UpgradeCard.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api.ts';
import { assessmentQueries } from '../../lib/assessments-api.ts';
import { type CoupleReport, coupleQueries, setShareAnswers } from '../../lib/couple-api.ts';
import { queryClient, useWaitingInterval, WAITING_POLL_MS } from '../../lib/query-client.ts';
import { paths } from '../../paths.ts';

type Ready = Extract<CoupleReport, { status: 'ready' }>;

/**
 * The reader's own check showed the help card: the server sent the private advice, and the page's own words
 * ask nothing of the two together either (decision 054). The partner's report never carries the field.
 */
const isPrivateView = (report: Ready) => 'private_view' in report && report.private_view === true;
/**
 * /couple/results/:id. Until both partners have finished it says only who is still answering; then
 * the comparison, in the reader's own language, with joint advice.
 */
export default function CoupleReportPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { language } = useFormat();
  const adviceInterval = useWaitingInterval();
  const report = useQuery({
    ...coupleQueries.report(id, language),
    // The model's joint advice replaces the built-in one when it lands; until the partner has finished,
    // the page looks now and then, so the report appears without a reload. A failed poll stops.
    refetchInterval: (query) => {
      const { data, error, dataUpdateCount } = query.state;
      if (!data || error) return false;
      if (data.status === 'waiting') return WAITING_POLL_MS;
      // A private view shows no model advice, so nothing is awaited (decision 054).
      if (isPrivateView(data)) return false;
      return adviceInterval(data.advice_pending.includes(language), dataUpdateCount);
    },
  });
  const couple = useQuery(coupleQueries.state());
  const types = useQuery(assessmentQueries.types());

  if (report.isPending || couple.isPending || types.isPending) {
    return <FullPageSpinner label={t('results.analyzing')} />;
  }
  if (!report.data) {
    const error = report.error;
    if (error instanceof ApiError && error.code === 'plan_required') {
      return (
        <Narrow title={t('coupleReport.title')}>
          <UpgradeCard message={error.message} />
        </Narrow>
      );
    }
    return (
      <Narrow title={t('coupleReport.title')}>
        <ErrorAlert>
          {error instanceof ApiError && error.status === 404 ? t('coupleReport.notFound') : t('results.loadFailed')}
        </ErrorAlert>
      </Narrow>
    );
  }
  const found = report.data;
  const type = types.data?.find((candidate) => candidate.id === found.assessment_type);
  const typeTitle = type ? type.title[language] : found.assessment_type;
  if (found.status === 'waiting') {
    return <Waiting report={found} partnerName={couple.data?.partner?.name ?? ''} typeTitle={typeTitle} />;
  }
  return <Report report={found} typeTitle={typeTitle} />;
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

function Report({ report, typeTitle }: { report: Ready; typeTitle: string }) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const partner = report.partner_name;
  const privateView = isPrivateView(report);
  return (
    <PairReport
      report={{
        ...report,
        other_name: partner,
        alignment: { mine: report.alignment.mine, other: report.alignment.partner },
        topics: report.topics.map((topic) => ({
          ...topic,
          answers: topic.answers ? { mine: topic.answers.mine, other: topic.answers.partner } : null,
        })),
      }}
      title={t('coupleReport.title')}
      typeTitle={typeTitle}
      agreementLabel={t('coupleReport.agreement')}
      labelOf={(id) => CATEGORY_TITLES[id][language]}
      advice={report.advice[language]}
      pendingModel={!privateView && report.advice_pending.includes(language)}
      // Strengths and growth areas speak to the two of them: a private view has none (decision 054).
      strengths={!privateView}
      back={{ to: paths.dashboard, label: t('results.backToDashboard') }}
      pdfPath={`/api/couple/shared/${encodeURIComponent(report.id)}/report.pdf`}
      concernsWords={
        privateView
          ? { title: t('coupleReport.privateConcerns'), hint: t('coupleReport.privateConcernsHint') }
          : undefined
      }
      topics={{
        hint: t('coupleReport.topicsHint'),
        ...(privateView ? { title: t('coupleReport.privateTopics'), empty: t('coupleReport.privateNoTopics') } : {}),
        share: {
          offNote: privateView ? t('coupleReport.shareOff') : undefined,
          save: async (share) => {
            await setShareAnswers(report.id, share);
            // Re-read so the topics show (or hide) the answers exactly as the server now allows.
            await queryClient.invalidateQueries({ queryKey: coupleQueries.report(report.id, language).queryKey });
          },
          otherShares: report.partner_share_answers
            ? isolateNames(t, 'coupleReport.partnerShares', { name: partner })
            : isolateNames(t, 'coupleReport.partnerNotSharing', { name: partner }),
        },
      }}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CATEGORY_TITLES } from '../../../domain/assessment/categories.ts';
import { isolateNames, Named } from '../../components/Named.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { PairReport } from '../../components/PairReport.tsx';
import { UpgradeCard } from '../../components/UpgradeCard.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api.ts';
import { assessmentQueries } from '../../lib/assessments-api.ts';
import { type CoupleReport, coupleQueries, removeKeptReport, setShareAnswers } from '../../lib/couple-api.ts';
import { progressQueries } from '../../lib/progress-api.ts';
import { queryClient, useWaitingInterval, WAITING_POLL_MS } from '../../lib/query-client.ts';
import { useAction } from '../../lib/use-action.ts';
import { paths } from '../../paths.ts';
import { useAddress } from '../../session/address.ts';

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
  // A man's partner is a woman: «شريكة حياتك» (decision 063).
  const address = useAddress();
  const { language } = useFormat();
  // A partner whose account is gone is named by a neutral word in the reader's copy (decision 062).
  const partner = report.partner_name || t('coupleReport.formerPartner', address);
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
      note={report.kept ? <KeptCopy id={report.id} kept={report.kept} partnerName={partner} /> : undefined}
      pdfPath={`/api/couple/shared/${encodeURIComponent(report.id)}/report.pdf`}
      concernsWords={
        privateView
          ? { title: t('coupleReport.privateConcerns'), hint: t('coupleReport.privateConcernsHint') }
          : undefined
      }
      topics={{
        hint: t('coupleReport.topicsHint'),
        ...(privateView ? { title: t('coupleReport.privateTopics'), empty: t('coupleReport.privateNoTopics') } : {}),
        // A kept copy no longer changes: "show my answers" stays as it was when the link ended.
        share: report.kept
          ? null
          : {
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

/**
 * The reader's copy of a report kept from an ended link (decision 062): when it was kept, that it no
 * longer changes, and removing it, asked once more, since it cannot be brought back. The other's copy stays.
 */
function KeptCopy({ id, kept, partnerName }: { id: string; kept: NonNullable<Ready['kept']>; partnerName: string }) {
  const { t } = useTranslation();
  // A man's partner is a woman: «شريكة حياتك» (decision 063).
  const address = useAddress();
  const { date } = useFormat();
  const navigate = useNavigate();
  const action = useAction();
  const [asking, setAsking] = useState(false);
  const headingId = useId();
  // The button that asked is gone once the question shows: keyboard focus goes to the safe answer.
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keepButton.current?.focus();
  }, [asking]);
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-3xl border border-stone-200 bg-white p-6 sm:p-8">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('coupleReport.keptTitle')}
      </h2>
      <p className="mt-1 text-stone-700">
        {kept.partner_deleted ? (
          t('coupleReport.keptNoteDeleted', { date: date(kept.at), ...address })
        ) : (
          <Named i18nKey="coupleReport.keptNote" names={{ name: partnerName }} values={{ date: date(kept.at) }} />
        )}
      </p>
      {asking ? (
        <div className="mt-4 space-y-3">
          <p id={`${headingId}-ask`} className="font-medium text-stone-900">
            {kept.partner_deleted ? (
              t('coupleReport.removeAskAlone')
            ) : (
              <Named i18nKey="coupleReport.removeAsk" names={{ name: partnerName }} />
            )}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              variant="primary"
              disabled={action.busy}
              onClick={() =>
                action.run(async () => {
                  await removeKeptReport(id);
                  await queryClient.invalidateQueries({ queryKey: coupleQueries.all });
                  await queryClient.invalidateQueries({ queryKey: progressQueries.timelineAll });
                  // The dashboard, which every plan opens (the timeline is progress tracking): its list
                  // of kept reports no longer has this one.
                  navigate(paths.dashboard);
                })
              }
            >
              {t('coupleReport.removeYes')}
            </Button>
            <Button variant="secondary" ref={keepButton} onClick={() => setAsking(false)}>
              {t('coupleReport.removeNo')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" className="mt-4" onClick={() => setAsking(true)}>
          {t('coupleReport.removeCopy')}
        </Button>
      )}
      {action.error ? (
        <div className="mt-3">
          <ErrorAlert>{action.error}</ErrorAlert>
        </div>
      ) : null}
    </section>
  );
}

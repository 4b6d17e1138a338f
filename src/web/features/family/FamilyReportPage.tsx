import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { parentContext } from '../../../domain/address.ts';
import { categoryTitle, FAMILY_TITLES } from '../../../domain/assessment/kind.ts';
import { Named } from '../../components/Named.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { PairReport } from '../../components/PairReport.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api.ts';
import { type FamilyReport, familyQueries, setFamilyShareAnswers } from '../../lib/family-api.ts';
import { queryClient, WAITING_POLL_MS } from '../../lib/query-client.ts';
import { paths } from '../../paths.ts';

/** /family/results/:id: parent and child compared, read from the reader's own side. */
export default function FamilyReportPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { language, pick } = useFormat();
  const query = useQuery({
    ...familyQueries.report(id),
    // Until the other side has finished, the page looks now and then, so the report appears without a
    // reload. A failed poll stops.
    refetchInterval: ({ state }) => (state.data?.status === 'waiting' && !state.error ? WAITING_POLL_MS : false),
  });

  if (query.isPending) return <FullPageSpinner label={t('results.analyzing')} />;
  const report: FamilyReport | 'missing' | 'failed' =
    query.data ?? (query.error instanceof ApiError && query.error.status === 404 ? 'missing' : 'failed');
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

  // The reader's own check showed the help card: the server sent the private advice, and the page's words
  // ask nothing of the two together either, as on a couple report (decision 054).
  const privateView = 'private_view' in report && report.private_view === true;
  return (
    <PairReport
      report={report}
      title={t('family.reportTitle')}
      typeTitle={pick(FAMILY_TITLES[report.age_group])}
      agreementLabel={t('family.agreement')}
      labelOf={(category) => categoryTitle('family', category)[language]}
      advice={report.advice?.[language] ?? null}
      pendingModel={false}
      strengths={false}
      note={
        report.supervised ? (
          <p className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-brand-900">
            <Named i18nKey="family.supervisedReportNote" names={{ name: report.other_name }} />
          </p>
        ) : null
      }
      back={{ to: paths.family, label: t('family.title') }}
      pdfPath={`/api/family/assessments/${encodeURIComponent(report.id)}/report.pdf`}
      concernsWords={
        privateView
          ? { title: t('coupleReport.privateConcerns'), hint: t('coupleReport.privateConcernsHint') }
          : undefined
      }
      topics={{
        hint: report.supervised
          ? t('family.topicsSupervised', parentContext(report.pairing))
          : t('coupleReport.topicsHint'),
        ...(privateView ? { title: t('coupleReport.privateTopics'), empty: t('coupleReport.privateNoTopics') } : {}),
        // A supervised child's answers are never shown answer by answer, so there is nothing to share.
        share: report.supervised
          ? null
          : {
              offNote: privateView ? t('coupleReport.shareOff') : undefined,
              save: async (share) => {
                await setFamilyShareAnswers(report.id, share);
                // Re-read so the topics show (or hide) the answers exactly as the server now allows.
                await queryClient.invalidateQueries({ queryKey: familyQueries.report(report.id).queryKey });
              },
            },
      }}
    />
  );
}

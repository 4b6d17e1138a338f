import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isolateNames, Named } from '../../components/Named.tsx';
import { UpgradeCard } from '../../components/UpgradeCard.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { ApiError } from '../../lib/api.ts';
import { assessmentQueries } from '../../lib/assessments-api.ts';
import { coupleQueries, joinShared, type SharedAssessment } from '../../lib/couple-api.ts';
import { forget } from '../../lib/query-client.ts';
import { paths } from '../../paths.ts';
import { useAddress } from '../../session/address.ts';

/**
 * The dashboard's shared assessments: what the partner invited this person to take, what they are
 * answering, and reports that are ready. Of the partner it tells only whether they have finished.
 */
export function TogetherSection({
  partnerName,
  shared,
  titleOf,
  quiet = false,
}: {
  partnerName: string;
  shared: SharedAssessment[];
  titleOf: (typeId: string) => string;
  /** After a check that showed the help card: no prompt to start one together (decision 054). */
  quiet?: boolean;
}) {
  const { t } = useTranslation();
  // "You are answering" speaks to the reader as their profile says (decision 063).
  const address = useAddress();
  const navigate = useNavigate();
  const [error, setError] = useState<{ message: string; plan: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const join = async (item: SharedAssessment) => {
    setBusy(true);
    setError(null);
    try {
      const { assessment } = await joinShared(item.id);
      await forget(coupleQueries.all, assessmentQueries.all);
      navigate(paths.assessmentRun(item.assessment_type, assessment.id));
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? { message: failure.message, plan: failure.code === 'plan_required' }
          : { message: t('errors.generic'), plan: false },
      );
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="together" className="mt-10">
      <div className="flex items-center justify-between gap-3">
        <h2 id="together" className="text-lg font-semibold text-stone-900">
          <Named i18nKey="together.dashboardTitle" names={{ name: partnerName }} />
        </h2>
        {quiet ? null : (
          <Link
            to={paths.coupleInvite}
            className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {t('together.startAnother')}
          </Link>
        )}
      </div>
      {error ? (
        <div className="mt-4">
          {error.plan ? <UpgradeCard message={error.message} /> : <ErrorAlert>{error.message}</ErrorAlert>}
        </div>
      ) : null}
      {shared.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-6 text-stone-700">
          <Named i18nKey={quiet ? 'together.emptyQuiet' : 'together.empty'} names={{ name: partnerName }} />
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {shared.map((item) => {
            const title = titleOf(item.assessment_type);
            const mine = item.mine;
            let status: React.ReactNode;
            let action: React.ReactNode;
            if (!mine) {
              status = isolateNames(t, 'together.invitedYou', { name: partnerName }, { title });
              action = (
                <Button disabled={busy} onClick={() => join(item)} aria-label={`${t('together.begin')}: ${title}`}>
                  {t('together.begin')}
                </Button>
              );
            } else if (mine.status === 'in_progress') {
              status = item.partner_completed
                ? isolateNames(t, 'together.partnerDone', { name: partnerName })
                : t('together.answering', address);
              action = (
                <Link
                  to={paths.assessmentRun(item.assessment_type, mine.assessment_id)}
                  className={buttonClass('primary', 'shrink-0')}
                  aria-label={`${t('dashboard.continue')}: ${title}`}
                >
                  {t('dashboard.continue')}
                </Link>
              );
            } else {
              status = item.report_ready
                ? t('together.ready')
                : isolateNames(t, 'together.waiting', { name: partnerName });
              action = (
                <Link
                  to={paths.coupleResults(item.id)}
                  className={buttonClass(item.report_ready ? 'primary' : 'secondary', 'shrink-0')}
                  aria-label={`${t(item.report_ready ? 'together.readReport' : 'together.view')}: ${title}`}
                >
                  {t(item.report_ready ? 'together.readReport' : 'together.view')}
                </Link>
              );
            }
            return (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-brand-100 bg-brand-50/50 p-4"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-stone-900">{title}</p>
                  <p className="text-sm text-stone-700">{status}</p>
                </div>
                {action}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

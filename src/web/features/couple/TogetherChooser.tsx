import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AssessmentIcon } from '../../components/AssessmentIcon.tsx';
import { Named } from '../../components/Named.tsx';
import { UpgradeCard } from '../../components/UpgradeCard.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useFormat } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api.ts';
import { assessmentQueries } from '../../lib/assessments-api.ts';
import { type CoupleState, coupleQueries, startShared } from '../../lib/couple-api.ts';
import { forget } from '../../lib/query-client.ts';
import { paths } from '../../paths.ts';

/** On the partner page: start any assessment together; each partner then answers privately. */
export function TogetherChooser({ partnerName, plan }: { partnerName: string; plan: CoupleState['plan'] | null }) {
  const { t } = useTranslation();
  const { pick } = useFormat();
  const navigate = useNavigate();
  const { data: types } = useQuery(assessmentQueries.types());
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState(plan ? !plan.allowance.coupleFeatures : false);

  const start = async (typeId: string) => {
    setBusy(typeId);
    setError(null);
    try {
      const { assessment } = await startShared(typeId);
      await forget(coupleQueries.all, assessmentQueries.all);
      navigate(paths.assessmentRun(typeId, assessment.id));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'plan_required') setLocked(true);
      else setError(failure instanceof ApiError ? failure.message : t('errors.generic'));
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="together" className="mt-6 rounded-3xl border border-stone-200 bg-white p-6">
      <h2 id="together" className="text-lg font-semibold text-stone-900">
        {t('together.title')}
      </h2>
      <p className="mt-2 text-stone-700">
        <Named i18nKey="together.body" names={{ name: partnerName }} />
      </p>
      {error ? (
        <div className="mt-4">
          <ErrorAlert>{error}</ErrorAlert>
        </div>
      ) : null}
      {locked ? (
        <div className="mt-5">
          <UpgradeCard message={t('errors.plan.couple')} />
        </div>
      ) : (
        <ul className="mt-5 space-y-3">
          {(types ?? []).map((type) => (
            <li
              key={type.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 p-4"
            >
              <span className="flex items-center gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <AssessmentIcon name={type.icon} className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-stone-900">{pick(type.title)}</span>
                  <span className="block text-sm text-stone-600">
                    {t('selection.minutes', { count: type.estimated_minutes })}
                  </span>
                </span>
              </span>
              <Button
                variant="secondary"
                disabled={busy !== null}
                onClick={() => start(type.id)}
                aria-label={`${t('together.start')}: ${pick(type.title)}`}
              >
                {t('together.start')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

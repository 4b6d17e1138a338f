import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { noticeQueries, saveNoticePreference } from '../../lib/notices-api.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { paths } from '../../paths.ts';
import { useAddress } from '../../session/address.ts';
import { PushDeviceCard } from './PushDeviceCard.tsx';

/**
 * /settings/notices: which optional mail a person gets (decision 067). Mail about the account itself
 * (security, payments) is not optional and is not listed. Each switch saves at once, with the browser's
 * time zone, which the monthly report is timed in.
 */
export default function NoticeSettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const view = useQuery(noticeQueries.preferences());
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const zone = browserTimeZone();
  // Arabic addressed as the profile's gender says (decision 063).
  const address = useAddress();

  const save = async (on: boolean | null) => {
    setSaving(true);
    setFailed(false);
    try {
      const current = view.data?.preferences.find((p) => p.event === 'monthly_report')?.on ?? true;
      const saved = await saveNoticePreference({
        event: 'monthly_report',
        channel: 'mail',
        on: on ?? current,
        time_zone: zone,
      });
      queryClient.setQueryData(noticeQueries.preferences().queryKey, saved);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const monthly = view.data?.preferences.find((p) => p.event === 'monthly_report' && p.channel === 'mail');
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle page={t('notices.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('notices.title')}</h1>
      <p className="text-stone-700">{t('notices.intro', address)}</p>

      {view.isError ? <ErrorAlert>{t('notices.loadFailed', address)}</ErrorAlert> : null}

      {view.data && monthly ? (
        <section aria-labelledby="monthly-report" className="rounded-3xl border border-stone-200 bg-white p-6">
          <h2 id="monthly-report" className="text-lg font-semibold text-stone-900">
            {t('notices.monthly.title')}
          </h2>
          <p className="mt-2 text-stone-700">{t('notices.monthly.body', address)}</p>
          <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3 font-medium text-stone-900">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={monthly.on}
              disabled={saving}
              aria-describedby="monthly-report-zone"
              onChange={(event) => void save(event.target.checked)}
            />
            {t('notices.monthly.byMail')}
          </label>
          <p id="monthly-report-zone" className="mt-2 text-sm text-stone-600">
            {t('notices.monthly.zone', { zone: view.data.time_zone })}
          </p>
          {view.data.time_zone !== zone ? (
            <div className="mt-3">
              <Button variant="secondary" disabled={saving} onClick={() => void save(null)}>
                {t('notices.useDeviceZone', { zone, ...address })}
              </Button>
            </div>
          ) : null}
          {view.data.monthly_report_included ? null : (
            <p className="mt-3 text-sm text-stone-700">
              {t('notices.monthly.premium')}{' '}
              <Link to={paths.settingsBilling} className="font-semibold text-brand-800 underline underline-offset-4">
                {t('notices.monthly.seePlans', address)}
              </Link>
            </p>
          )}
          {failed ? (
            <div className="mt-3">
              <ErrorAlert>{t('notices.saveFailed', address)}</ErrorAlert>
            </div>
          ) : null}
        </section>
      ) : null}

      <PushDeviceCard />
    </div>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHANNELS_OF, NOTICE_EVENTS, type NoticeChannel, type NoticeEvent } from '../../../domain/notices.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { Switch } from '../../components/ui/Switch.tsx';
import { type NoticePreferencesView, noticeQueries, saveNoticePreference } from '../../lib/notices-api.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { paths } from '../../paths.ts';
import { useAddress } from '../../session/address.ts';
import { PushDeviceCard } from './PushDeviceCard.tsx';
import { QuietCard } from './QuietCard.tsx';

/**
 * /settings/notices: what Wifaq may tell a person and how, by mail or on the devices where they turned
 * notices on (decisions 067, 072): a switch per event and channel, their quiet hours and prayer city,
 * and this device's push. Mail about the account itself (security, payments) is not optional and is not
 * listed. Each switch saves at once, with the browser's time zone, which schedules are read in.
 */
export default function NoticeSettingsPage() {
  const { t } = useTranslation();
  const view = useQuery(noticeQueries.preferences());
  // Arabic addressed as the profile's gender says (decision 063).
  const address = useAddress();
  const pushOn = view.data?.preferences.filter((p) => p.channel === 'push' && p.on).map((p) => p.event);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle page={t('notices.title')} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('notices.title')}</h1>
        <p className="mt-2 text-stone-700">{t('notices.intro', address)}</p>
      </div>

      {view.isError ? <ErrorAlert>{t('notices.loadFailed', address)}</ErrorAlert> : null}
      {view.isPending ? <Spinner className="py-10" /> : null}
      {view.data ? <EventsCard view={view.data} /> : null}
      {view.data ? <QuietCard view={view.data} /> : null}
      <PushDeviceCard pushEvents={pushOn} />
    </div>
  );
}

const keyOf = (event: NoticeEvent, channel: NoticeChannel) => `${event}:${channel}`;

/**
 * A switch per event and channel. A switch shows its new state at once and is never disabled while it
 * saves (focus stays on it); a refusal puts it back and says so under its event. Answers may arrive out
 * of order: only the latest request's view is kept, and any failure reads the saved state again.
 */
function EventsCard({ view }: { view: NoticePreferencesView }) {
  const { t } = useTranslation();
  const address = useAddress();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [failed, setFailed] = useState<NoticeEvent | null>(null);
  const latest = useRef(0);

  const save = async (event: NoticeEvent, channel: NoticeChannel, on: boolean) => {
    const key = keyOf(event, channel);
    const request = ++latest.current;
    setFailed(null);
    setPending((now) => ({ ...now, [key]: on }));
    try {
      const saved = await saveNoticePreference({ event, channel, on, time_zone: browserTimeZone() });
      if (request === latest.current) queryClient.setQueryData(noticeQueries.preferences().queryKey, saved);
    } catch {
      setFailed(event);
      await queryClient.invalidateQueries(noticeQueries.preferences());
    } finally {
      setPending(({ [key]: _, ...rest }) => rest);
    }
  };
  const isOn = (event: NoticeEvent, channel: NoticeChannel) =>
    pending[keyOf(event, channel)] ??
    view.preferences.find((p) => p.event === event && p.channel === channel)?.on ??
    true;

  return (
    <section aria-labelledby="notice-events" className="rounded-3xl border border-stone-200 bg-white p-6">
      <h2 id="notice-events" className="text-lg font-semibold text-stone-900">
        {t('notices.eventsTitle')}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{t('notices.eventsHint', address)}</p>
      <ul className="mt-2 divide-y divide-stone-200">
        {NOTICE_EVENTS.map((event) => (
          <li key={event} className="py-5 last:pb-0">
            <div className="sm:flex sm:items-start sm:gap-8">
              <div className="min-w-0 flex-1">
                <h3 id={`notice-${event}`} className="font-semibold text-stone-900">
                  {t(`notices.events.${event}.title`, address)}
                </h3>
                <p id={`notice-${event}-about`} className="mt-1 text-sm text-stone-700">
                  {t(`notices.events.${event}.body`, address)}
                </p>
                {event === 'monthly_report' ? (
                  <p className="mt-1 text-sm text-stone-600">{t('notices.monthly.zone', { zone: view.time_zone })}</p>
                ) : null}
                {event === 'monthly_report' && !view.monthly_report_included ? (
                  <p className="mt-2 text-sm text-stone-700">
                    {t('notices.monthly.premium')}{' '}
                    <Link
                      to={paths.settingsBilling}
                      className="font-semibold text-brand-800 underline underline-offset-4"
                    >
                      {t('notices.monthly.seePlans', address)}
                    </Link>
                  </p>
                ) : null}
              </div>
              <fieldset
                aria-labelledby={`notice-${event}`}
                aria-describedby={`notice-${event}-about`}
                className="mt-2 sm:mt-0 sm:w-44 sm:shrink-0"
              >
                {CHANNELS_OF[event].map((channel) => (
                  <Switch
                    key={channel}
                    label={t(`notices.channels.${channel}`)}
                    checked={isOn(event, channel)}
                    onChange={(change) => void save(event, channel, change.target.checked)}
                  />
                ))}
              </fieldset>
            </div>
            {failed === event ? (
              <div className="mt-3">
                <ErrorAlert>{t('notices.saveFailed', address)}</ErrorAlert>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-5 border-t border-stone-200 pt-4 text-sm text-stone-600">{t('notices.nudges')}</p>
    </section>
  );
}

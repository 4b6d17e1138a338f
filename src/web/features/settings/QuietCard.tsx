import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRAYER_CITIES } from '../../../domain/prayer-cities.ts';
import { OnDemandForm } from '../../components/OnDemandForm.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useFormat } from '../../i18n/format.ts';
import { type NoticePreferencesView, noticeQueries, saveQuietSettings } from '../../lib/notices-api.ts';
import { onDemand, preloadOnIntent } from '../../lib/on-demand.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { useAction } from '../../lib/use-action.ts';
import { useOpenInPlace } from '../../lib/use-open-in-place.ts';
import { useAddress } from '../../session/address.ts';
import { clockTime } from './notice-times.ts';

/** The form and its form layer load when someone is about to change the times, not with the page (048). */
const quietForm = onDemand(async () => (await import('./QuietForm.tsx')).QuietForm);
const QuietForm = quietForm.Component;

/**
 * Quiet times (decision 072): the person's own hours, read on their clock in the zone the server keeps,
 * and, if they choose a city, the windows around its prayers (Ramadan's too). At rest the card says what
 * is set; "Change" opens the form in its place.
 */
export function QuietCard({ view }: { view: NoticePreferencesView }) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const address = useAddress();
  const queryClient = useQueryClient();
  const change = useOpenInPlace();
  const zoneAction = useAction();
  const [saved, setSaved] = useState(false);
  const changeButton = useRef<HTMLButtonElement | null>(null);
  const zone = browserTimeZone();
  const hours = view.quiet_hours;
  const city = view.prayer_city ? PRAYER_CITIES[view.prayer_city].name[language] : null;

  const takeDeviceZone = () =>
    zoneAction.run(async () => {
      const updated = await saveQuietSettings({
        quiet_hours: view.quiet_hours,
        prayer_city: view.prayer_city,
        time_zone: zone,
      });
      queryClient.setQueryData(noticeQueries.preferences().queryKey, updated);
      // The zone button is gone once the zones agree: focus stays in the card, on its other button.
      requestAnimationFrame(() => changeButton.current?.focus());
    });

  return (
    <section aria-labelledby="quiet-times" className="rounded-3xl border border-stone-200 bg-white p-6">
      <h2 id="quiet-times" className="text-lg font-semibold text-stone-900">
        {t('notices.quiet.title')}
      </h2>
      <p className="mt-2 text-stone-700">{t('notices.quiet.body')}</p>
      {change.open ? (
        <OnDemandForm className="mt-5">
          <QuietForm
            view={view}
            onCancel={change.close}
            onSaved={(updated) => {
              queryClient.setQueryData(noticeQueries.preferences().queryKey, updated);
              setSaved(true);
              change.close();
            }}
          />
        </OnDemandForm>
      ) : (
        <>
          <dl className="mt-4 divide-y divide-stone-100 rounded-2xl bg-stone-50 px-4 text-sm">
            <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
              <dt className="font-medium text-stone-900">{t('notices.quiet.hours')}</dt>
              <dd className="text-stone-700">
                {hours
                  ? t('notices.quiet.hoursSet', {
                      from: clockTime(hours.from, language),
                      to: clockTime(hours.to, language),
                    })
                  : t('notices.quiet.hoursNone')}
              </dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
              <dt className="font-medium text-stone-900">{t('notices.quiet.prayer')}</dt>
              <dd className="text-stone-700">
                {city ? t('notices.quiet.prayerSet', { city }) : t('notices.quiet.prayerNone')}
              </dd>
            </div>
          </dl>
          {saved ? (
            <p role="status" className="mt-3 text-sm font-medium text-brand-800">
              {t('notices.quiet.saved')}
            </p>
          ) : null}
          <p className="mt-3 text-sm text-stone-600">{t('notices.quiet.zone', { zone: view.time_zone })}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              ref={(element) => {
                changeButton.current = element;
                return change.opener(true)(element);
              }}
              variant="secondary"
              {...preloadOnIntent(quietForm)}
              onClick={() => {
                setSaved(false);
                change.show(true);
              }}
            >
              {t('notices.quiet.change')}
            </Button>
            {view.time_zone !== zone ? (
              <Button variant="ghost" disabled={zoneAction.busy} onClick={() => void takeDeviceZone()}>
                {t('notices.useDeviceZone', { zone, ...address })}
              </Button>
            ) : null}
          </div>
          {zoneAction.error ? (
            <div className="mt-3">
              <ErrorAlert>{zoneAction.error}</ErrorAlert>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeEvent } from '../../../domain/notices.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { currentSubscription, pushSupported, sendTestPush, turnOffPush, turnOnPush } from '../../lib/push-api.ts';
import { useAction } from '../../lib/use-action.ts';
import { useAddress } from '../../session/address.ts';

type DeviceState = 'checking' | 'unsupported' | 'off' | 'on' | 'denied';

/**
 * Notices on this device (issue 30, item 3): Web Push, turned on here by the person, per browser. What
 * the browser says is the truth: its permission and its subscription, read again when the card opens.
 * The card names the notices that reach a device (`pushEvents`: those switched on for devices above).
 */
export function PushDeviceCard({ pushEvents }: { pushEvents?: readonly NoticeEvent[] | undefined }) {
  const { t } = useTranslation();
  const address = useAddress();
  const action = useAction();
  const [state, setState] = useState<DeviceState>('checking');
  // Kept as what happened, not as words, so the page says it again in the language it turns to.
  const [outcome, setOutcome] = useState<'testSent' | 'unavailable' | null>(null);

  useEffect(() => {
    if (!pushSupported()) {
      setState('unsupported');
      return;
    }
    if (Notification.permission === 'denied') {
      setState('denied');
      return;
    }
    void currentSubscription().then(
      (subscription) => setState(subscription ? 'on' : 'off'),
      () => setState('off'),
    );
  }, []);

  const turnOn = () =>
    action.run(async () => {
      setOutcome(null);
      const result = await turnOnPush();
      if (result === 'on') setState('on');
      else if (result === 'denied') setState('denied');
      else setOutcome('unavailable');
    });
  const turnOff = () =>
    action.run(async () => {
      setOutcome(null);
      await turnOffPush();
      setState('off');
    });
  const test = () =>
    action.run(async () => {
      await sendTestPush();
      setOutcome('testSent');
    });

  return (
    <section aria-labelledby="device-notices" className="rounded-3xl border border-stone-200 bg-white p-6">
      <h2 id="device-notices" className="text-lg font-semibold text-stone-900">
        {t('notices.device.title')}
      </h2>
      <p className="mt-2 text-stone-700">{t('notices.device.body')}</p>
      {pushEvents ? (
        pushEvents.length > 0 ? (
          <div className="mt-3 text-sm text-stone-700">
            <p id="device-arrives" className="font-medium text-stone-900">
              {t('notices.device.arrives')}
            </p>
            <ul aria-labelledby="device-arrives" className="mt-1 list-disc space-y-0.5 ps-5">
              {pushEvents.map((event) => (
                <li key={event}>{t(`notices.events.${event}.title`, address)}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-3 text-sm text-stone-700">{t('notices.device.arrivesNone')}</p>
        )
      ) : null}
      <p className="mt-3 text-sm font-medium text-stone-900" role="status">
        {state === 'checking' ? null : t(`notices.device.state.${state}`)}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {state === 'off' ? (
          <Button disabled={action.busy} onClick={() => void turnOn()}>
            {t('notices.device.turnOn')}
          </Button>
        ) : null}
        {state === 'on' ? (
          <>
            <Button variant="secondary" disabled={action.busy} onClick={() => void test()}>
              {t('notices.device.test')}
            </Button>
            <Button variant="secondary" disabled={action.busy} onClick={() => void turnOff()}>
              {t('notices.device.turnOff')}
            </Button>
          </>
        ) : null}
      </div>
      {outcome === 'testSent' ? <p className="mt-3 text-sm text-stone-700">{t('notices.device.testSent')}</p> : null}
      {outcome === 'unavailable' ? (
        <div className="mt-3">
          <ErrorAlert>{t('notices.device.unavailable')}</ErrorAlert>
        </div>
      ) : null}
      {action.error ? (
        <div className="mt-3">
          <ErrorAlert>{action.error}</ErrorAlert>
        </div>
      ) : null}
    </section>
  );
}

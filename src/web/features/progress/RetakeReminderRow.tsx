import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RetakeReminder } from '../../../domain/notices.ts';
import { OnDemandForm } from '../../components/OnDemandForm.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useFormat } from '../../i18n/format.ts';
import { onDemand, preloadOnIntent } from '../../lib/on-demand.ts';
import { reminderQueries, saveRetakeReminder } from '../../lib/reminders-api.ts';
import { useAction } from '../../lib/use-action.ts';
import { useOpenInPlace } from '../../lib/use-open-in-place.ts';
import { dayIn } from './retake-days.ts';

/** The date form and its form layer load when someone is about to set a reminder (decision 048). */
const reminderForm = onDemand(async () => (await import('./RetakeReminderForm.tsx')).RetakeReminderForm);
const RetakeReminderForm = reminderForm.Component;

const SMALL = 'min-h-10 px-4 py-2 text-sm';

/**
 * "Remind me to take it again" for one assessment type (issue 30 item 3): the day set, if any, with a
 * change and a stop; the form opens in place of the buttons. The notice itself comes by mail or on the
 * person's devices, as their notice settings say.
 */
export function RetakeReminderRow(props: {
  type: string;
  title: string;
  latestCompletedAt: string;
  reminder: RetakeReminder | undefined;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const queryClient = useQueryClient();
  const edit = useOpenInPlace();
  const stop = useAction();
  const [outcome, setOutcome] = useState<'saved' | 'cleared' | null>(null);
  const openButton = useRef<HTMLButtonElement | null>(null);
  const { reminder } = props;
  // A reminder is kept after its day: then it says when it was for, and offers a new day or none.
  const past = reminder !== undefined && reminder.due_on < dayIn(new Date());
  // The type's title for a screen reader, where several cards each have these buttons.
  const which = <span className="sr-only"> ({props.title})</span>;

  const clear = () =>
    stop.run(async () => {
      setOutcome(null);
      const list = await saveRetakeReminder({ assessment_type: props.type, due_on: null });
      queryClient.setQueryData(reminderQueries.list().queryKey, list);
      setOutcome('cleared');
      // The stop button is gone with the reminder: focus goes to the one that sets a new one.
      requestAnimationFrame(() => openButton.current?.focus());
    });

  if (edit.open) {
    return (
      <OnDemandForm className="mt-4">
        <RetakeReminderForm
          type={props.type}
          title={props.title}
          latestCompletedAt={props.latestCompletedAt}
          current={reminder?.due_on ?? null}
          onCancel={edit.close}
          onSaved={(list) => {
            queryClient.setQueryData(reminderQueries.list().queryKey, list);
            setOutcome('saved');
            edit.close();
          }}
        />
      </OnDemandForm>
    );
  }
  return (
    <div className="mt-4 border-t border-stone-100 pt-4">
      {reminder ? (
        <p className="text-sm text-stone-700">
          {t(past ? 'progress.reminder.past' : 'progress.reminder.set', { date: date(reminder.due_on) })}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2 first:mt-0">
        <Button
          ref={(element) => {
            openButton.current = element;
            return edit.opener(true)(element);
          }}
          variant="secondary"
          className={SMALL}
          {...preloadOnIntent(reminderForm)}
          onClick={() => {
            setOutcome(null);
            edit.show(true);
          }}
        >
          {reminder ? t('progress.reminder.change') : t('progress.reminder.open')}
          {which}
        </Button>
        {reminder ? (
          <Button variant="ghost" className={SMALL} disabled={stop.busy} onClick={() => void clear()}>
            {past ? t('progress.reminder.remove') : t('progress.reminder.clear')}
            {which}
          </Button>
        ) : null}
      </div>
      {outcome ? (
        <p role="status" className="mt-2 text-sm font-medium text-brand-800">
          {t(outcome === 'saved' ? 'progress.reminder.saved' : 'progress.reminder.cleared')}
        </p>
      ) : null}
      {stop.error ? (
        <div className="mt-2">
          <ErrorAlert>{stop.error}</ErrorAlert>
        </div>
      ) : null}
    </div>
  );
}

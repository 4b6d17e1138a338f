import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type RetakeReminder, retakeReminderSchema } from '../../../domain/notices.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { FormActions } from '../../components/ui/FormActions.tsx';
import { useFormat } from '../../i18n/format.ts';
import { closeOnEscape } from '../../lib/close-on-escape.ts';
import { saveRetakeReminder } from '../../lib/reminders-api.ts';
import { useAction } from '../../lib/use-action.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { paths } from '../../paths.ts';
import { reminderDays } from './retake-days.ts';

/**
 * The day to be reminded to retake one assessment type: today to a year ahead (the server checks the
 * range on the person's clock and says so if it refuses), filled in with the day already set or the day
 * a retake falls due, three months after the latest result.
 */
export function RetakeReminderForm(props: {
  type: string;
  title: string;
  latestCompletedAt: string;
  current: string | null;
  onSaved: (list: RetakeReminder[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const days = reminderDays(props.latestCompletedAt);
  const form = useSchemaForm(retakeReminderSchema, {
    defaultValues: { assessment_type: props.type, due_on: props.current ?? days.suggested },
  });
  const { busy, error, setError, run } = useAction();
  const { setFocus } = form;
  useEffect(() => setFocus('due_on'), [setFocus]);
  const submit = form.handleSubmit((change) => run(async () => props.onSaved(await saveRetakeReminder(change))));

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={closeOnEscape(props.onCancel)}
      aria-label={t('progress.reminder.formLabel', { title: props.title })}
      className="space-y-4 rounded-2xl border border-brand-200 bg-brand-50/40 p-4"
    >
      <div className="sm:max-w-xs">
        <TextField
          label={t('progress.reminder.label')}
          type="date"
          min={days.today}
          max={days.last}
          required
          hint={
            days.due >= days.today
              ? t('progress.reminder.suggested', { date: date(days.due) })
              : t('progress.reminder.range')
          }
          {...form.field('due_on', () => setError(null))}
        />
      </div>
      <p className="text-sm text-stone-600">
        {t('progress.reminder.how')}{' '}
        <Link to={paths.settingsNotices} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('progress.reminder.settings')}
        </Link>
      </p>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <FormActions
        submit={busy ? t('progress.reminder.saving') : t('progress.reminder.save')}
        busy={busy}
        onCancel={props.onCancel}
      />
    </form>
  );
}

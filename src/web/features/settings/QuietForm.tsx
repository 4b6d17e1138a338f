import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_QUIET_HOURS } from '../../../domain/notices.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { CheckboxField, SelectField, TextField } from '../../components/ui/Field.tsx';
import { FormActions } from '../../components/ui/FormActions.tsx';
import { useFormat } from '../../i18n/format.ts';
import { closeOnEscape } from '../../lib/close-on-escape.ts';
import { type NoticePreferencesView, saveQuietSettings } from '../../lib/notices-api.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { useAction } from '../../lib/use-action.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { citiesFor, clockTime } from './notice-times.ts';
import { quietFormSchema } from './quiet-form.ts';

/** Quiet hours and a prayer city (decision 072), opened from the quiet-times card and fetched only then. */
export function QuietForm(props: {
  view: NoticePreferencesView;
  onSaved: (view: NoticePreferencesView) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const { view } = props;
  const form = useSchemaForm(quietFormSchema, {
    defaultValues: {
      keep_hours: view.quiet_hours !== null,
      quiet_hours: view.quiet_hours ?? { ...DEFAULT_QUIET_HOURS },
      prayer_city: view.prayer_city ?? '',
    },
  });
  const { busy, error, setError, run } = useAction();
  const edited = () => setError(null);
  const keepHours = form.watch('keep_hours');
  const { setFocus } = form;
  // The button that opened the form is gone: focus goes to the form's first field.
  useEffect(() => setFocus('keep_hours'), [setFocus]);
  const zone = browserTimeZone();

  const submit = form.handleSubmit((settings) =>
    run(async () => props.onSaved(await saveQuietSettings({ ...settings, time_zone: zone }))),
  );

  return (
    <form noValidate onSubmit={submit} onKeyDown={closeOnEscape(props.onCancel)} className="mt-5 space-y-5">
      <fieldset className="space-y-4">
        <legend className="sr-only">{t('notices.quiet.hours')}</legend>
        <CheckboxField label={t('notices.quiet.keepHours')} {...form.field('keep_hours', edited)} />
        {keepHours ? (
          <div className="space-y-2 sm:ps-8">
            <div className="grid grid-cols-2 gap-3 sm:max-w-sm sm:gap-4">
              <TextField
                label={t('notices.quiet.from')}
                type="time"
                required
                {...form.field('quiet_hours.from', edited)}
              />
              <TextField label={t('notices.quiet.to')} type="time" required {...form.field('quiet_hours.to', edited)} />
            </div>
            <p className="text-sm text-stone-600">
              {t('notices.quiet.hoursHint', {
                zone,
                from: clockTime(DEFAULT_QUIET_HOURS.from, language),
                to: clockTime(DEFAULT_QUIET_HOURS.to, language),
              })}
            </p>
          </div>
        ) : null}
      </fieldset>
      <SelectField
        label={t('notices.quiet.prayerCity')}
        placeholder={t('notices.quiet.prayerNoCity')}
        hint={t('notices.quiet.prayerHint')}
        options={citiesFor(language)}
        {...form.field('prayer_city', edited)}
      />
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <FormActions
        submit={busy ? t('notices.quiet.saving') : t('notices.quiet.save')}
        busy={busy}
        onCancel={props.onCancel}
      />
    </form>
  );
}

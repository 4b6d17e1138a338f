import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../domain/dates.ts';
import { MILESTONE_NOTE_MAX, MILESTONE_TITLE_MAX } from '../../../domain/limits.ts';
import { MILESTONE_KINDS, type MilestoneInput, type MilestoneKind, milestoneSchema } from '../../../domain/timeline.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/ui/Field.tsx';
import { FormActions } from '../../components/ui/FormActions.tsx';
import type { MilestoneView } from '../../lib/progress-api.ts';
import { useAction } from '../../lib/use-action.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAddress } from '../../session/address.ts';

/**
 * Adding or editing a milestone. Checked in the browser with the schema the server uses, so a
 * mistake is named before anything is sent; the server's answer is shown if it still refuses.
 */
export function MilestoneForm({
  initial,
  linked,
  onSave,
  onCancel,
}: {
  initial?: MilestoneView;
  /** Whether a partner is linked now: a milestone can be shared only then, with that partner. */
  linked: boolean;
  onSave: (input: MilestoneInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  // A man's partner is a woman: «شريكة حياتك» (decision 063).
  const address = useAddress();
  const headingId = useId();
  const form = useSchemaForm(milestoneSchema, {
    summary: true,
    defaultValues: {
      kind: initial?.kind ?? ('' as MilestoneKind),
      title: initial?.title ?? '',
      date: initial?.date ?? '',
      note: initial?.note ?? '',
      shared_with_partner: linked && (initial?.shared_with_partner ?? false),
    },
  });
  const { busy, error, setError, run } = useAction();
  const edited = () => setError(null);
  const kind = form.watch('kind');
  // The button that opened the form is gone: focus goes to the form's first field, not to the page.
  const { setFocus } = form;
  useEffect(() => setFocus('kind'), [setFocus]);

  // A milestone is shared on the current link only: with nobody linked there is nobody to share with.
  const submit = form.handleSubmit((milestone) =>
    run(() => onSave({ ...milestone, shared_with_partner: linked && milestone.shared_with_partner })),
  );
  const problem = error ?? form.problem;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="space-y-4 rounded-3xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {initial ? t('timeline.editMilestone') : t('timeline.addMilestone')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('timeline.kindLabel')}
          placeholder={t('timeline.kindPlaceholder')}
          options={MILESTONE_KINDS.map((value) => ({ value, label: t(`timeline.kinds.${value}`) }))}
          {...form.field('kind', edited)}
          required
        />
        <TextField
          label={t('timeline.dateLabel')}
          type="date"
          max={`${Number(todayIso().slice(0, 4)) + 10}-12-31`}
          {...form.field('date', edited)}
          required
        />
      </div>
      <TextField
        label={kind === 'custom' ? t('timeline.titleLabel') : t('timeline.titleOptional')}
        maxLength={MILESTONE_TITLE_MAX}
        {...form.field('title', edited)}
        required={kind === 'custom'}
      />
      <TextAreaField
        label={t('timeline.noteLabel')}
        hint={t('timeline.noteHint')}
        rows={3}
        maxLength={MILESTONE_NOTE_MAX}
        {...form.field('note', edited)}
      />
      <CheckboxField
        label={
          <>
            <span className="block font-medium">{t('timeline.shareLabel', address)}</span>
            <span className="block text-stone-600">
              {linked ? t('timeline.shareHint', address) : t('timeline.shareHintUnlinked', address)}
            </span>
          </>
        }
        disabled={!linked}
        {...form.field('shared_with_partner', edited)}
      />
      {problem ? <ErrorAlert id={form.problemId}>{problem}</ErrorAlert> : null}
      <FormActions submit={busy ? t('timeline.saving') : t('timeline.save')} busy={busy} onCancel={onCancel} />
    </form>
  );
}

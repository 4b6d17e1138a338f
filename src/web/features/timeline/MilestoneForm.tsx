import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../domain/dates.ts';
import { MILESTONE_NOTE_MAX, MILESTONE_TITLE_MAX } from '../../../domain/limits.ts';
import { MILESTONE_KINDS, type MilestoneInput, type MilestoneKind, milestoneSchema } from '../../../domain/timeline.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/ui/Field.tsx';
import type { MilestoneView } from '../../lib/progress-api.ts';
import { useAction } from '../../lib/use-action.ts';

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
  const headingId = useId();
  const errorId = useId();
  const [kind, setKind] = useState<MilestoneKind | ''>(initial?.kind ?? '');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [date, setDate] = useState(initial?.date ?? '');
  const [note, setNote] = useState(initial?.note ?? '');
  const [shared, setShared] = useState(initial?.shared_with_partner ?? false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const { busy, error, setError, run } = useAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A milestone is shared on the current link only: with nobody linked there is nobody to share with.
    const input = { kind, title, date, note, shared_with_partner: linked && shared };
    const parsed = milestoneSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setInvalid(String(issue?.path[0] ?? 'kind'));
      setError(t(issue?.message ?? 'errors.invalidInput'));
      return;
    }
    setInvalid(null);
    void run(() => onSave(input as MilestoneInput));
  };
  const errorFor = (field: string) => (error && invalid === field ? errorId : undefined);

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
          value={kind}
          onChange={(e) => setKind(e.target.value as MilestoneKind | '')}
          options={MILESTONE_KINDS.map((value) => ({ value, label: t(`timeline.kinds.${value}`) }))}
          errorId={errorFor('kind')}
          required
        />
        <TextField
          label={t('timeline.dateLabel')}
          type="date"
          value={date}
          max={`${Number(todayIso().slice(0, 4)) + 10}-12-31`}
          onChange={(e) => setDate(e.target.value)}
          errorId={errorFor('date')}
          required
        />
      </div>
      <TextField
        label={kind === 'custom' ? t('timeline.titleLabel') : t('timeline.titleOptional')}
        value={title}
        maxLength={MILESTONE_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        errorId={errorFor('title')}
        required={kind === 'custom'}
      />
      <TextAreaField
        label={t('timeline.noteLabel')}
        hint={t('timeline.noteHint')}
        value={note}
        rows={3}
        maxLength={MILESTONE_NOTE_MAX}
        onChange={(e) => setNote(e.target.value)}
        errorId={errorFor('note')}
      />
      <CheckboxField
        label={
          <>
            <span className="block font-medium">{t('timeline.shareLabel')}</span>
            <span className="block text-stone-600">
              {linked ? t('timeline.shareHint') : t('timeline.shareHintUnlinked')}
            </span>
          </>
        }
        checked={linked && shared}
        disabled={!linked}
        onChange={(e) => setShared(e.target.checked)}
      />
      {error ? <ErrorAlert id={errorId}>{error}</ErrorAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t('timeline.saving') : t('timeline.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('timeline.cancel')}
        </Button>
      </div>
    </form>
  );
}

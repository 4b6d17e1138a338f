import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgeGroup, Pairing, Perspective } from '../../../domain/assessment/family-types.ts';
import {
  type FamilyMember,
  familyInvitationFormSchema,
  supervisedChildFormSchema,
} from '../../../domain/family-requests.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { SelectField, TextField } from '../../components/ui/Field.tsx';
import { FormActions } from '../../components/ui/FormActions.tsx';
import { closeOnEscape } from '../../lib/close-on-escape.ts';
import { useAction } from '../../lib/use-action.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import type { Preset } from './FamilyPage.tsx';

/*
 * The family page's two forms, opened from their cards and fetched only then (decision 048): with them
 * goes the form layer (react-hook-form, zod/mini), which the page at rest does not need. The cards make
 * the requests: imported here, the family API would take React Query's modules along into a reach of
 * their own, and the bundler would split them into more chunks for every page (decision 048, part 5).
 */

const ACCOUNT_AGE_GROUPS: AgeGroup[] = ['13-15', '16-18', '19-24', '25+'];
/** A 13-18 account inviting a parent is the child: its own age group is one of these. */
const CHILD_ACCOUNT_AGE_GROUPS: AgeGroup[] = ['13-15', '16-18'];
const isParentSide = (member: string) => member === 'father' || member === 'mother';

const defaultAges = (preset: Preset): AgeGroup => (preset.ages && preset.ages !== '8-12' ? preset.ages : '13-15');

interface Opened {
  preset: Preset;
  /** False when the page opened it for a choice made on the landing page: focus stays where it is. */
  focusFirst: boolean;
  onCancel: () => void;
}

/** A child of 8-12, who answers on the parent's device (decision 017). */
export function AddChildForm(props: Opened & { add: (pairing: Pairing, name: string) => Promise<void> }) {
  const { preset, focusFirst } = props;
  const { t } = useTranslation();
  const { busy, error, run } = useAction();
  const form = useSchemaForm(supervisedChildFormSchema, {
    defaultValues: { name: '', me: preset.parent ?? 'father', child: preset.child ?? 'son' },
  });
  const { setFocus } = form;
  useEffect(() => {
    if (focusFirst) setFocus('name');
  }, [focusFirst, setFocus]);
  return (
    <form
      noValidate
      onKeyDown={closeOnEscape(props.onCancel)}
      onSubmit={form.handleSubmit((child) =>
        run(async () => {
          await props.add(child.pairing, child.name);
        }),
      )}
      className="mt-4 grid gap-4 sm:grid-cols-3"
    >
      <TextField label={t('family.childName')} {...form.field('name')} />
      <SelectField
        label={t('family.iAm')}
        placeholder={t('signup.choose')}
        options={(['father', 'mother'] as const).map((value) => ({ value, label: t(`family.role.${value}`) }))}
        {...form.field('me')}
      />
      <SelectField
        label={t('family.myChildIs')}
        placeholder={t('signup.choose')}
        options={(['son', 'daughter'] as const).map((value) => ({ value, label: t(`family.relative.${value}`) }))}
        {...form.field('child')}
      />
      <div className="space-y-4 sm:col-span-3">
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
        <FormActions submit={t('family.addChild')} busy={busy} onCancel={props.onCancel} />
      </div>
    </form>
  );
}

/** A private link for a child of 13 or older, or a parent, to link their own account. */
export function InviteForm(
  props: Opened & {
    asParent: boolean;
    age: number | null;
    create: (role: Perspective, pairing: Pairing, ageGroup: AgeGroup) => Promise<void>;
  },
) {
  const { preset, asParent, age, focusFirst } = props;
  const { t } = useTranslation();
  const { busy, error, run } = useAction();
  const ages: AgeGroup = !asParent && age !== null ? (age <= 15 ? '13-15' : '16-18') : defaultAges(preset);
  const form = useSchemaForm(familyInvitationFormSchema, {
    defaultValues: asParent
      ? { me: preset.parent ?? 'father', them: preset.child ?? 'son', age_group: ages }
      : { me: preset.child ?? 'son', them: preset.parent ?? 'father', age_group: ages },
  });
  const { setFocus } = form;
  useEffect(() => {
    if (focusFirst) setFocus('me');
  }, [focusFirst, setFocus]);
  const me = form.field('me');
  const parentSide = isParentSide(form.watch('me'));
  const options = (list: FamilyMember[]) => list.map((value) => ({ value, label: t(`family.role.${value}`) }));
  // The other person is named from the reader's side (Arabic «ابني», «أمي»), not as a role («الابن»).
  const relatives = (list: FamilyMember[]) => list.map((value) => ({ value, label: t(`family.relative.${value}`) }));

  return (
    <form
      noValidate
      onKeyDown={closeOnEscape(props.onCancel)}
      onSubmit={form.handleSubmit((invitation) =>
        run(async () => {
          await props.create(invitation.role, invitation.pairing, invitation.age_group);
        }),
      )}
      className="mt-4 grid gap-4 sm:grid-cols-3"
    >
      <SelectField
        label={t('family.iAm')}
        placeholder={t('signup.choose')}
        options={options(asParent ? ['father', 'mother', 'son', 'daughter'] : ['son', 'daughter'])}
        {...me}
        onChange={async (event) => {
          await me.onChange(event);
          // Changing sides offers the other side's first choice, so the pair stays a parent and a child.
          form.setValue('them', isParentSide(event.target.value) ? 'son' : 'father');
        }}
      />
      <SelectField
        label={parentSide ? t('family.myChildIs') : t('family.myParentIs')}
        placeholder={t('signup.choose')}
        options={relatives(parentSide ? ['son', 'daughter'] : ['father', 'mother'])}
        {...form.field('them')}
      />
      <SelectField
        label={t('family.childAge')}
        placeholder={t('signup.choose')}
        options={(asParent ? ACCOUNT_AGE_GROUPS : CHILD_ACCOUNT_AGE_GROUPS).map((value) => ({
          value,
          label: t(`family.ages.${value}`),
        }))}
        {...form.field('age_group')}
      />
      <div className="space-y-4 sm:col-span-3">
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
        <FormActions submit={t('family.createLink')} busy={busy} onCancel={props.onCancel} />
      </div>
    </form>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES, NUMERALS, type Numerals } from '../../../domain/language.ts';
import {
  GENDERS,
  type Profile,
  type ProfileForm,
  profileFormSchema,
  RELATIONSHIP_STATUSES,
  RELATIONSHIP_TYPES,
} from '../../../domain/profile.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { currentLanguage, setLanguage } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';
import { useAddress } from '../../session/address.ts';
import { patchProfile } from '../../session/api.ts';

/** The form as the saved profile fills it (inputs hold strings; a missing answer is a blank choice). */
const formValues = (profile: Profile): ProfileForm => ({
  full_name: profile.full_name ?? '',
  age: profile.age === null ? '' : String(profile.age),
  gender: profile.gender ?? '',
  relationship_type: profile.relationship_type ?? '',
  relationship_status: profile.relationship_status ?? '',
  language_preference: profile.language_preference,
  numerals: profile.numerals,
});

/** Each choice of digits shown by its own digits, whatever the page's: the person recognises them. */
const DIGIT_SAMPLES: Record<Numerals, string> = { latn: '0123', arab: '٠١٢٣' };

/** The two choices sign-up's step 2 asks besides the age (labels under `options.*`, as there). */
const CHOICES = [
  ['gender', 'gender', GENDERS],
  ['relationship_type', 'relationshipType', RELATIONSHIP_TYPES],
  ['relationship_status', 'relationshipStatus', RELATIONSHIP_STATUSES],
] as const;

/** /settings/profile: the name, age, gender and relationship given at sign-up, and the language. */
export default function ProfileSettingsPage() {
  const { t } = useTranslation();
  const { profile, loading } = useAuth();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle page={t('profileSettings.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('profileSettings.title')}</h1>
      <p className="mt-2 text-stone-700">{t('profileSettings.intro')}</p>
      {profile ? (
        <ProfileFormCard profile={profile} />
      ) : loading ? (
        <Spinner className="py-16" />
      ) : (
        <div className="mt-6">
          <ErrorAlert>{t('errors.generic')}</ErrorAlert>
        </div>
      )}
    </div>
  );
}

function ProfileFormCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { setProfile } = useAuth();
  const form = useSchemaForm(profileFormSchema, { defaultValues: formValues(profile) });
  const [failure, setFailure] = useState<{ message: string; age: boolean } | null>(null);
  const [saved, setSaved] = useState<{ crisis: boolean } | null>(null);
  // The note speaks to the person as the profile just saved says they are.
  const address = useAddress();

  // The language button in the header saves the language too: the form follows it, so saving the
  // form afterwards does not put the old language back.
  const savedLanguage = profile.language_preference;
  useEffect(() => {
    form.resetField('language_preference', { defaultValue: savedLanguage });
  }, [savedLanguage, form.resetField]);

  const edited = () => {
    setFailure(null);
    setSaved(null);
  };
  const submit = form.handleSubmit(async (patch) => {
    edited();
    try {
      // The device's time zone rides along: scheduled mail is timed in it (decision 067).
      const updated = await patchProfile({ ...patch, time_zone: browserTimeZone() });
      setProfile(updated);
      form.reset(formValues(updated));
      // The same switch as the header's language button: the page turns at once, and stays turned.
      if (updated.language_preference !== currentLanguage()) await setLanguage(updated.language_preference);
      // Choosing "in crisis" at sign-up offers the private help card (decision 030); so does choosing it here.
      setSaved({ crisis: updated.relationship_status === 'crisis' && profile.relationship_status !== 'crisis' });
    } catch (error) {
      setFailure({
        message: error instanceof ApiError && error.message ? error.message : t('errors.generic'),
        age: error instanceof ApiError && error.code === 'partner_age',
      });
    }
  });
  const busy = form.formState.isSubmitting;
  const failureId = `${form.problemId}-server`;
  const age = form.field('age', edited);

  return (
    <form noValidate onSubmit={submit} className="mt-8 space-y-6">
      <section aria-labelledby="about-you" className="rounded-3xl border border-stone-200 bg-white p-6">
        <h2 id="about-you" className="text-lg font-semibold text-stone-900">
          {t('profileSettings.aboutYou')}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField
              label={t('signup.fullName')}
              autoComplete="name"
              required
              hint={t('profileSettings.nameHint', address)}
              {...form.field('full_name', edited)}
            />
          </div>
          <TextField
            label={t('signup.age')}
            // Text with a digit keypad, not type="number": that drops what it cannot parse (an age typed in
            // Arabic-Indic digits) before the schema, which reads both (decision 005), sees it.
            inputMode="numeric"
            required
            {...(failure?.age ? { ...age, errorId: failureId } : age)}
          />
          <ChoiceField field={CHOICES[0]} form={form} edited={edited} />
        </div>
      </section>

      <section aria-labelledby="relationship" className="rounded-3xl border border-stone-200 bg-white p-6">
        <h2 id="relationship" className="text-lg font-semibold text-stone-900">
          {t('profileSettings.relationship')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('profileSettings.relationshipHint')}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <ChoiceField field={CHOICES[1]} form={form} edited={edited} />
          <ChoiceField field={CHOICES[2]} form={form} edited={edited} />
        </div>
      </section>

      {/* Named by its legend, as the group of the two choices: no second name as a region. */}
      <div className="rounded-3xl border border-stone-200 bg-white p-6">
        <fieldset>
          <legend className="text-lg font-semibold text-stone-900">{t('profileSettings.language')}</legend>
          <p className="mt-1 text-sm text-stone-600">{t('profileSettings.languageHint')}</p>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {LANGUAGES.map((language) => (
              <label
                key={language}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600/40"
              >
                <input
                  type="radio"
                  value={language}
                  className="size-4 shrink-0 accent-brand-700"
                  {...form.register('language_preference', { onChange: edited })}
                />
                <span lang={language}>{t(`profileSettings.languageNames.${language}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-6 border-t border-stone-200 pt-6">
          <legend className="float-start w-full text-base font-semibold text-stone-900">
            {t('profileSettings.digits')}
          </legend>
          <p className="clear-both pt-1 text-sm text-stone-600">
            {t('profileSettings.digitsHint', { western: DIGIT_SAMPLES.latn })}
          </p>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {NUMERALS.map((numerals) => (
              <label
                key={numerals}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600/40"
              >
                <input
                  type="radio"
                  value={numerals}
                  className="size-4 shrink-0 accent-brand-700"
                  {...form.register('numerals', { onChange: edited })}
                />
                <span>{t(`profileSettings.digitsNames.${numerals}`)}</span>
                <span className="ms-auto font-medium tracking-widest text-stone-600">{DIGIT_SAMPLES[numerals]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      {failure ? <ErrorAlert id={failureId}>{failure.message}</ErrorAlert> : null}
      {saved ? (
        <div
          role="status"
          className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          <p className="font-medium">{t('profileSettings.saved')}</p>
          {saved.crisis ? (
            <p className="mt-1">
              {t('profileSettings.crisisNote', address)}{' '}
              <Link
                to={paths.help(paths.settingsProfile)}
                replace
                className="font-semibold text-emerald-900 underline underline-offset-4"
              >
                {t('safety.settings.help')}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? t('profileSettings.saving') : t('profileSettings.save')}
      </Button>
    </form>
  );
}

type Form = ReturnType<typeof useSchemaForm<typeof profileFormSchema>>;

/** A select from sign-up's step 2: its label there, its options under `options.{labels}`. */
function ChoiceField({
  field: [name, labels, list],
  form,
  edited,
}: {
  field: (typeof CHOICES)[number];
  form: Form;
  edited: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t(`signup.${labels}`)}
      required
      placeholder={t('signup.choose')}
      options={list.map((value) => ({ value, label: t(`options.${labels}.${value}`) }))}
      {...form.field(name, edited)}
    />
  );
}

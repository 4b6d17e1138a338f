import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isAssessmentType } from '../../../domain/assessment/catalogue-ids.ts';
import { AGE_GROUPS, PAIRINGS } from '../../../domain/assessment/family-types.ts';
import { consentSchema, signUpAccountSchema, signUpProfileSchema } from '../../../domain/auth-forms.ts';
import { GENDERS, RELATIONSHIP_STATUSES, RELATIONSHIP_TYPES } from '../../../domain/profile.ts';
import { WithAddress } from '../../components/Named.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { CheckboxField, SelectField, TextField } from '../../components/ui/Field.tsx';
import { currentLanguage, translateMessage } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { useAiProvider } from '../../lib/use-ai-provider.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';
import { signUpRequest } from '../../session/api.ts';
import { AuthCard } from './AuthCard.tsx';

type Step = 1 | 2;
/** Step 2's three choices: the form field, and its option list (labels under `options.{field}`). */
const PROFILE_CHOICES = [
  ['gender', GENDERS],
  ['relationshipType', RELATIONSHIP_TYPES],
  ['relationshipStatus', RELATIONSHIP_STATUSES],
] as const;
const emptyAccount = { fullName: '', email: '', password: '', confirmPassword: '' };
const emptyProfile = { age: '', gender: '', relationshipType: '', relationshipStatus: '' };

/** An age group and pairing chosen on the landing's parent-child card, carried on to /family. */
function familyChoice(search: URLSearchParams): string | null {
  if (search.get('path') !== 'parent-child') return null;
  const ages = search.get('ages');
  const pairing = search.get('pairing');
  const query = new URLSearchParams();
  if (ages && (AGE_GROUPS as readonly string[]).includes(ages)) query.set('ages', ages);
  if (pairing && (PAIRINGS as readonly string[]).includes(pairing)) query.set('pairing', pairing);
  return query.size > 0 ? query.toString() : '';
}

/** The landing page's path cards send ?path=…; step 2 starts with that relationship chosen. */
function preselectedRelationship(path: string | null): string {
  return path && (RELATIONSHIP_TYPES as readonly string[]).includes(path) ? path : '';
}

export default function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [search] = useSearchParams();
  const [step, setStep] = useState<Step>(1);
  // Two forms, one per step: going back to step 1 finds what was typed there.
  const account = useSchemaForm(signUpAccountSchema, { summary: true, defaultValues: emptyAccount });
  const profile = useSchemaForm(signUpProfileSchema, {
    summary: true,
    defaultValues: { ...emptyProfile, relationshipType: preselectedRelationship(search.get('path')) },
  });
  // The server's refusal (of the password, say), or the missing consent (a box the shared schema checks on its own).
  const [error, setError] = useState<{ message: string; consent?: boolean; password?: boolean } | null>(null);
  const [consent, setConsent] = useState(false);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<string | null>(null);
  const aiProvider = useAiProvider();
  // Editing any field clears the error message (spec section 4).
  const edited = () => setError(null);
  const current = step === 1 ? account : profile;
  // A password the server refused is step 1's: the person is taken back to it, where the field is
  // marked, points at the reason and takes the focus, as for a password that is too short.
  const passwordRefused = step === 1 && error?.password === true;
  const problem = error?.message ?? current.problem;
  const problemId = current.problemId;

  const continueToProfile = account.handleSubmit(() => {
    setError(null);
    setStep(2);
  });
  const { setFocus } = account;
  useEffect(() => {
    if (passwordRefused) setFocus('password');
  }, [passwordRefused, setFocus]);

  const createAccount = profile.handleSubmit(async (answers) => {
    const agreed = consentSchema.safeParse(consent);
    if (!agreed.success) {
      setError({
        message: translateMessage(agreed.error.issues[0]?.message ?? 'validation.consentRequired'),
        consent: true,
      });
      return;
    }
    const { fullName, email, password } = account.getValues();
    try {
      // Step 2 travels with the account: one request, so the first mail is in this language too.
      await signUpRequest({
        name: fullName.trim(),
        email: email.trim(),
        password,
        consent: agreed.data,
        profile: { ...answers, language_preference: currentLanguage(), time_zone: browserTimeZone() },
      });
    } catch (failure) {
      if (failure instanceof ApiError && failure.field === 'password') {
        setError({ message: failure.message, password: true });
        setStep(1);
        return;
      }
      setError({ message: failure instanceof ApiError && failure.message ? failure.message : t('signup.failed') });
      return;
    }
    // With EMAIL_VERIFICATION=required there is no session until the address is confirmed.
    if (!(await refresh())) {
      setAwaitingConfirmation(email.trim());
      return;
    }
    // An assessment chosen on the landing page before signing up opens next; otherwise the dashboard.
    // Back to where sign-up was asked for (an invitation), else to a chosen assessment, else the dashboard.
    const next = search.get('next');
    const chosen = search.get('assessment');
    const family = familyChoice(search);
    const target =
      next?.startsWith('/') && !next.startsWith('//')
        ? next
        : isAssessmentType(chosen)
          ? paths.assessment(chosen)
          : family
            ? `${paths.family}?${family}`
            : paths.dashboard;
    // "In crisis" offers the private help card first (decision 030); it leads on to the same place.
    navigate(answers.relationship_status === 'crisis' ? paths.checkIn({ next: target, help: true }) : target, {
      replace: true,
    });
  });
  const submitting = profile.formState.isSubmitting;

  if (awaitingConfirmation) {
    return (
      <AuthCard title={t('recovery.checkInboxTitle')} subtitle={t('recovery.verifySubtitle')}>
        <p role="status" className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <WithAddress i18nKey="recovery.checkInbox" email={awaitingConfirmation} />
        </p>
        <ButtonLink to={paths.login} className="mt-4 w-full">
          {t('login.submit')}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <div className="mb-6">
        <div className="flex items-center justify-between text-sm">
          <p className="font-semibold text-brand-800">
            {step === 1 ? t('signup.accountStep') : t('signup.profileStep')}
          </p>
          <p className="text-stone-600">{t('signup.stepOf', { step, total: 2 })}</p>
        </div>
        <div className="mt-2 flex gap-1.5" aria-hidden="true">
          <span className="h-1.5 flex-1 rounded-full bg-brand-600" />
          <span className={`h-1.5 flex-1 rounded-full ${step === 2 ? 'bg-brand-600' : 'bg-stone-200'}`} />
        </div>
      </div>

      {step === 1 ? (
        // Keyed apart: otherwise React reuses step 1's inputs for step 2, values and all.
        <form key="account" noValidate onSubmit={continueToProfile} className="space-y-4">
          <TextField label={t('signup.fullName')} autoComplete="name" required {...account.field('fullName', edited)} />
          <TextField
            label={t('signup.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            inputMode="email"
            required
            {...account.field('email', edited)}
          />
          <TextField
            label={t('signup.password')}
            type="password"
            autoComplete="new-password"
            required
            hint={translateMessage('signup.passwordHint')}
            {...account.field('password', edited)}
            {...(passwordRefused ? { errorId: problemId } : {})}
          />
          <TextField
            label={t('signup.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            {...account.field('confirmPassword', edited)}
          />
          {problem ? <ErrorAlert id={problemId}>{problem}</ErrorAlert> : null}
          <Button type="submit" className="w-full">
            {t('signup.continue')}
          </Button>
        </form>
      ) : (
        <form key="profile" noValidate onSubmit={createAccount} className="space-y-4">
          <TextField
            label={t('signup.age')}
            // Text with a digit keypad, not type="number": that drops what it cannot parse (an age typed in
            // Arabic-Indic digits) before the schema, which reads both (decision 005), sees it.
            inputMode="numeric"
            required
            {...profile.field('age', edited)}
          />
          {PROFILE_CHOICES.map(([field, list]) => (
            <SelectField
              key={field}
              label={t(`signup.${field}`)}
              required
              placeholder={t('signup.choose')}
              options={list.map((value) => ({ value, label: t(`options.${field}.${value}`) }))}
              {...profile.field(field, edited)}
            />
          ))}
          <CheckboxField
            name="consent"
            checked={consent}
            onChange={(e) => {
              setConsent(e.target.checked);
              setError(null);
            }}
            errorId={error?.consent ? problemId : undefined}
            label={`${t('signup.consent')}${aiProvider ? ` ${t('signup.consentAi', { provider: aiProvider })}` : ''}`}
          />
          {problem ? <ErrorAlert id={problemId}>{problem}</ErrorAlert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button
              variant="secondary"
              className="sm:w-32"
              disabled={submitting}
              onClick={() => {
                setError(null);
                setStep(1);
              }}
            >
              {t('signup.back')}
            </Button>
            <Button type="submit" className="flex-1" disabled={submitting}>
              {submitting ? t('signup.submitting') : t('signup.submit')}
            </Button>
          </div>
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <svg className="size-4 shrink-0 text-brand-700" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
              <path
                fillRule="evenodd"
                d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
                clipRule="evenodd"
              />
            </svg>
            {t('signup.privacyNote')}
          </p>
        </form>
      )}

      <p className="mt-6 text-sm text-stone-600">
        <Trans
          i18nKey="signup.agreement"
          components={{
            terms: <Link to={paths.terms} className="font-medium text-brand-800 underline underline-offset-4" />,
            privacy: <Link to={paths.privacy} className="font-medium text-brand-800 underline underline-offset-4" />,
          }}
        />
      </p>
      <p className="mt-4 border-t border-stone-200 pt-4 text-sm text-stone-700">
        {t('signup.haveAccount')}{' '}
        <Link to={paths.login} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('signup.loginLink')}
        </Link>
      </p>
    </AuthCard>
  );
}

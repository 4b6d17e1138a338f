import { type FormEvent, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isAssessmentType } from '../../../domain/assessment/catalogue-ids.ts';
import { AGE_GROUPS, PAIRINGS } from '../../../domain/assessment/family-types.ts';
import { consentSchema, signUpAccountSchema, signUpProfileSchema } from '../../../domain/auth-forms.ts';
import { AGE_MAX, AGE_MIN } from '../../../domain/limits.ts';
import { GENDERS, RELATIONSHIP_STATUSES, RELATIONSHIP_TYPES } from '../../../domain/profile.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { CheckboxField, SelectField, TextField } from '../../components/ui/Field.tsx';
import { currentLanguage, translateMessage } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { formError } from '../../lib/form-error.ts';
import { useAiProvider } from '../../lib/use-ai-provider.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';
import { patchProfile, signUpRequest } from '../../session/api.ts';
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
  const errorId = useId();
  const [step, setStep] = useState<Step>(1);
  const [account, setAccount] = useState(emptyAccount);
  const [profile, setProfile] = useState({
    ...emptyProfile,
    relationshipType: preselectedRelationship(search.get('path')),
  });
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [consent, setConsent] = useState(false);
  const aiProvider = useAiProvider();

  // Editing any field clears the error message (spec section 4).
  const editAccount = (field: keyof typeof emptyAccount) => (value: string) => {
    setAccount((current) => ({ ...current, [field]: value }));
    setError(null);
  };
  const editProfile = (field: keyof typeof emptyProfile) => (value: string) => {
    setProfile((current) => ({ ...current, [field]: value }));
    setError(null);
  };
  const fieldError = (field: string) => (error?.field === field ? errorId : undefined);

  const continueToProfile = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signUpAccountSchema.safeParse(account);
    if (!parsed.success) {
      setError(formError(parsed.error));
      return;
    }
    setStep(2);
  };

  const createAccount = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = signUpProfileSchema.safeParse(profile);
    if (!parsed.success) {
      setError(formError(parsed.error));
      return;
    }
    const agreed = consentSchema.safeParse(consent);
    if (!agreed.success) {
      setError({ ...formError(agreed.error), field: 'consent' });
      return;
    }
    setSubmitting(true);
    try {
      await signUpRequest({
        name: account.fullName.trim(),
        email: account.email.trim(),
        password: account.password,
        consent: agreed.data,
      });
    } catch (failure) {
      setError({ message: failure instanceof ApiError && failure.message ? failure.message : t('signup.failed') });
      setSubmitting(false);
      return;
    }
    try {
      await patchProfile({ ...parsed.data, language_preference: currentLanguage() });
    } catch (failure) {
      // The account exists; a failed profile save must not strand the person (spec: logged only).
      console.error('Error updating profile:', failure);
    }
    await refresh();
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
    navigate(target, { replace: true });
  };

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
        <form noValidate onSubmit={continueToProfile} className="space-y-4">
          <TextField
            label={t('signup.fullName')}
            name="fullName"
            autoComplete="name"
            required
            value={account.fullName}
            onChange={(e) => editAccount('fullName')(e.target.value)}
            errorId={fieldError('fullName')}
          />
          <TextField
            label={t('signup.email')}
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            inputMode="email"
            required
            value={account.email}
            onChange={(e) => editAccount('email')(e.target.value)}
            errorId={fieldError('email')}
          />
          <TextField
            label={t('signup.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint={translateMessage('signup.passwordHint')}
            value={account.password}
            onChange={(e) => editAccount('password')(e.target.value)}
            errorId={fieldError('password')}
          />
          <TextField
            label={t('signup.confirmPassword')}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            value={account.confirmPassword}
            onChange={(e) => editAccount('confirmPassword')(e.target.value)}
            errorId={fieldError('confirmPassword')}
          />
          {error ? <ErrorAlert id={errorId}>{error.message}</ErrorAlert> : null}
          <Button type="submit" className="w-full">
            {t('signup.continue')}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={createAccount} className="space-y-4">
          <TextField
            label={t('signup.age')}
            name="age"
            type="number"
            inputMode="numeric"
            min={AGE_MIN}
            max={AGE_MAX}
            required
            value={profile.age}
            onChange={(e) => editProfile('age')(e.target.value)}
            errorId={fieldError('age')}
          />
          {PROFILE_CHOICES.map(([field, list]) => (
            <SelectField
              key={field}
              label={t(`signup.${field}`)}
              name={field}
              required
              placeholder={t('signup.choose')}
              options={list.map((value) => ({ value, label: t(`options.${field}.${value}`) }))}
              value={profile[field]}
              onChange={(e) => editProfile(field)(e.target.value)}
            />
          ))}
          <CheckboxField
            name="consent"
            checked={consent}
            onChange={(e) => {
              setConsent(e.target.checked);
              setError(null);
            }}
            errorId={fieldError('consent')}
            label={`${t('signup.consent')}${aiProvider ? ` ${t('signup.consentAi', { provider: aiProvider })}` : ''}`}
          />
          {error ? <ErrorAlert id={errorId}>{error.message}</ErrorAlert> : null}
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

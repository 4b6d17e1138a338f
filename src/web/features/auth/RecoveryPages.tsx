import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { emailAddressSchema, newPasswordSchema } from '../../../domain/auth-forms.ts';
import { WithAddress } from '../../components/Named.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';
import {
  requestPasswordReset,
  resetPassword,
  takeFragmentToken,
  undoEmailChange,
  verifyEmail,
} from '../../session/recovery-api.ts';
import { AuthCard } from './AuthCard.tsx';

const messageOf = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.message ? failure.message : fallback;

/** A calm confirmation that screen readers announce. */
function Done({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      {children}
    </div>
  );
}

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4';

/** The token from the link, read once after hydration (the prerendered page has none). */
function useLinkToken() {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(takeFragmentToken()), []);
  return token;
}

/** /forgot-password: the same answer whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const form = useSchemaForm(emailAddressSchema, { defaultValues: { email: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      setError(messageOf(failure, t('errors.generic')));
    }
  });
  return (
    <AuthCard title={t('recovery.forgotTitle')} subtitle={t('recovery.forgotSubtitle')}>
      {sentTo ? (
        <Done>
          <WithAddress i18nKey="recovery.forgotSent" email={sentTo} />
        </Done>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField
            label={t('login.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            inputMode="email"
            required
            readOnly={!hydrated}
            {...form.field('email', () => setError(null))}
          />
          {(error ?? form.problem) ? <ErrorAlert id={form.problemId}>{error ?? form.problem}</ErrorAlert> : null}
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting || !hydrated}>
            {form.formState.isSubmitting ? t('recovery.sending') : t('recovery.sendLink')}
          </Button>
        </form>
      )}
      <p className="mt-6 border-t border-stone-200 pt-4 text-sm">
        <Link to={paths.login} className={linkClass}>
          {t('recovery.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}

/** /reset-password#token=…: a new password; every session ends, so the next step is to log in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const form = useSchemaForm(newPasswordSchema, {
    summary: true,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new password the server refused (too easy to guess): the field is marked and points at the reason,
  // and the link is still good, so nothing suggests asking for another.
  const [refused, setRefused] = useState<string | null>(null);
  const { setFocus } = form;
  useEffect(() => {
    if (refused) setFocus('password');
  }, [refused, setFocus]);
  const edited = () => {
    setError(null);
    setRefused(null);
  };
  const submit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.field === 'newPassword') setRefused(failure.message);
      else setError(messageOf(failure, t('errors.generic')));
    }
  });
  const problem = refused ?? error ?? form.problem;
  return (
    <AuthCard title={t('recovery.resetTitle')} subtitle={t('recovery.resetSubtitle')}>
      {token === undefined ? (
        <Spinner label={t('app.loading')} />
      ) : done ? (
        <div className="space-y-4">
          <Done>{t('recovery.resetDone')}</Done>
          <ButtonLink to={paths.login} className="w-full">
            {t('login.submit')}
          </ButtonLink>
        </div>
      ) : token === null ? (
        <div className="space-y-4">
          <ErrorAlert>{t('recovery.linkIncomplete')}</ErrorAlert>
          <ButtonLink to={paths.forgotPassword} variant="secondary" className="w-full">
            {t('recovery.askAgain')}
          </ButtonLink>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField
            label={t('recovery.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            {...form.field('password', edited)}
            {...(refused ? { errorId: form.problemId } : {})}
          />
          <TextField
            label={t('signup.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            {...form.field('confirmPassword', edited)}
          />
          {problem ? <ErrorAlert id={form.problemId}>{problem}</ErrorAlert> : null}
          {error ? (
            <p className="text-sm">
              <Link to={paths.forgotPassword} className={linkClass}>
                {t('recovery.askAgain')}
              </Link>
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('recovery.saving') : t('recovery.savePassword')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

/** /verify-email#token=…: confirms the address (a new one, after a change) as soon as it opens. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const { user, refresh } = useAuth();
  const [state, setState] = useState<'working' | 'done' | string>('working');
  useEffect(() => {
    if (token === undefined) return;
    if (token === null) {
      setState(t('recovery.linkIncomplete'));
      return;
    }
    verifyEmail(token).then(
      () => {
        setState('done');
        void refresh();
      },
      (failure: unknown) => setState(messageOf(failure, t('errors.generic'))),
    );
  }, [token, t, refresh]);
  return (
    <AuthCard title={t('recovery.verifyTitle')} subtitle={t('recovery.verifySubtitle')}>
      {state === 'working' ? (
        <Spinner label={t('recovery.verifying')} />
      ) : state === 'done' ? (
        <div className="space-y-4">
          <Done>{t('recovery.verified')}</Done>
          <ButtonLink to={user ? paths.dashboard : paths.login} className="w-full">
            {user ? t('nav.dashboard') : t('login.submit')}
          </ButtonLink>
        </div>
      ) : (
        <div className="space-y-4">
          <ErrorAlert>{state}</ErrorAlert>
          <p className="text-sm text-stone-700">{t('recovery.verifyAgainHint')}</p>
        </div>
      )}
    </AuthCard>
  );
}

/** /undo-email-change#token=…: the old address takes the account back, on a deliberate click. */
export function UndoEmailChangePage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const { refresh } = useAuth();
  const [restored, setRestored] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const undo = async () => {
    if (!token) return;
    setBusy(true);
    try {
      setRestored((await undoEmailChange(token)).email);
      // Every session has ended, this browser's too: the header stops offering the dashboard.
      void refresh();
    } catch (failure) {
      setError(messageOf(failure, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthCard title={t('recovery.undoTitle')} subtitle={t('recovery.undoSubtitle')}>
      {token === undefined ? (
        <Spinner label={t('app.loading')} />
      ) : restored ? (
        <div className="space-y-4">
          <Done>
            <p>
              <WithAddress i18nKey="recovery.undone" email={restored} />
            </p>
            <p className="mt-2">{t('recovery.undoneNext')}</p>
          </Done>
          <ButtonLink to={paths.forgotPassword} variant="secondary" className="w-full">
            {t('recovery.askAgain')}
          </ButtonLink>
        </div>
      ) : (
        <div className="space-y-4">
          {token === null ? <ErrorAlert>{t('recovery.linkIncomplete')}</ErrorAlert> : null}
          {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          <Button className="w-full" onClick={() => void undo()} disabled={!token || busy}>
            {busy ? t('recovery.saving') : t('recovery.undoButton')}
          </Button>
        </div>
      )}
    </AuthCard>
  );
}

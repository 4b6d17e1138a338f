import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginSchema } from '../../../domain/auth-forms.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { CodeField, TextField } from '../../components/ui/Field.tsx';
import { ApiError } from '../../lib/api.ts';
import { passkeysSupported, signInWithPasskey } from '../../lib/passkeys.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';
import { signInRequest } from '../../session/api.ts';
import { resendVerification } from '../../session/recovery-api.ts';
import { AuthCard } from './AuthCard.tsx';

/** Only same-app paths are followed after login; anything else goes to the dashboard. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.dashboard;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useAuth();
  const form = useSchemaForm(loginSchema, { summary: true, defaultValues: { email: '', password: '' } });
  // Set once the server says this account has two-factor on: the code field appears. It is the
  // sign-in's second step, not part of the shared login schema.
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // EMAIL_VERIFICATION=required and the address is not confirmed yet: offer the link again.
  const [unverified, setUnverified] = useState(false);
  const [resent, setResent] = useState(false);
  const hydrated = useHydrated();
  const edited = () => setError(null);
  const problem = error ?? form.problem;

  const submit = form.handleSubmit(async (credentials) => {
    if (code !== null && !code.trim()) {
      setError(t('validation.codeRequired'));
      return;
    }
    try {
      await signInRequest(code === null ? credentials : { ...credentials, code: code.trim() });
    } catch (failure) {
      setUnverified(failure instanceof ApiError && failure.code === 'email_not_verified');
      if (failure instanceof ApiError && failure.code === 'two_factor_required') {
        setCode('');
        setError(null);
      } else {
        setError(failure instanceof ApiError && failure.message ? failure.message : t('login.failed'));
      }
      return;
    }
    await refresh();
    navigate(returnPath(location.state), { replace: true });
  });
  // The device offers the passkeys it holds for this site; on the code step it stands in for the code
  // (decision 037). Whichever account the chosen passkey belongs to is the one signed in.
  const [waiting, setWaiting] = useState(false);
  const withPasskey = async () => {
    setError(null);
    setWaiting(true);
    try {
      await signInWithPasskey();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : t('login.failed'));
      setWaiting(false);
      return;
    }
    await refresh();
    navigate(returnPath(location.state), { replace: true });
  };
  // Shown disabled until the page runs, then only where the browser can use passkeys.
  const offerPasskey = !hydrated || passkeysSupported();
  const busy = form.formState.isSubmitting || waiting || !hydrated;

  // A refusal from the server concerns both fields, as the schema's own message does; on the code step
  // the address and password were right, and only the code is marked (issue 29, m6).
  const marked = (binding: ReturnType<typeof form.field>) =>
    error && code === null ? { ...binding, errorId: form.problemId } : binding;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label={t('login.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          required
          readOnly={!hydrated}
          {...marked(form.field('email', edited))}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          readOnly={!hydrated}
          {...marked(form.field('password', edited))}
        />
        {code !== null ? (
          <CodeField
            label={t('login.code')}
            hint={t('login.codeHint')}
            autoFocus
            required
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
            errorId={error ? form.problemId : undefined}
          />
        ) : null}
        {code !== null && offerPasskey ? (
          <button
            type="button"
            onClick={withPasskey}
            disabled={busy}
            className="text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 disabled:opacity-60"
          >
            {waiting ? t('passkeys.signingIn') : t('passkeys.insteadOfCode')}
          </button>
        ) : null}
        <p className="-mt-1 text-end text-sm">
          <Link to={paths.forgotPassword} className="text-brand-800 underline underline-offset-4">
            {t('recovery.forgotLink')}
          </Link>
        </p>
        {problem ? <ErrorAlert id={form.problemId}>{problem}</ErrorAlert> : null}
        {unverified ? (
          <Button
            type="button"
            variant="secondary"
            className="w-full"
            onClick={() =>
              void resendVerification(form.getValues('email').trim()).then(
                () => setResent(true),
                () => setResent(true),
              )
            }
          >
            {t('recovery.resendLink')}
          </Button>
        ) : null}
        {resent ? (
          <p role="status" className="text-sm text-brand-900">
            {t('recovery.bannerSent')}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={busy}>
          {form.formState.isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      {code === null && offerPasskey ? (
        <>
          <p className="my-4 flex items-center gap-3 text-sm text-stone-600" aria-hidden="true">
            <span className="h-px flex-1 bg-stone-200" />
            {t('passkeys.or')}
            <span className="h-px flex-1 bg-stone-200" />
          </p>
          <Button variant="secondary" className="w-full" onClick={withPasskey} disabled={busy}>
            {waiting ? t('passkeys.signingIn') : t('passkeys.signIn')}
          </Button>
        </>
      ) : null}
      <p className="mt-6 border-t border-stone-200 pt-4 text-sm text-stone-700">
        {t('login.noAccount')}{' '}
        <Link to={paths.signup} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('login.signupLink')}
        </Link>
      </p>
      <p className="mt-3 text-sm">
        <Link to={paths.home} className="text-stone-600 underline underline-offset-4 hover:text-brand-800">
          {t('login.backHome')}
        </Link>
      </p>
    </AuthCard>
  );
}

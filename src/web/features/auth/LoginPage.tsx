import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { firstMessageKey, loginSchema } from '../../../domain/auth-forms.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { CodeField, TextField } from '../../components/ui/Field.tsx';
import { translateMessage } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';
import { signInRequest } from '../../session/api.ts';
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
  const errorId = useId();
  const [form, setForm] = useState({ email: '', password: '' });
  // Set once the server says this account has two-factor on: the code field appears.
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();

  const edit = (field: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse(form);
    if (!parsed.success) {
      setError(translateMessage(firstMessageKey(parsed.error)));
      return;
    }
    if (code !== null && !code.trim()) {
      setError(t('validation.codeRequired'));
      return;
    }
    setSubmitting(true);
    try {
      await signInRequest(code === null ? parsed.data : { ...parsed.data, code: code.trim() });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'two_factor_required') {
        setCode('');
        setError(null);
      } else {
        setError(failure instanceof ApiError && failure.message ? failure.message : t('login.failed'));
      }
      setSubmitting(false);
      return;
    }
    await refresh();
    navigate(returnPath(location.state), { replace: true });
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label={t('login.email')}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          required
          readOnly={!hydrated}
          value={form.email}
          onChange={(e) => edit('email')(e.target.value)}
          errorId={error ? errorId : undefined}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          readOnly={!hydrated}
          value={form.password}
          onChange={(e) => edit('password')(e.target.value)}
          errorId={error ? errorId : undefined}
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
            errorId={error ? errorId : undefined}
          />
        ) : null}
        {error ? <ErrorAlert id={errorId}>{error}</ErrorAlert> : null}
        <Button type="submit" className="w-full" disabled={submitting || !hydrated}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
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

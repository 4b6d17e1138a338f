import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactSchema } from '../../../domain/contact.ts';
import { CONTACT_MESSAGE_MAX } from '../../../domain/limits.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextAreaField, TextField } from '../../components/ui/Field.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { fieldErrors } from '../../lib/form-error.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

export default function ContactPage() {
  const { t } = useTranslation();
  const { user, profile } = useAuth();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState({ name: profile?.full_name ?? '', email: user?.email ?? '', message: '' });
  // One message per field, so an empty form marks all three at once; `sendError` is the server's answer.
  const [errors, setErrors] = useState<Partial<Record<'name' | 'email' | 'message', string>>>({});
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  // Opened directly, the page renders before the session has loaded: fill what is still empty then.
  const knownName = profile?.full_name ?? '';
  const knownEmail = user?.email ?? '';
  useEffect(() => {
    setForm((current) => ({
      ...current,
      name: current.name || knownName,
      email: current.email || knownEmail,
    }));
  }, [knownName, knownEmail]);

  const edit = (field: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
    setSendError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      // Focus lands on the first marked field, which reads out its own message.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await api('/api/contact', { json: parsed.data });
      setSent(true);
    } catch (failure) {
      setSendError(failure instanceof ApiError ? failure.message : t('errors.generic'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle page={t('contact.title')} />
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t('contact.title')}</h1>
      <p className="mt-3 text-lg text-stone-700">{t('contact.subtitle')}</p>
      {sent ? (
        <div role="status" className="mt-8 rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
          <h2 className="text-lg font-semibold text-emerald-900">{t('contact.sentTitle')}</h2>
          <p className="mt-1 text-emerald-900">{t('contact.sentBody')}</p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => {
              setSent(false);
              setForm((current) => ({ ...current, message: '' }));
            }}
          >
            {t('contact.another')}
          </Button>
        </div>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          className="mt-8 space-y-4 rounded-3xl border border-stone-200 bg-white p-6 sm:p-8"
        >
          <TextField
            label={t('contact.name')}
            name="name"
            autoComplete="name"
            required
            value={form.name}
            onChange={(e) => edit('name')(e.target.value)}
            error={errors.name}
          />
          <TextField
            label={t('contact.email')}
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            value={form.email}
            onChange={(e) => edit('email')(e.target.value)}
            error={errors.email}
          />
          <TextAreaField
            label={t('contact.message')}
            name="message"
            required
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            value={form.message}
            onChange={(e) => edit('message')(e.target.value)}
            error={errors.message}
          />
          {sendError ? <ErrorAlert>{sendError}</ErrorAlert> : null}
          <Button type="submit" disabled={sending} className="w-full sm:w-auto">
            {sending ? t('contact.sending') : t('contact.send')}
          </Button>
          <p className="text-sm text-stone-600">{t('contact.privacy')}</p>
        </form>
      )}
    </div>
  );
}

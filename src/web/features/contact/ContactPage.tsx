import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactSchema } from '../../../domain/contact.ts';
import { CONTACT_MESSAGE_MAX } from '../../../domain/limits.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextAreaField, TextField } from '../../components/ui/Field.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

export default function ContactPage() {
  const { t } = useTranslation();
  const { user, profile } = useAuth();
  // Opened directly, the page renders before the session has loaded: what is known then fills the
  // fields the person has not typed in.
  const known = { name: profile?.full_name ?? '', email: user?.email ?? '', message: '' };
  const form = useSchemaForm(contactSchema, {
    defaultValues: known,
    values: known,
    resetOptions: { keepDirtyValues: true },
  });
  // `sendError` is the server's answer; each field's own problem shows under it.
  const [sendError, setSendError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const edited = () => setSendError(null);

  const submit = form.handleSubmit(async (message) => {
    try {
      await api('/api/contact', { json: message });
      setSent(true);
    } catch (failure) {
      setSendError(failure instanceof ApiError ? failure.message : t('errors.generic'));
    }
  });
  const sending = form.formState.isSubmitting;

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
              form.resetField('message', { defaultValue: '' });
            }}
          >
            {t('contact.another')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="mt-8 space-y-4 rounded-3xl border border-stone-200 bg-white p-6 sm:p-8"
        >
          <TextField label={t('contact.name')} autoComplete="name" required {...form.field('name', edited)} />
          <TextField
            label={t('contact.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            {...form.field('email', edited)}
          />
          <TextAreaField
            label={t('contact.message')}
            required
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            {...form.field('message', edited)}
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

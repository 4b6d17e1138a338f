import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { emailAddressSchema } from '../../../domain/auth-forms.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAuth } from '../../session/AuthProvider.tsx';
import { changeEmail } from '../../session/recovery-api.ts';

/**
 * The sign-in address (decision 035): a change is confirmed from the new address, and nothing changes
 * until then; the old address is told and can undo it.
 */
export function EmailCard() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const form = useSchemaForm(emailAddressSchema, { defaultValues: { email: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!profile) return null;
  const submit = form.handleSubmit(async ({ email }) => {
    const newEmail = email.trim();
    if (newEmail.toLowerCase() === profile.email.toLowerCase()) {
      setError(t('errors.auth.email_is_the_same'));
      return;
    }
    try {
      await changeEmail(newEmail);
      setSentTo(newEmail);
      form.reset();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : t('errors.generic'));
    }
  });
  return (
    <section aria-labelledby="email" className="rounded-3xl border border-stone-200 bg-white p-6">
      <h2 id="email" className="text-lg font-semibold text-stone-900">
        {t('recovery.emailTitle')}
      </h2>
      <p className="mt-2 text-stone-700">
        <Trans
          i18nKey={profile.email_verified ? 'recovery.emailConfirmed' : 'recovery.emailUnconfirmed'}
          values={{ email: profile.email }}
          components={{ b: <bdi dir="ltr" className="inline-block max-w-full font-semibold wrap-anywhere" /> }}
        />
      </p>
      {sentTo ? (
        <p
          role="status"
          className="mt-4 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          <Trans
            i18nKey="recovery.changeSent"
            values={{ email: sentTo }}
            components={{ b: <bdi dir="ltr" className="inline-block max-w-full font-semibold wrap-anywhere" /> }}
          />
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField
          label={t('recovery.newEmail')}
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          required
          {...form.field('email', () => setError(null))}
        />
        {(error ?? form.problem) ? <ErrorAlert id={form.problemId}>{error ?? form.problem}</ErrorAlert> : null}
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('recovery.sending') : t('recovery.changeEmail')}
        </Button>
      </form>
    </section>
  );
}

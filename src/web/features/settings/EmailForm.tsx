import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeEmailFormSchema } from '../../../domain/security-requests.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { FormActions } from '../../components/ui/FormActions.tsx';
import { ApiError } from '../../lib/api.ts';
import { closeOnEscape } from '../../lib/close-on-escape.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { changeEmail } from '../../session/recovery-api.ts';
import { ProofFields } from './ProofForm.tsx';
import { useCodeNeeded } from './use-code-needed.ts';

/**
 * The change of sign-in address (decision 035), opened from the email card and fetched only then: it
 * takes the password (and the code while two-factor is on), then sends a link to the new address, and
 * nothing changes until that link is opened.
 */
export function EmailForm(props: { current: string; onCancel: () => void; onSent: (email: string) => void }) {
  const { t } = useTranslation();
  // The code field exists only while it shows: hidden, it is no part of what is sent.
  const form = useSchemaForm(changeEmailFormSchema, {
    summary: true,
    defaultValues: { email: '', password: '', code: '' },
    shouldUnregister: true,
  });
  const code = useCodeNeeded();
  const [error, setError] = useState<string | null>(null);
  const { setFocus } = form;
  useEffect(() => setFocus('email'), [setFocus]);
  const edited = () => setError(null);
  const submit = form.handleSubmit(async ({ email, password, code: given }) => {
    const newEmail = email.trim();
    if (newEmail.toLowerCase() === props.current.toLowerCase()) {
      setError(t('errors.auth.email_is_the_same'));
      return;
    }
    try {
      await changeEmail(newEmail, { password, code: given });
      props.onSent(newEmail);
    } catch (failure) {
      code.notice(failure);
      setError(failure instanceof ApiError && failure.message ? failure.message : t('errors.generic'));
    }
  });
  return (
    <form noValidate onSubmit={submit} onKeyDown={closeOnEscape(props.onCancel)} className="mt-5 space-y-4">
      <TextField
        label={t('recovery.newEmail')}
        type="email"
        dir="ltr"
        autoComplete="email"
        inputMode="email"
        required
        {...form.field('email', edited)}
      />
      <ProofFields
        field={(name) => form.field(name, edited)}
        withCode={code.needsCode}
        passwordHint={t('recovery.changeEmailProof')}
      />
      {(error ?? form.problem) ? <ErrorAlert id={form.problemId}>{error ?? form.problem}</ErrorAlert> : null}
      <FormActions
        submit={form.formState.isSubmitting ? t('recovery.sending') : t('recovery.changeEmail')}
        busy={form.formState.isSubmitting}
        onCancel={props.onCancel}
      />
    </form>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountProofSchema } from '../../../domain/account-requests.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { CodeField, TextField } from '../../components/ui/Field.tsx';
import { FormActions } from '../../components/ui/FormActions.tsx';
import { ApiError } from '../../lib/api.ts';
import { closeOnEscape } from '../../lib/close-on-escape.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCodeNeeded } from './use-code-needed.ts';

/**
 * The proof that reading or erasing the whole account takes (the same for both, issue 26): the password,
 * and the code while two-factor is on. A phone left signed in can do neither. Loaded on demand by
 * PrivacySettingsPage (decision 048), which makes the export and delete requests with the proof.
 */
export function AccountProofForm(props: {
  submitLabel: string;
  danger?: boolean;
  onProven: (proof: { password: string; code?: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  // The code field exists only while it shows: hidden, it is no part of what is sent.
  const form = useSchemaForm(accountProofSchema, {
    summary: true,
    defaultValues: { password: '', code: '' },
    shouldUnregister: true,
  });
  const code = useCodeNeeded();
  const [error, setError] = useState<{ message: string; field: 'password' | 'code' | null } | null>(null);
  const { setFocus } = form;
  useEffect(() => setFocus('password'), [setFocus]);
  const edited = () => setError(null);
  const submit = form.handleSubmit(async (proof) => {
    try {
      await props.onProven(proof);
    } catch (failure) {
      code.notice(failure);
      const which = failure instanceof ApiError ? failure.code : undefined;
      setError({
        message: failure instanceof ApiError ? failure.message : t('errors.generic'),
        field:
          which === 'invalid_password'
            ? 'password'
            : which === 'invalid_code' || which === 'two_factor_required'
              ? 'code'
              : null,
      });
    }
  });
  const problem = error?.message ?? form.problem;
  // A refusal marks the field it is about (a wrong password says nothing of the code), and points it at the message.
  const marked = (name: 'password' | 'code', binding: ReturnType<typeof form.field>) =>
    error?.field === name ? { ...binding, errorId: form.problemId } : binding;
  return (
    <form noValidate onSubmit={submit} onKeyDown={closeOnEscape(props.onCancel)} className="mt-5 space-y-4">
      <TextField
        label={t('privacySettings.passwordLabel')}
        type="password"
        autoComplete="current-password"
        {...marked('password', form.field('password', edited))}
      />
      {code.needsCode ? (
        <CodeField label={t('security.codeLabel')} {...marked('code', form.field('code', edited))} />
      ) : null}
      {problem ? <ErrorAlert id={form.problemId}>{problem}</ErrorAlert> : null}
      <FormActions
        submit={props.submitLabel}
        busy={form.formState.isSubmitting}
        onCancel={props.onCancel}
        danger={props.danger}
      />
    </form>
  );
}

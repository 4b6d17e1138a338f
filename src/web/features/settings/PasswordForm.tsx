import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema } from '../../../domain/security-requests.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { CodeField, TextField } from '../../components/ui/Field.tsx';
import { FormActions } from '../../components/ui/FormActions.tsx';
import { ApiError } from '../../lib/api.ts';
import { closeOnEscape } from '../../lib/close-on-escape.ts';
import { changePassword } from '../../lib/security-changes.ts';
import { useAction } from '../../lib/use-action.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCodeNeeded } from './use-code-needed.ts';

/**
 * The change of password, opened from the security page's password card and fetched only then (with
 * the form layer it needs). It asks for every proof up front (the code too while two-factor is on): the
 * server changes nothing unless all of it is right, and signs out every other device when it succeeds.
 */
export function PasswordForm(props: { onCancel: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { busy, error, setError, run } = useAction();
  // The code field exists only while it shows: hidden, it is no part of what is sent.
  const form = useSchemaForm(changePasswordFormSchema, {
    summary: true,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', code: '' },
    shouldUnregister: true,
  });
  const code = useCodeNeeded();
  const { setFocus } = form;
  useEffect(() => setFocus('currentPassword'), [setFocus]);
  // A new password the server refused (too easy to guess): that field is marked, points at the reason and
  // takes the focus.
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    if (refused) setFocus('newPassword');
  }, [refused, setFocus]);
  const edited = () => {
    setError(null);
    setRefused(null);
  };
  const problem = refused ?? error ?? form.problem;
  return (
    <form
      noValidate
      className="mt-5 space-y-4"
      onKeyDown={closeOnEscape(props.onCancel)}
      onSubmit={form.handleSubmit((passwords) =>
        run(async () => {
          try {
            await changePassword(passwords.currentPassword, passwords.newPassword, passwords.code ?? '');
          } catch (failure) {
            if (failure instanceof ApiError && failure.field === 'newPassword') {
              setRefused(failure.message);
              return;
            }
            code.notice(failure);
            throw failure;
          }
          await props.onDone();
        }),
      )}
    >
      <TextField
        label={t('security.currentPassword')}
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword', edited)}
      />
      <TextField
        label={t('security.newPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('newPassword', edited)}
        {...(refused ? { errorId: form.problemId } : {})}
      />
      <TextField
        label={t('signup.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword', edited)}
      />
      {code.needsCode ? <CodeField label={t('security.codeLabel')} {...form.field('code', edited)} /> : null}
      {problem ? <ErrorAlert id={form.problemId}>{problem}</ErrorAlert> : null}
      <FormActions submit={t('security.changePassword')} busy={busy} onCancel={props.onCancel} />
    </form>
  );
}

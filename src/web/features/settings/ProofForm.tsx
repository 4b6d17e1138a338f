import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, TextField } from '../../components/ui/Field.tsx';
import { FormActions } from '../../components/ui/FormActions.tsx';
import { closeOnEscape } from '../../lib/close-on-escape.ts';

/**
 * One step that asks for proof (the password or a code) before a change that protects the account,
 * with a way back (Cancel or Escape).
 */
export function ProofForm(props: {
  intro: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => unknown;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form noValidate className="mt-5 space-y-4" onKeyDown={closeOnEscape(props.onCancel)} onSubmit={props.onSubmit}>
      <p className="text-stone-700">{props.intro}</p>
      {props.children}
      <FormActions submit={props.submitLabel} busy={props.busy} onCancel={props.onCancel} />
    </form>
  );
}

/** What `useSchemaForm`'s `field` gives one input: its registration and how its problem shows. */
type FieldBinding = ComponentProps<'input'> & { error?: string | undefined; errorId?: string | undefined };

/**
 * The proof itself, the same wherever a way in changes (issue 27): the password, and the code while
 * two-factor is on. The code field is bound only while it shows, so a hidden one is no part of what is sent.
 */
export function ProofFields(props: {
  field: (name: 'password' | 'code') => FieldBinding;
  withCode: boolean;
  passwordHint?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('login.password')}
        hint={props.passwordHint}
        type="password"
        autoComplete="current-password"
        {...props.field('password')}
      />
      {props.withCode ? <CodeField label={t('security.codeLabel')} {...props.field('code')} /> : null}
    </>
  );
}

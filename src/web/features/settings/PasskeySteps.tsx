import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addPasskeyFormSchema, removePasskeySchema } from '../../../domain/security-requests.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { FormActions } from '../../components/ui/FormActions.tsx';
import { closeOnEscape } from '../../lib/close-on-escape.ts';
import { addPasskey, removePasskey } from '../../lib/passkeys.ts';
import type { PasskeyInfo } from '../../lib/security-api.ts';
import type { Action } from '../../lib/use-action.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { ProofFields, ProofForm } from './ProofForm.tsx';
import { useCodeNeeded } from './use-code-needed.ts';

/*
 * Adding and removing a passkey (decision 037), fetched when someone is about to do either (the
 * security page's passkeys card).
 */

/** Adding: a name and the proof, then this device's own prompt (fingerprint, face or screen lock). */
export function AddPasskeyStep(props: {
  /** What the name field starts with: this browser on this system, as the sessions list names it. */
  suggestedName: string;
  twoFactor: boolean;
  action: Action;
  onCancel: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(addPasskeyFormSchema, {
    summary: true,
    defaultValues: { name: props.suggestedName, password: '', code: '' },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);
  const problem = props.action.error ?? form.problem;
  return (
    <form
      noValidate
      className="mt-5 space-y-4"
      onKeyDown={closeOnEscape(props.onCancel)}
      onSubmit={form.handleSubmit(({ name, password, code }) =>
        props.action.run(async () => {
          await addPasskey({ name, password, ...(code.trim() ? { code: code.trim() } : {}) });
          await props.onDone();
        }),
      )}
    >
      <p className="text-stone-700">{props.twoFactor ? t('passkeys.addIntroCode') : t('passkeys.addIntro')}</p>
      <TextField label={t('passkeys.name')} hint={t('passkeys.nameHint')} autoComplete="off" {...form.field('name')} />
      <ProofFields field={form.field} withCode={props.twoFactor} />
      {problem ? <ErrorAlert id={form.problemId}>{problem}</ErrorAlert> : null}
      <FormActions submit={t('passkeys.create')} busy={props.action.busy} onCancel={props.onCancel} />
    </form>
  );
}

/** Removing: the password again (and the code while two-factor is on), like every change of a way in. */
export function RemovePasskeyStep(props: {
  passkey: PasskeyInfo;
  action: Action;
  onCancel: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(removePasskeySchema, {
    defaultValues: { password: '', code: '' },
    shouldUnregister: true,
  });
  const code = useCodeNeeded();
  const { setFocus } = form;
  useEffect(() => setFocus('password'), [setFocus]);
  return (
    <ProofForm
      intro={t(code.needsCode ? 'passkeys.removeIntroCode' : 'passkeys.removeIntro', { name: props.passkey.name })}
      submitLabel={t('passkeys.confirmRemove')}
      busy={props.action.busy}
      onCancel={props.onCancel}
      onSubmit={form.handleSubmit(({ password, code: given }) =>
        props.action.run(async () => {
          try {
            await removePasskey(props.passkey.id, { password, code: given });
          } catch (failure) {
            code.notice(failure);
            throw failure;
          }
          await props.onDone();
        }),
      )}
    >
      <ProofFields field={form.field} withCode={code.needsCode} />
      {props.action.error ? <ErrorAlert>{props.action.error}</ErrorAlert> : null}
    </ProofForm>
  );
}

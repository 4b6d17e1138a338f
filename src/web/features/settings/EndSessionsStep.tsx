import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { accountProofSchema } from '../../../domain/account-requests.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { revokeOtherSessions, revokeSession } from '../../lib/security-changes.ts';
import type { Action } from '../../lib/use-action.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { ProofFields, ProofForm } from './ProofForm.tsx';

/**
 * Signing a device out, or every other one, fetched when someone is about to (the security page's
 * sessions card). It takes the password, and a code while two-factor is on (issue 27): someone holding
 * only a session must not be able to sign the owner out of their own devices.
 */
export function EndSessionsStep(props: {
  /** A session's id and how the list names its device, or every other session. */
  which: { id: string; device: string } | 'others';
  twoFactor: boolean;
  action: Action;
  onCancel: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  // The code field exists only while it shows: hidden, it is no part of what is sent.
  const form = useSchemaForm(accountProofSchema, {
    summary: true,
    defaultValues: { password: '', code: '' },
    shouldUnregister: true,
  });
  const { setFocus } = form;
  useEffect(() => setFocus('password'), [setFocus]);
  const { which } = props;
  const intro =
    which === 'others'
      ? t(props.twoFactor ? 'security.endOthersIntroCode' : 'security.endOthersIntro')
      : t(props.twoFactor ? 'security.endOneIntroCode' : 'security.endOneIntro', { device: which.device });
  const problem = props.action.error ?? form.problem;
  return (
    <ProofForm
      intro={intro}
      submitLabel={which === 'others' ? t('security.signOutEverywhere') : t('security.signOutDevice')}
      busy={props.action.busy}
      onCancel={props.onCancel}
      onSubmit={form.handleSubmit((proof) =>
        props.action.run(async () => {
          if (which === 'others') await revokeOtherSessions(proof);
          else await revokeSession(which.id, proof);
          await props.onDone();
        }),
      )}
    >
      <ProofFields field={form.field} withCode={props.twoFactor} />
      {problem ? <ErrorAlert id={form.problemId}>{problem}</ErrorAlert> : null}
    </ProofForm>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { partnerEmailFormSchema } from '../../../domain/couple-requests.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { FormActions } from '../../components/ui/FormActions.tsx';
import { closeOnEscape } from '../../lib/close-on-escape.ts';
import { useAction } from '../../lib/use-action.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAddress } from '../../session/address.ts';

/**
 * The partner page's one form: the address an invitation link is also mailed to. Opened from its card and
 * fetched only then (decision 048), with the form layer (react-hook-form, zod/mini) the page at rest does
 * not need. The page makes the request: imported here, the couple API would take React Query's modules
 * along into a reach of their own, and every page would load more chunks (decision 048, part 5).
 */
export function InviteByEmailForm(props: { create: (email: string) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  // A man's partner is a woman: «لشريكة حياتك» (decision 063).
  const address = useAddress();
  const { busy, error, run } = useAction();
  const form = useSchemaForm(partnerEmailFormSchema, { defaultValues: { email: '' } });
  const { setFocus } = form;
  useEffect(() => setFocus('email'), [setFocus]);
  return (
    <form
      noValidate
      onKeyDown={closeOnEscape(props.onCancel)}
      onSubmit={form.handleSubmit(({ email }) => run(() => props.create(email)))}
      className="mt-5 space-y-5"
    >
      <TextField
        label={t('couple.emailLabel', address)}
        hint={t('couple.emailHint')}
        type="email"
        dir="ltr"
        autoComplete="off"
        {...form.field('email')}
      />
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <FormActions submit={t('couple.emailSend')} busy={busy} onCancel={props.onCancel} />
    </form>
  );
}

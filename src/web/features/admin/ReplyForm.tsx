import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contactReplySchema } from '../../../domain/admin.ts';
import { CONTACT_REPLY_MAX } from '../../../domain/limits.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextAreaField } from '../../components/ui/Field.tsx';
import { adminQueries, sendReply } from '../../lib/admin-api.ts';
import { forget } from '../../lib/query-client.ts';
import { useAction } from '../../lib/use-action.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

/**
 * The reply to a contact message, fetched with an open message only (decision 048): the inbox's list,
 * the console's first page, then carries no form library.
 */
export function ReplyForm({ id, language }: { id: string; language: 'en' | 'ar' }) {
  const { t } = useTranslation();
  const headingId = useId();
  const form = useSchemaForm(contactReplySchema, { summary: true, defaultValues: { body: '' } });
  const { busy, error, setError, run } = useAction();
  const submit = form.handleSubmit((reply) =>
    run(async () => {
      await sendReply(id, reply);
      form.reset({ body: '' });
      await forget(adminQueries.inboxAll, adminQueries.message(id).queryKey);
    }),
  );
  const problem = error ?? form.problem;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="mt-6 space-y-3 border-t border-stone-200 pt-4"
    >
      <h4 id={headingId} className="text-sm font-semibold text-stone-900">
        {t('admin.inbox.replyTitle')}
      </h4>
      <TextAreaField
        label={t('admin.inbox.replyLabel')}
        hint={t('admin.inbox.replyHint', { language: t(`admin.languages.${language}`) })}
        rows={6}
        maxLength={CONTACT_REPLY_MAX}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        lang={language}
        {...form.field('body', () => setError(null))}
      />
      {problem ? <ErrorAlert id={form.problemId}>{problem}</ErrorAlert> : null}
      <Button type="submit" disabled={busy}>
        {busy ? t('admin.inbox.sending') : t('admin.inbox.send')}
      </Button>
    </form>
  );
}

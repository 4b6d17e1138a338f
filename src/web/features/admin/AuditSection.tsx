import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { adminQueries } from '../../lib/admin-api.ts';
import { AuditDetails } from './AuditDetails.tsx';
import { Pager } from './Pager.tsx';

/** The audit log, newest first: who did what to whom, and what came of it in words. */
export function AuditSection() {
  const { t, i18n } = useTranslation();
  const { dateTime } = useFormat();
  const [search] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = useQuery(adminQueries.audit(page));
  if (query.isPending) return <Spinner />;
  if (query.error) return <ErrorAlert>{query.error.message}</ErrorAlert>;
  const { entries, has_more } = query.data;
  return (
    <div>
      <p className="text-sm text-stone-600">{t('admin.audit.intro')}</p>
      {entries.length === 0 ? <p className="mt-4 text-stone-600">{t('admin.audit.empty')}</p> : null}
      <ol className="mt-4 divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white">
        {entries.map((entry) => (
          <li key={entry.id} className="px-4 py-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="font-semibold text-stone-900">
                {i18n.exists(`admin.audit.actions.${entry.action}`)
                  ? t(`admin.audit.actions.${entry.action}`)
                  : entry.action}
              </span>
              <time dateTime={entry.created_at} className="text-xs text-stone-600">
                {dateTime(entry.created_at)}
              </time>
            </div>
            <p className="mt-0.5 text-stone-700">
              {t('admin.audit.by')}{' '}
              <span dir="ltr" className="break-all">
                {entry.actor_email ?? (entry.actor_id ? t('admin.audit.deleted') : t('admin.audit.commandLine'))}
              </span>
              {entry.target_user_id ? (
                <>
                  {' · '}
                  {t('admin.audit.on')}{' '}
                  <span dir="ltr" className="break-all">
                    {entry.target_email ?? t('admin.audit.deleted')}
                  </span>
                </>
              ) : null}
            </p>
            {entry.details ? <AuditDetails details={entry.details} /> : null}
          </li>
        ))}
      </ol>
      <Pager page={page} hasMore={has_more} link={(p) => `?page=${p}`} />
    </div>
  );
}

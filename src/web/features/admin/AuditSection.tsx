import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { adminQueries } from '../../lib/admin-api.ts';
import { AuditEntry } from './AuditDetails.tsx';
import { Pager } from './Pager.tsx';

/** The audit log, newest first: who did what to whom, and what came of it in words. */
export function AuditSection() {
  const { t } = useTranslation();
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
          <AuditEntry key={entry.id} entry={entry} />
        ))}
      </ol>
      <Pager page={page} hasMore={has_more} link={(p) => `?page=${p}`} />
    </div>
  );
}

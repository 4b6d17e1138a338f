import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format.ts';

const pagerLink =
  'inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50';

/** Previous and next page of a list, when there is one. */
export function Pager({ page, hasMore, link }: { page: number; hasMore: boolean; link: (page: number) => string }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={t('admin.pages')} className="mt-3 flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={link(page - 1)} className={pagerLink}>
          <span aria-hidden="true" className="rtl:-scale-x-100 inline-block">
            ←
          </span>
          {t('admin.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-stone-600">{t('admin.pageNumber', { page: number(page) })}</span>
      {hasMore ? (
        <Link to={link(page + 1)} className={pagerLink}>
          {t('admin.next')}
          <span aria-hidden="true" className="rtl:-scale-x-100 inline-block">
            →
          </span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

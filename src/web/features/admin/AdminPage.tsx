import { useTranslation } from 'react-i18next';
import { data, Link, useParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { fetchIsOperator } from '../../lib/admin-api.ts';
import { paths } from '../../paths.ts';
import { AuditSection } from './AuditSection.tsx';
import { FiguresSection } from './FiguresSection.tsx';
import { InboxSection } from './InboxSection.tsx';
import { PeopleSection } from './PeopleSection.tsx';

const SECTIONS = ['inbox', 'people', 'figures', 'audit'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * Runs before the page: anyone who is not an operator meets the not-found page, as the API answers
 * them 404 (decision 041). The role is asked afresh on every visit.
 */
export async function adminLoader() {
  if (!(await fetchIsOperator())) throw data(null, { status: 404 });
  return null;
}

/** /admin/:section: the operator console. Nothing here shows what anyone answered. */
export default function AdminPage() {
  const { t } = useTranslation();
  const { section: asked } = useParams();
  const section: Section | undefined = asked === undefined ? 'inbox' : SECTIONS.find((s) => s === asked);
  if (!section) throw data(null, { status: 404 });
  const title = t(`admin.sections.${section}`);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle page={`${title} · ${t('admin.title')}`} />
      <p className="text-sm font-semibold text-brand-800">{t('admin.title')}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      <nav aria-label={t('admin.sectionsLabel')} className="mt-5 -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-stone-200">
          {SECTIONS.map((s) => (
            <li key={s}>
              <Link
                to={paths.admin(s)}
                aria-current={s === section ? 'page' : undefined}
                className="-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-stone-600 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
              >
                {t(`admin.sections.${s}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {section === 'inbox' ? <InboxSection /> : null}
        {section === 'people' ? <PeopleSection /> : null}
        {section === 'figures' ? <FiguresSection /> : null}
        {section === 'audit' ? <AuditSection /> : null}
      </div>
    </div>
  );
}

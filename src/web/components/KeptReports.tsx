import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { typeTitle } from '../../domain/assessment/kind.ts';
import { KEPT_REPORTS_ANCHOR } from '../../domain/couple-kept.ts';
import { useFormat } from '../i18n/format.ts';
import { coupleQueries } from '../lib/couple-api.ts';
import { paths } from '../paths.ts';
import { useAddress } from '../session/address.ts';
import { Named } from './Named.tsx';

/**
 * "Reports you kept": the person's own copies of the couple reports of ended links (decision 062), each
 * leading to its report page. On every plan (the timeline, which lists them too, is progress tracking):
 * a person never loses the way to what they kept. Nothing shows while there are none, or while the
 * list is loading or could not be read.
 */
export default function KeptReports({ className = 'mt-10' }: { className?: string }) {
  const { t } = useTranslation();
  // A man's former partner is «شريكة حياتك السابقة» (decision 063).
  const address = useAddress();
  const { pick, date } = useFormat();
  const { hash } = useLocation();
  const kept = useQuery(coupleQueries.kept());
  const heading = useRef<HTMLHeadingElement>(null);
  const rows = kept.data ?? [];
  const shown = rows.length > 0;
  // Opened from the mail: the section is brought into view and the reading starts at its heading.
  useEffect(() => {
    if (shown && hash === `#${KEPT_REPORTS_ANCHOR}`) {
      heading.current?.scrollIntoView({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    }
  }, [shown, hash]);
  if (!shown) return null;
  return (
    <section id={KEPT_REPORTS_ANCHOR} aria-labelledby={`${KEPT_REPORTS_ANCHOR}-title`} className={className}>
      <h2
        id={`${KEPT_REPORTS_ANCHOR}-title`}
        ref={heading}
        tabIndex={-1}
        // Clear of the sticky site header when the mail's link brings it into view; focused only to start
        // the reading there, so no ring.
        className="scroll-mt-24 text-lg font-semibold text-stone-900 outline-none"
      >
        {t('together.keptTitle')}
      </h2>
      <p className="mt-1 max-w-2xl text-stone-600">{t('together.keptBody')}</p>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {rows.map((row) => (
          <li key={row.id}>
            <Link
              to={paths.coupleResults(row.id)}
              className="flex h-full flex-col items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 hover:border-brand-500 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-stone-900">{pick(typeTitle(row.assessment_type))}</span>
                <span className="block text-stone-700">
                  {row.partner_name ? (
                    <Named i18nKey="together.keptWith" names={{ name: row.partner_name }} />
                  ) : (
                    t('together.keptWithFormer', address)
                  )}
                </span>
                <span className="mt-1 block text-sm text-stone-600">
                  {t('together.keptCompleted', { date: date(row.completed_at) })}
                </span>
                <span className="block text-sm text-stone-600">
                  {t('together.keptSince', { date: date(row.kept_at) })}
                </span>
              </span>
              <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
                {t('together.keptRead')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

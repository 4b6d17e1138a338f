import { useTranslation } from 'react-i18next';
import type { CategoryId } from '../../domain/assessment/categories.ts';
import { categoryTitle, kindOf } from '../../domain/assessment/kind.ts';
import { monthLabel } from '../../domain/dates.ts';
import type { Change } from '../../domain/progress.ts';
import { useFormat } from '../i18n/format.ts';
import { changeTone, signedPoints } from '../lib/change-words.ts';

/** "Since March: Overall +4 · Communication +12 · Values −2", in words a person reads at a glance. */
export function ChangeSummary({ change, type, limit }: { change: Change; type: string; limit?: number }) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const label = (id: CategoryId) => categoryTitle(kindOf(type), id)[language];
  const items = [
    { key: 'overall', label: t('progress.overall'), delta: change.overall },
    ...change.categories.slice(0, limit).map((c) => ({ key: c.category, label: label(c.category), delta: c.delta })),
  ];
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold text-stone-700">
        {t('progress.since', { when: monthLabel(change.since, language, new Date()) })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key} className={`rounded-full px-3 py-1 text-sm font-semibold ${changeTone(item.delta)}`}>
            {item.label}{' '}
            {item.delta === 0 ? (
              t('progress.unchanged')
            ) : (
              <bdi className="tabular-nums">{signedPoints(item.delta, language)}</bdi>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

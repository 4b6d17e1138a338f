import { useTranslation } from 'react-i18next';
import type { CategoryId } from '../../domain/assessment/categories.ts';
import { categoryTitle, kindOf } from '../../domain/assessment/kind.ts';
import { monthLabel } from '../../domain/dates.ts';
import type { Change } from '../../domain/progress.ts';
import { useFormat } from '../i18n/format.ts';
import { changeTone, signedPoints } from '../lib/change-words.ts';

/**
 * "Since March: Score +4 · Today +6 · Communication +12, today +5", in words a person reads at a glance.
 * Today travels beside the score (decision 055): a today that rose above the hope lowers the score, and
 * a today that fell with the hope leaves it where it was; either alone would tell the wrong story.
 */
export function ChangeSummary({ change, type, limit }: { change: Change; type: string; limit?: number }) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const label = (id: CategoryId) => categoryTitle(kindOf(type), id)[language];
  const points = (delta: number) =>
    delta === 0 ? t('progress.unchanged') : <bdi className="tabular-nums">{signedPoints(delta, language)}</bdi>;
  const items = [
    { key: 'overall', label: t('progress.overall'), delta: change.overall, tone: change.overall },
    { key: 'today', label: t('progress.today'), delta: change.reality, tone: change.reality },
    ...change.categories.slice(0, limit).map((c) => ({
      key: c.category,
      label: label(c.category),
      delta: c.delta,
      today: c.reality,
      // An area's chip follows today when today moved: that is how things are, whatever the hope.
      tone: c.reality !== 0 ? c.reality : c.delta,
    })),
  ];
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold text-stone-700">
        {t('progress.since', { when: monthLabel(change.since, language, new Date()) })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key} className={`rounded-full px-3 py-1 text-sm font-semibold ${changeTone(item.tone)}`}>
            {item.label} {points(item.delta)}
            {'today' in item && item.today !== undefined ? (
              <>
                {language === 'ar' ? '، ' : ', '}
                {t('progress.todayInArea')} {points(item.today)}
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {change.uniform_answers ? (
        <p className="mt-2 text-sm text-stone-600">
          {t('progress.uniformChange', { context: change.uniform_answers })}
        </p>
      ) : null}
    </div>
  );
}

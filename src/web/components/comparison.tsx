import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryId } from '../../domain/assessment/categories.ts';
import type { Bilingual } from '../../domain/assessment/question.ts';
import type { CategoryScore } from '../../domain/assessment/scoring.ts';
import type { PairCategory, PairPattern } from '../../domain/pair/compare.ts';
import { useFormat } from '../i18n/format.ts';
import { PercentBar, TONES } from './advice.tsx';
import { isolateNames } from './Named.tsx';
import { HelpLink } from './safety/HelpLink.tsx';
import { HowWeScoreLink, TODAY_BAR } from './trust.tsx';

/**
 * The parts a couple report and a family report share: two people's answers compared with the same
 * arithmetic, shown the same way. Labels come from the caller (family reports name the categories
 * differently).
 */

export function ComparisonHero(props: {
  typeTitle: string;
  heading: ReactNode;
  agreementLabel: string;
  agreement: number;
  pattern: PairPattern;
  completedAt?: string;
  /** Each side's level of today, beside the agreement: agreeing is not the same as things going well. */
  today: { mine: number; other: number; otherName: string };
}) {
  const { t } = useTranslation();
  const { percent, date, pick } = useFormat();
  const tone = TONES[props.pattern.color] ?? TONES.blue;
  return (
    <section className="rounded-3xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <p className="text-sm font-semibold text-brand-700">{props.typeTitle}</p>
      <h1 className="mt-1 text-xl font-bold text-stone-900">{props.heading}</h1>
      <p className="mt-5">
        <span className="block text-sm font-semibold tracking-wide text-stone-600">{props.agreementLabel}</span>
        <span className="block text-6xl font-bold tracking-tight text-stone-900">{percent(props.agreement)}</span>
      </p>
      <p className={`mx-auto mt-4 inline-block rounded-full px-4 py-1 text-lg font-bold ${tone.ring}`}>
        {pick(props.pattern.name)}
      </p>
      <p className="mx-auto mt-3 max-w-2xl text-stone-700">{pick(props.pattern.description)}</p>
      <div className="mx-auto mt-6 max-w-sm rounded-2xl bg-stone-50 px-4 py-3">
        <p className="text-sm font-semibold text-stone-600">{t('trust.pairToday')}</p>
        <dl className="mt-1 grid grid-cols-2">
          <div className="min-w-0 px-2">
            <dt className="truncate text-sm text-stone-700">{t('coupleReport.you')}</dt>
            <dd className="text-2xl font-bold text-stone-900 tabular-nums">{percent(props.today.mine)}</dd>
          </div>
          <div className="min-w-0 border-s border-stone-200 px-2">
            <dt className="truncate text-sm text-stone-700">
              <bdi>{props.today.otherName}</bdi>
            </dt>
            <dd className="text-2xl font-bold text-stone-900 tabular-nums">{percent(props.today.other)}</dd>
          </div>
        </dl>
      </div>
      <p className="mt-5 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-stone-500">
        {props.completedAt ? <span>{t('results.completedOn', { date: date(props.completedAt) })}</span> : null}
        <HowWeScoreLink />
        <HelpLink />
      </p>
    </section>
  );
}

/**
 * The bars mean "hopes" and "today" in every report, couple or family: their colours say which is
 * which, never the pattern's (a red "hopes" bar beside a teal "today" one read as an alarm).
 */
const HOPES_BAR = TONES.blue.bar;

export function AgreementByCategory(props: {
  categories: Partial<Record<CategoryId, PairCategory>>;
  order: CategoryId[];
  labelOf: (id: CategoryId) => string;
  pattern: PairPattern;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="agreement" className="mt-6 rounded-3xl border border-stone-200 bg-white p-6 sm:p-8">
      <h2 id="agreement" className="text-lg font-semibold text-stone-900">
        {t('coupleReport.byCategory')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('coupleReport.byCategoryHint')}</p>
      <ul className="mt-5 space-y-6">
        {props.order.map((id) => {
          const scores = props.categories[id];
          if (!scores) return null;
          return (
            <li key={id}>
              <h3 className="font-semibold text-stone-900">{props.labelOf(id)}</h3>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                <PercentBar label={t('coupleReport.hopes')} value={scores.expectations} bar={HOPES_BAR} />
                <PercentBar label={t('coupleReport.today')} value={scores.realities} bar={TODAY_BAR} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** One side's own result: its alignment and its level of today, overall and per category. */
export type SideScores = { score: number; reality: number; categories: Partial<Record<CategoryId, CategoryScore>> };

export function EachSideTable(props: {
  order: CategoryId[];
  labelOf: (id: CategoryId) => string;
  mine: SideScores;
  other: SideScores;
  otherName: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="each" className="mt-6 rounded-3xl border border-stone-200 bg-white p-6 sm:p-8">
      <h2 id="each" className="text-lg font-semibold text-stone-900">
        {t('coupleReport.eachTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t('coupleReport.eachHint')} {t('trust.eachTodayHint')}
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-start">
          <thead>
            <tr className="border-b border-stone-200 text-sm text-stone-600">
              <th scope="col" className="py-2 text-start font-semibold">
                {t('coupleReport.category')}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {t('coupleReport.you')}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                <bdi>{props.otherName}</bdi>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.order.map((id) => (
              <tr key={id} className="border-b border-stone-100">
                <th scope="row" className="py-2.5 text-start font-medium text-stone-900">
                  {props.labelOf(id)}
                </th>
                <SideCell alignment={props.mine.categories[id]?.alignment} today={props.mine.categories[id]?.reality} />
                <SideCell
                  alignment={props.other.categories[id]?.alignment}
                  today={props.other.categories[id]?.reality}
                />
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-2.5 text-start font-semibold text-stone-900">
                {t('coupleReport.overall')}
              </th>
              <SideCell alignment={props.mine.score} today={props.mine.reality} strong />
              <SideCell alignment={props.other.score} today={props.other.reality} strong />
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** One side's alignment, and under it, smaller and labelled, its level of today. */
function SideCell(props: { alignment: number | undefined; today: number | undefined; strong?: boolean }) {
  const { t } = useTranslation();
  const { percent } = useFormat();
  return (
    <td className={`py-2.5 text-end align-top tabular-nums ${props.strong ? 'font-semibold' : ''}`}>
      {percent(props.alignment ?? 0)}
      {props.today !== undefined ? (
        <span className="block text-xs font-normal whitespace-nowrap text-stone-600">
          {t('trust.todayOf', { value: percent(props.today) })}
        </span>
      ) : null}
    </td>
  );
}

type Answer = { expectation: number | null; reality: number | null };

/** The statements answered furthest apart; each side's answers only when the server sends them. */
export function TopicItems(props: {
  topics: { key: string; statement: Bilingual; answers: { mine: Answer; other: Answer } | null }[];
  otherName: string;
  empty: string;
}) {
  const { t } = useTranslation();
  const { pick, number } = useFormat();
  const line = (who: string, answer: Answer) =>
    isolateNames(
      t,
      'coupleReport.answerLine',
      { who },
      { hope: number(answer.expectation ?? 0), today: number(answer.reality ?? 0) },
    );
  if (props.topics.length === 0) return <p className="mt-4 text-stone-800">{props.empty}</p>;
  return (
    <ol className="mt-4 space-y-3">
      {props.topics.map((topic) => (
        <li key={topic.key} className="rounded-2xl bg-white p-4 shadow-xs">
          <p className="text-stone-900">{pick(topic.statement)}</p>
          {topic.answers ? (
            <p className="mt-2 text-sm text-stone-600">
              {line(t('coupleReport.you'), topic.answers.mine)} · {line(props.otherName, topic.answers.other)}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

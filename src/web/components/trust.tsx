import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Bilingual } from '../../domain/assessment/question.ts';
import { type SignalId, signalNotes } from '../../domain/assessment/scoring.ts';
import type { PairSignalId } from '../../domain/pair/compare.ts';
import { useFormat } from '../i18n/format.ts';
import { paths } from '../paths.ts';

/**
 * What keeps a result from being misread (issue #16): the level of today beside the alignment, the
 * notes a score alone would hide, the statements a pair agrees on for today, and the way to "How we
 * score". Shared by the results page and both pair reports.
 */

/** The colour of every "today" bar, in results and reports alike: never the pattern's. */
export const TODAY_BAR = 'bg-brand-600';

/** A figure with its label above and what it means below: the score and the level of today, side by side. */
export function Figure(props: { label: React.ReactNode; value: number; caption?: string; className?: string }) {
  const { label, value, caption, className = '' } = props;
  const { percent } = useFormat();
  return (
    <div className={`min-w-0 px-2 ${className}`}>
      <dt className="text-sm font-semibold tracking-wide text-stone-600">{label}</dt>
      <dd className="text-5xl font-bold tracking-tight text-stone-900 tabular-nums sm:text-6xl">{percent(value)}</dd>
      {caption ? <dd className="mx-auto mt-1 max-w-48 text-sm leading-snug text-stone-600">{caption}</dd> : null}
    </div>
  );
}

/**
 * The kind notes beside a score that alone would mislead; nothing when there are none. `uniformAnswer`
 * words the note on answers all the same (high ones may be rose-tinted, middle ones unread).
 */
export function SignalNotes({
  signals,
  uniformAnswer,
}: {
  signals: readonly SignalId[];
  uniformAnswer?: number | null;
}) {
  const { t } = useTranslation();
  // Inside the score's card, under the pattern: a sub-heading of that card, as wide as its text.
  return (
    <Notes
      keys={signalNotes(signals, uniformAnswer).map((key) => `trust.signals.${key}`)}
      heading={<h3 id="signals">{t('trust.notes')}</h3>}
      className="mx-auto max-w-2xl"
    />
  );
}

/**
 * The same for a pair report: at least one side gave nearly the same answer everywhere. A section of the
 * page between the cards, as wide as they are.
 */
export function PairSignalNotes({ signals }: { signals: readonly PairSignalId[] }) {
  const { t } = useTranslation();
  return (
    <Notes
      keys={signals.map((signal) => `trust.pairSignals.${signal}`)}
      heading={<h2 id="signals">{t('trust.pairNotes')}</h2>}
    />
  );
}

function Notes({ keys, heading, className = '' }: { keys: string[]; heading: React.ReactNode; className?: string }) {
  const { t } = useTranslation();
  if (keys.length === 0) return null;
  return (
    <section
      aria-labelledby="signals"
      className={`mt-6 rounded-2xl border border-sand-200 bg-sand-50 p-4 text-start sm:p-5 ${className}`}
    >
      <div className="font-semibold text-stone-900">{heading}</div>
      <ul className="mt-2 space-y-2 text-stone-800">
        {keys.map((key) => (
          <li key={key} data-signal={key.split('.').at(-1)}>
            {t(key)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowWeScoreLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.howWeScore}
      className={`text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900 ${className}`}
    >
      {t('trust.howWeScore')}
    </Link>
  );
}

export interface SharedStatement {
  key: string;
  statement: Bilingual;
}

/**
 * The statements both sides rate well today, and those both rate low: a concern they share, framed as
 * something to talk about, never as harmony. A list that is empty is not shown.
 */
export function SharedStatements(props: {
  strengths: SharedStatement[];
  concerns: SharedStatement[];
  /** Other words for the concerns: a reader after a check that showed help is not asked to talk (decision 054). */
  concernsWords?: { title: string; hint: string };
}) {
  const { t } = useTranslation();
  if (props.strengths.length === 0 && props.concerns.length === 0) return null;
  return (
    <div
      className={`mt-6 grid gap-6 ${props.strengths.length > 0 && props.concerns.length > 0 ? 'md:grid-cols-2' : ''}`}
    >
      {props.strengths.length > 0 ? (
        <StatementList
          id="shared-strengths"
          title={t('trust.sharedStrengths')}
          hint={t('trust.sharedStrengthsHint')}
          items={props.strengths}
          marker="bg-emerald-600"
        />
      ) : null}
      {props.concerns.length > 0 ? (
        <StatementList
          id="shared-concerns"
          title={props.concernsWords?.title ?? t('trust.sharedConcerns')}
          hint={props.concernsWords?.hint ?? t('trust.sharedConcernsHint')}
          items={props.concerns}
          marker="bg-sand-500"
        />
      ) : null}
    </div>
  );
}

/** How many statements a list shows before "Show all": a report where most statements agree stays readable. */
const FIRST_SHOWN = 5;

function StatementList(props: { id: string; title: string; hint: string; items: SharedStatement[]; marker: string }) {
  const { t } = useTranslation();
  const { pick, number } = useFormat();
  const [all, setAll] = useState(false);
  const listId = useId();
  const shown = all ? props.items : props.items.slice(0, FIRST_SHOWN);
  return (
    <section aria-labelledby={props.id} className="rounded-3xl border border-stone-200 bg-white p-6 sm:p-8">
      <h2 id={props.id} className="text-lg font-semibold text-stone-900">
        {props.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{props.hint}</p>
      <ul id={listId} className="mt-4 space-y-3">
        {shown.map((item) => (
          <li key={item.key} className="flex gap-3">
            <span aria-hidden="true" className={`mt-2 size-2 shrink-0 rounded-full ${props.marker}`} />
            <span className="text-stone-800">{pick(item.statement)}</span>
          </li>
        ))}
      </ul>
      {props.items.length > FIRST_SHOWN ? (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
          className="mt-4 text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {all ? t('trust.showFewer') : t('trust.showAll', { total: number(props.items.length) })}
        </button>
      ) : null}
    </section>
  );
}

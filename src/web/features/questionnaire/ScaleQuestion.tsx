import { useTranslation } from 'react-i18next';
import type { AddressContext } from '../../../domain/address.ts';
import { ANSWER_MAX, ANSWER_MIN } from '../../../domain/limits.ts';

const VALUES = Array.from({ length: ANSWER_MAX - ANSWER_MIN + 1 }, (_, i) => ANSWER_MIN + i);
/**
 * A face for a child's scale, from "no" (1) to "yes" (5), drawn rather than typed: emoji depend on the
 * phone's fonts and older phones miss some. Decoration only; the words say it.
 */
function Face({ value }: { value: number }) {
  // The mouth: a curve from sad (bending down) to happy (bending up).
  const bend = [-4, -2, 0, 2, 4][value - ANSWER_MIN] ?? 0;
  return (
    <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <circle cx="12" cy="12" r="9.5" />
      <circle cx="9" cy="10" r="1" fill="currentColor" stroke="none" />
      <circle cx="15" cy="10" r="1" fill="currentColor" stroke="none" />
      <path d={`M8 ${15.5 - bend / 4} Q12 ${15.5 + bend} 16 ${15.5 - bend / 4}`} strokeLinecap="round" />
    </svg>
  );
}

/**
 * A child of 8-12 answers in words of their own (decision 032): in Phase 1, "I hope…" statements, how much they wish
 * for it; in Phase 2, how often it happens. Agreement with a wish ("Mostly", "Yes!") had no clear order.
 */
export type ChildScale = 'wish' | 'often';
const CHILD_WORDS: Record<ChildScale, { label: string; option: string }> = {
  wish: { label: 'scale.childWishLabel', option: 'scale.childWish' },
  often: { label: 'scale.childOftenLabel', option: 'scale.childOften' },
};

/** The 1-5 agreement scale as native radio buttons: arrow keys, screen readers and touch all work. */
export function AnswerScale({
  name,
  value,
  onChoose,
  describedBy,
  child,
  address = {},
}: {
  name: string;
  value: number | undefined;
  onChoose: (value: number) => void;
  describedBy?: string | undefined;
  /** Simpler words and faces, for a child of 8-12: the scale of the phase they are in. */
  child?: ChildScale | undefined;
  /** Whom the child's scale asks (a son or a daughter: «تتمنّى» / «تتمنّين»). */
  address?: AddressContext;
}) {
  const { t } = useTranslation();
  const words = child ? CHILD_WORDS[child] : undefined;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="sr-only">{t(words ? words.label : 'questionnaire.scaleLabel', address)}</legend>
      <div className="grid gap-2 sm:grid-cols-5">
        {VALUES.map((n) => (
          <label key={n} className="block cursor-pointer">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChoose(n)}
              className="peer sr-only"
            />
            <span className="flex min-h-12 items-center gap-3 rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-stone-800 transition-colors peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-brand-500 sm:h-full sm:flex-col sm:justify-start sm:gap-1.5 sm:px-2 sm:py-3 sm:text-center">
              <span
                aria-hidden="true"
                className={`grid shrink-0 place-items-center rounded-full bg-stone-100 font-semibold text-stone-700 ${child ? 'size-10' : 'size-7 text-sm'}`}
              >
                {child ? <Face value={n} /> : new Intl.NumberFormat('en').format(n)}
              </span>
              <span className={`font-medium leading-snug ${child ? 'text-lg' : 'text-sm'}`}>
                {t(words ? `${words.option}${n}` : `scale.${n}`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

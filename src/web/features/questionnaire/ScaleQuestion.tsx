import { useTranslation } from 'react-i18next';
import { ANSWER_MAX, ANSWER_MIN } from '../../../domain/limits.ts';

const VALUES = Array.from({ length: ANSWER_MAX - ANSWER_MIN + 1 }, (_, i) => ANSWER_MIN + i);

/** The 1-5 agreement scale as native radio buttons: arrow keys, screen readers and touch all work. */
export function AnswerScale({
  name,
  value,
  onChoose,
  describedBy,
}: {
  name: string;
  value: number | undefined;
  onChoose: (value: number) => void;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="sr-only">{t('questionnaire.scaleLabel')}</legend>
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
                className="grid size-7 shrink-0 place-items-center rounded-full bg-stone-100 text-sm font-semibold text-stone-700"
              >
                {new Intl.NumberFormat('en').format(n)}
              </span>
              <span className="text-sm font-medium leading-snug">{t(`scale.${n}`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { builtinAdvice } from '../../../domain/advice/advisor.ts';
import { CATEGORY_IDS, CATEGORY_TITLES } from '../../../domain/assessment/categories.ts';
import { analyze } from '../../../domain/assessment/scoring.ts';
import { AssessmentIcon } from '../../components/AssessmentIcon.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { useFormat } from '../../i18n/format.ts';
import { paths } from '../../paths.ts';
import { demoResponses } from './demo-sample.ts';

/** Computed once, by the same code that scores real results. */
const analysis = analyze(demoResponses, {});

/**
 * "Watch a sample": a modal dialog with a fictional couple's result. The native <dialog> traps focus,
 * closes on Escape and makes the page behind it inert; focus returns to the button that opened it.
 */
/** `reloadDocument`: its link loads the sign-up page whole (opened by the islands script, with no app behind it). */
export default function DemoDialog({ onClose, reloadDocument }: { onClose: () => void; reloadDocument?: boolean }) {
  const { t } = useTranslation();
  const { language, percent } = useFormat();
  const dialog = useRef<HTMLDialogElement>(null);
  // The sample is what Layla reads, so its Arabic speaks to a woman. Its Before marriage statements never
  // ask about prayer (the catalogue is not loaded here, to keep the landing page light).
  const advice = builtinAdvice(analysis, [], language, 'f', { prayer: false });
  const pattern = analysis.pattern;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => element.close();
  }, []);

  // Keep Tab inside the dialog: the browser would otherwise let focus leave to its own toolbar.
  const trapFocus = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      onKeyDown={trapFocus}
      aria-labelledby="demo-title"
      aria-describedby="demo-subtitle"
      onClose={onClose}
      className="m-auto max-h-[92dvh] w-[min(44rem,calc(100vw-1.5rem))] overflow-y-auto rounded-3xl bg-sand-50 p-0 text-stone-900 shadow-2xl backdrop:bg-stone-900/60"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-stone-200 bg-white px-5 py-4 sm:px-7">
        <div>
          <h2 id="demo-title" className="text-xl font-bold">
            {t('demo.title')}
          </h2>
          <p className="mt-0.5 text-sm font-medium text-sand-700">{t('demo.fictional')}</p>
        </div>
        <Button variant="secondary" className="min-h-10 shrink-0 px-4 text-sm" onClick={() => dialog.current?.close()}>
          {t('demo.close')}
        </Button>
      </div>
      <div className="space-y-5 px-5 py-6 sm:px-7">
        <p id="demo-subtitle" className="text-stone-700">
          {t('demo.subtitle')}
        </p>
        <section className="rounded-2xl border border-stone-200 bg-white p-5 text-center">
          <span className="mx-auto grid size-12 place-items-center rounded-xl bg-sky-50 text-sky-800">
            <AssessmentIcon name={pattern.icon} className="size-7" />
          </span>
          <p className="mt-3 text-sm font-semibold text-stone-600">{t('results.score')}</p>
          <p className="text-5xl font-bold tracking-tight">{percent(analysis.compatibilityScore)}</p>
          <p className="mt-2 text-lg font-bold">{language === 'ar' ? pattern.nameAr : pattern.name}</p>
          <p className="mt-1 text-stone-700">{language === 'ar' ? pattern.descriptionAr : pattern.description}</p>
        </section>
        <section className="rounded-2xl border border-stone-200 bg-white p-5">
          <h3 className="font-semibold">{t('results.breakdown')}</h3>
          <ul className="mt-4 space-y-3">
            {CATEGORY_IDS.map((id) => {
              const score = analysis.categoryScores[id];
              if (!score) return null;
              return (
                <li key={id}>
                  <div className="flex justify-between text-sm">
                    <span className="font-medium">{CATEGORY_TITLES[id][language]}</span>
                    <span className="font-semibold">{percent(score.alignment)}</span>
                  </div>
                  <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-stone-200">
                    <div className="h-full rounded-full bg-sky-700" style={{ width: `${score.alignment}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
        <section className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5">
          <h3 className="font-semibold text-brand-900">{t('results.insights')}</h3>
          <p className="mt-2 text-stone-800">{advice.summary}</p>
          <h4 className="mt-4 text-sm font-semibold text-stone-900">{t('results.recommendations')}</h4>
          <ol className="mt-2 list-decimal space-y-1.5 ps-5 text-stone-800">
            {advice.recommendations.slice(0, 3).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
        <ButtonLink to={`${paths.signup}?path=pre-marriage`} reloadDocument={reloadDocument} className="w-full">
          {t('demo.start')}
        </ButtonLink>
      </div>
    </dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { useAddress } from '../session/address.ts';
import { UpgradeCard } from './UpgradeCard.tsx';

/**
 * What a plan without progress tracking sees on /progress and /timeline: what it would show, and the
 * way to it. The message is the interface's own, so it follows a change of language.
 */
export function LockedPreview() {
  const { t } = useTranslation();
  // A man's partner is a woman: «شريكة حياتك» (decision 063).
  const address = useAddress();
  return (
    <section className="mt-8 grid gap-6 rounded-3xl border border-stone-200 bg-white p-6 sm:grid-cols-2 sm:p-8">
      <div>
        <h2 className="text-lg font-semibold text-stone-900">{t('progress.previewTitle')}</h2>
        <ul className="mt-3 list-disc space-y-2 ps-5 text-stone-700">
          <li>{t('progress.previewCharts')}</li>
          <li>{t('progress.previewChange')}</li>
          <li>{t('progress.previewCouple', address)}</li>
          <li>{t('progress.previewTimeline')}</li>
        </ul>
        <div className="mt-5">
          <UpgradeCard message={t('errors.plan.progress')} />
        </div>
      </div>
      <svg viewBox="0 0 320 200" className="w-full text-brand-700 rtl:-scale-x-100" aria-hidden="true">
        <rect x="0" y="0" width="320" height="200" rx="16" className="fill-sand-50" />
        {[40, 80, 120, 160].map((y) => (
          <line key={y} x1="24" x2="296" y1={y} y2={y} className="stroke-stone-200" />
        ))}
        <polyline points="40,130 120,110 200,84 280,56" fill="none" stroke="currentColor" strokeWidth="4" />
        <polyline
          points="40,150 120,140 200,120 280,112"
          fill="none"
          className="stroke-sand-500"
          strokeWidth="3"
          strokeDasharray="6 4"
        />
        {[
          [40, 130],
          [120, 110],
          [200, 84],
          [280, 56],
        ].map(([x, y]) => (
          <circle key={x} cx={x} cy={y} r="6" fill="currentColor" />
        ))}
      </svg>
    </section>
  );
}

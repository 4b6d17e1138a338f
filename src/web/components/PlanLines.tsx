import { useTranslation } from 'react-i18next';
import { isAvailable, type PlanFeature } from '../../domain/plan-features.ts';

/**
 * "Coming soon" as words beside the line, not a colour: a screen reader reads it with the line, and it
 * reads the same in any contrast mode. Its words are in the pricing catalogue, which every page that
 * describes plans loads.
 */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <span className="inline-block rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-sand-700">
      {t('pricing.comingSoon')}
    </span>
  );
}

export const Check = ({ className = 'size-5' }: { className?: string }) => (
  <svg className={className} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
    <path
      fillRule="evenodd"
      d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
      clipRule="evenodd"
    />
  </svg>
);

/** A clock: a line that is promised, not yet given, must not wear the tick of one that is. */
const Clock = ({ className }: { className: string }) => (
  <svg className={className} viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    <circle cx="10" cy="10" r="7.2" />
    <path d="M10 6.2V10l2.6 1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** A line a plan gives today, with its tick. */
export const IncludedLine = ({ children }: { children: React.ReactNode }) => (
  <li className="flex gap-2">
    <Check className="mt-0.5 size-4 shrink-0 text-brand-700" />
    <span>{children}</span>
  </li>
);

/**
 * One line of a plan: a tick when the product does it today, else a clock and "Coming soon" (`badge`
 * false where a heading above the list already says so).
 */
export function PlanLine({ feature, badge = true }: { feature: PlanFeature; badge?: boolean }) {
  const { t } = useTranslation();
  const text = t(`pricing.features.${feature}`);
  return isAvailable(feature) ? (
    <IncludedLine>{text}</IncludedLine>
  ) : (
    <li className="flex gap-2 text-stone-700">
      <Clock className="mt-0.5 size-4 shrink-0 text-stone-500" />
      {badge ? (
        <span>
          {text} <ComingSoon />
        </span>
      ) : (
        <span>{text}</span>
      )}
    </li>
  );
}

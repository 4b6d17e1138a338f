import { useTranslation } from 'react-i18next';

/** An announced loading indicator; `label` defaults to "Loading…". */
export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`flex flex-col items-center gap-3 text-brand-700 ${className}`}>
      <svg className="size-8 motion-safe:animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={label ? 'text-sm text-stone-600' : 'sr-only'}>{label ?? t('app.loading')}</span>
    </div>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner {...(label ? { label } : {})} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** Two rings meeting: harmony (وِفاق) between two people. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#1d625c" />
      <circle cx="12.5" cy="16" r="7" fill="none" stroke="#f2d9ad" strokeWidth="2.5" />
      <circle cx="19.5" cy="16" r="7" fill="none" stroke="#ffffff" strokeWidth="2.5" />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2 text-xl font-bold tracking-tight text-brand-900">
      <LogoMark />
      {t('app.name')}
    </span>
  );
}

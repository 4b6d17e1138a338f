import { useTranslation } from 'react-i18next';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useAuth } from '../session/AuthProvider.tsx';

/** Switches between English and Arabic; the label is written in the language it switches to. */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { changeLanguage } = useAuth();
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  // On a prerendered page the button waits for the app, or for the islands script (islands/main.ts).
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      data-island="language"
      onClick={() => void changeLanguage(next)}
      disabled={!hydrated}
      title={t('language.switchLabel')}
      className={`inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-xl px-2 text-sm sm:px-3 font-semibold text-brand-800 hover:bg-brand-50 ${className}`}
    >
      <svg
        className="hidden size-4 sm:block"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        <circle cx="10" cy="10" r="7.5" />
        <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5M10 2.5c-2 2.2-3 4.7-3 7.5s1 5.3 3 7.5" />
      </svg>
      <span lang={next}>{t('language.switchTo')}</span>
    </button>
  );
}

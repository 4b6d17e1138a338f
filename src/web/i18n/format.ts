import { useTranslation } from 'react-i18next';
import type { Bilingual } from '../../domain/assessment/question.ts';
import { formatDisplayDate } from '../../domain/dates.ts';
import { intlLocale, isLanguage, type Language } from '../../domain/language.ts';

/** Numbers, percentages, dates and bilingual content in the interface language, all through Intl. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const locale = intlLocale(language);
  return {
    language,
    pick: (text: Bilingual) => text[language],
    number: (n: number) => new Intl.NumberFormat(locale).format(n),
    percent: (n: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(n / 100),
    /** A date as people read it: in Arabic with the Hijri date beside it (walkthrough m8: everywhere). */
    date: (iso: string) => formatDisplayDate(iso, language),
    /** The same with the time of day, where someone reads to the minute (the console's inbox and audit log). */
    dateTime: (iso: string) => formatDisplayDate(iso, language, undefined, { time: true }),
    /**
     * The Gregorian date alone, short: a chart axis has no room for two calendars. Whatever shows it
     * also gives the full `date` (the chart's figures table).
     */
    axisDate: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)),
  };
}

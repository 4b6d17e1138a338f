export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The Intl locale for a language. Arabic uses Western digits (docs/decisions/005-arabic-digits.md):
 * they match what people type on their phones and what most of the region's apps show.
 */
export const intlLocale = (language: Language) => (language === 'ar' ? 'ar-u-nu-latn' : 'en');

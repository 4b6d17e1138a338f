export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The digits Arabic is written with: Western (0123, the default) or Arabic-Indic (٠١٢٣), each person's
 * choice in their settings (docs/decisions/005-arabic-digits.md). English always uses Western digits.
 */
export const NUMERALS = ['latn', 'arab'] as const;
export type Numerals = (typeof NUMERALS)[number];

export const isNumerals = (value: unknown): value is Numerals =>
  typeof value === 'string' && (NUMERALS as readonly string[]).includes(value);

let readerNumerals: () => Numerals = () => 'latn';

/**
 * Where the reader's digits come from, set once where the code starts: the web app's saved choice; on
 * the server, the request being answered. Every number and date goes through `intlLocale`, so this is
 * the one place the choice is applied (no caller passes it along).
 */
export function readNumeralsFrom(source: () => Numerals) {
  readerNumerals = source;
}

/** The digits in use now: the Hijri calendar's locale and the request headers name them too. */
export const currentNumerals = (): Numerals => readerNumerals();

/**
 * The Intl locale for a language, with the reader's digits in Arabic (Western unless they chose
 * Arabic-Indic): they match what people type on their phones and what most of the region's apps show.
 */
export const intlLocale = (language: Language) => (language === 'ar' ? `ar-u-nu-${readerNumerals()}` : 'en');

/**
 * A BCP 47 tag as the web app names its reader (`Accept-Language: ar-u-nu-arab`, `?language=ar`): the
 * language, and the digits when the `nu` keyword names one we write. Anything else names nothing.
 */
export function parseReaderTag(tag: string | undefined | null): { language: Language; numerals?: Numerals } | null {
  if (!tag) return null;
  const parts = tag.trim().toLowerCase().split('-');
  const language = parts[0];
  if (!isLanguage(language)) return null;
  const nu = parts.indexOf('nu');
  const numerals = parts.includes('u') && nu > 0 ? parts[nu + 1] : undefined;
  return isNumerals(numerals) ? { language, numerals } : { language };
}

/** The tag the web app sends for its reader: the language, with Arabic-Indic digits named when chosen. */
export const readerTag = (language: Language, numerals: Numerals) =>
  language === 'ar' && numerals === 'arab' ? 'ar-u-nu-arab' : language;

import { currentNumerals, intlLocale, type Language } from './language.ts';

/**
 * Dates as people read them, through Intl. In Arabic the Hijri date (Umm al-Qura, the calendar of
 * Saudi Arabia's official dates and of most Gulf readers) is shown beside the Gregorian one: both are in
 * daily use across the region, and anniversaries and religious occasions are kept by the Hijri date.
 */

/** A calendar day (`YYYY-MM-DD`, as milestones store it) or an instant (ISO string or Date). */
export type DateInput = string | Date;

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day has no time zone: it is read as noon UTC and formatted in UTC, so no reader's zone
 * can move it to the day before. An instant is formatted in the reader's zone.
 */
function instantOf(value: DateInput, timeZone: string | undefined) {
  if (typeof value === 'string' && DAY_ONLY.test(value)) {
    return { date: new Date(`${value}T12:00:00Z`), timeZone: 'UTC' };
  }
  return { date: typeof value === 'string' ? new Date(value) : value, timeZone };
}

export interface DisplayDate {
  gregorian: string;
  /** Only in Arabic; null in English. */
  hijri: string | null;
}

/** `time`: the time of day too (after the Gregorian date), for an instant someone reads to the minute. */
export function displayDate(
  value: DateInput,
  language: Language,
  timeZone?: string,
  { time = false }: { time?: boolean } = {},
): DisplayDate {
  const { date, timeZone: zone } = instantOf(value, timeZone);
  const gregorian = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    ...(time ? { timeStyle: 'short' as const } : {}),
    timeZone: zone,
  }).format(date);
  const hijri =
    language === 'ar'
      ? new Intl.DateTimeFormat(`ar-u-ca-islamic-umalqura-nu-${currentNumerals()}`, {
          dateStyle: 'long',
          timeZone: zone,
        }).format(date)
      : null;
  return { gregorian, hijri };
}

/** One line: "22 November 2026", or in Arabic "22 نوفمبر 2026 (12 جمادى الآخرة 1448 هـ)". */
export function formatDisplayDate(
  value: DateInput,
  language: Language,
  timeZone?: string,
  options?: { time?: boolean },
) {
  const { gregorian, hijri } = displayDate(value, language, timeZone, options);
  return hijri ? `${gregorian} (${hijri})` : gregorian;
}

/** "March" this year and the last twelve months, "March 2025" further back: how people say "since". */
export function monthLabel(value: DateInput, language: Language, now: Date, timeZone?: string) {
  const { date, timeZone: zone } = instantOf(value, timeZone);
  const withinYear = now.getTime() - date.getTime() < 330 * 24 * 60 * 60 * 1000;
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    ...(withinYear ? {} : { year: 'numeric' }),
    timeZone: zone,
  }).format(date);
}

/** A time zone name the reader's browser sent, if Intl knows it; otherwise undefined (UTC is used). */
export function knownTimeZone(name: string | undefined | null): string | undefined {
  if (!name || name.length > 64) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name;
  } catch {
    return undefined;
  }
}

/** Today's date as `YYYY-MM-DD` in UTC. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/** Whether `YYYY-MM-DD` names a real day (not 2026-02-30). */
export function isRealDay(value: string) {
  if (!DAY_ONLY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

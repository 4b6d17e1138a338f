import { retakeDueDate } from '../../../domain/progress.ts';

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a zone: the browser's unless one is given. */
export function dayIn(instant: Date, timeZone?: string): string {
  // en-CA writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
    instant,
  );
}

/** The same day a year on (29 February goes to 1 March), as the server counts "a year ahead". */
export function yearAfter(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year + 1, month - 1, date)).toISOString().slice(0, 10);
}

/**
 * The days a reminder may be set for (today to a year ahead) and the one the form suggests: the day a
 * retake falls due, three months after the latest result (domain/progress.ts), kept inside that range.
 */
export function reminderDays(latestCompletedAt: string, now = new Date(), timeZone?: string) {
  const today = dayIn(now, timeZone);
  const last = yearAfter(today);
  const due = dayIn(retakeDueDate(latestCompletedAt), timeZone);
  const suggested = due < today ? today : due > last ? last : due;
  return { today, last, due, suggested };
}

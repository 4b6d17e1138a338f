import { atLocalTime, localParts } from '../../domain/local-time.ts';

/** The monthly report's schedule (decision 067) on the person's own clock (domain/local-time.ts). */
/** The instant 'hour:00' of a local day shows in `timeZone` (domain/local-time.ts: after the gap on a DST seam). */
export const zonedInstant = (year: number, month: number, day: number, hour: number, timeZone: string): Date =>
  atLocalTime([year, month, day], hour * 60, timeZone);

/** `YYYY-MM`. */
export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

export function previousMonth(year: number, month: number) {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** The month's first and the next month's first instant, midnight in `timeZone`. */
export function monthBounds(year: number, month: number, timeZone: string) {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { start: zonedInstant(year, month, 1, 0, timeZone), end: zonedInstant(next.year, next.month, 1, 0, timeZone) };
}

/** The hour of the 1st the report goes out from, in the person's zone. */
export const SEND_HOUR = 9;

/**
 * Whether `now` is in the report's window in `timeZone`, and for which month: from 09:00 on the 1st to the
 * end of the 2nd (a server down at nine still sends that day or the next; later, the month is skipped).
 */
export function reportWindow(now: Date, timeZone: string): { year: number; month: number } | null {
  const local = localParts(now, timeZone);
  const inWindow = (local.day === 1 && local.hour >= SEND_HOUR) || local.day === 2;
  return inWindow ? previousMonth(local.year, local.month) : null;
}

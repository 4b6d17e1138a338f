/**
 * Wall-clock time in a person's zone, for the monthly report's schedule (decision 067), with Intl alone:
 * no date library, and DST handled by asking Intl for the offset at the instant itself.
 */
export interface LocalParts {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function localParts(at: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute } as LocalParts;
}

/** The instant a wall-clock time in `timeZone` names (the later one's offset on a DST seam). */
export function zonedInstant(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const wanted = Date.UTC(year, month - 1, day, hour);
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const p = localParts(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    if (shown === wanted) break;
    guess += wanted - shown;
  }
  return new Date(guess);
}

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

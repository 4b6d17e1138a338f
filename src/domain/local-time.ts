/**
 * Wall-clock time in a person's zone, with Intl alone (no date library): DST is handled by asking Intl for
 * the offset at the instant itself. One place for the monthly report's schedule (decision 067) and the
 * quiet windows of notices (decision 072).
 */

const MINUTE = 60_000;

/** A local calendar day: `[year, month (1-12), day]`. */
export type Day = readonly [number, number, number];

export interface LocalParts {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** What a clock in `timeZone` shows at `at`. */
export function localParts(at: Date | number, timeZone: string): LocalParts {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const part = Object.fromEntries(
    format
      .formatToParts(at)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: part.year ?? 0,
    month: part.month ?? 1,
    day: part.day ?? 1,
    hour: part.hour ?? 0,
    minute: part.minute ?? 0,
    second: part.second ?? 0,
  };
}

/** The calendar day an instant falls on in `timeZone`. */
export function localDay(at: Date, timeZone: string): Day {
  const { year, month, day } = localParts(at, timeZone);
  return [year, month, day];
}

/** How far `timeZone`'s clock is ahead of UTC at `at`, in ms. */
function offsetAt(at: number, timeZone: string) {
  const p = localParts(at, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a wall-clock time of a local day shows in `timeZone`. A time the clocks skip (spring
 * forward) lands after the gap (02:30 is read as 03:30); a time they show twice (fall back), one of its
 * showings. Quiet hours that begin or end in that hour move by at most the hour the clocks moved.
 */
export function atLocalTime([year, month, day]: Day, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day) + minutes * MINUTE;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  const shows = (at: number) => offsetAt(at, timeZone) === wall - at;
  if (shows(first)) return new Date(first);
  if (shows(second)) return new Date(second);
  return new Date(Math.max(first, second));
}

import { CalculationMethod, type CalculationParameters, Coordinates, HighLatitudeRule, PrayerTimes } from 'adhan';
import { atLocalTime, type Day, localDay } from '../../domain/local-time.ts';
import { PRAYER_CITIES, type PrayerCityId } from '../../domain/prayer-cities.ts';

/**
 * When a notice may reach someone (issue 30, item 3; decision 067): never inside their own quiet hours,
 * and, if they ask for it, never around the five prayers of their city, with Ramadan's suhoor, iftar and
 * tarawih kept free too. A notice that falls due inside a window waits for the window's end.
 */

/** Local wall-clock times, `HH:MM`; `from` after `to` wraps midnight (22:00 to 07:00). */
export interface QuietHours {
  from: string;
  to: string;
}

export interface QuietRules {
  /** IANA zone the person's clock reads (their own hours are read in it). */
  timeZone: string;
  personal: QuietHours | null;
  /** Quiet around the prayers of this city (opt-in); its own zone places the prayers' days. */
  prayerCity: PrayerCityId | null;
}

export type QuietReason = 'personal' | 'prayer' | 'ramadan';

export interface QuietWindow {
  /** Half-open: a notice at `end` is outside. */
  start: Date;
  end: Date;
  reason: QuietReason;
}

const MINUTE = 60_000;

/**
 * Minutes kept free before and after each prayer time: the call to prayer, the prayer, and the minutes
 * after it; Friday's noon prayer (Jumu'ah) is longer, with its sermon.
 */
export const PRAYER_MARGIN = { before: 10, after: 30, jumuahAfter: 75 } as const;

/**
 * In Ramadan: the meal before dawn (suhoor), breaking the fast at sunset (iftar, with the family) and the
 * night prayers after isha (tarawih).
 */
export const RAMADAN_MARGIN = {
  suhoorBefore: 75,
  iftarBefore: 20,
  iftarAfter: 90,
  tarawihAfter: 100,
} as const;

/** The method each country's own authorities publish their timetables by; the Muslim World League elsewhere. */
const METHOD_BY_COUNTRY: Record<string, () => CalculationParameters> = {
  SA: CalculationMethod.UmmAlQura,
  EG: CalculationMethod.Egyptian,
  AE: CalculationMethod.Dubai,
  KW: CalculationMethod.Kuwait,
  QA: CalculationMethod.Qatar,
  PK: CalculationMethod.Karachi,
  IN: CalculationMethod.Karachi,
  BD: CalculationMethod.Karachi,
  MY: CalculationMethod.Singapore,
  SG: CalculationMethod.Singapore,
  ID: CalculationMethod.Singapore,
  TR: CalculationMethod.Turkey,
  IR: CalculationMethod.Tehran,
  US: CalculationMethod.NorthAmerica,
  CA: CalculationMethod.NorthAmerica,
  GB: CalculationMethod.MoonsightingCommittee,
  IE: CalculationMethod.MoonsightingCommittee,
};

export function calculationParameters(city: PrayerCityId): CalculationParameters {
  const { country, latitude, longitude } = PRAYER_CITIES[city];
  const parameters = (METHOD_BY_COUNTRY[country] ?? CalculationMethod.MuslimWorldLeague)();
  // Far north the sun barely sets in summer; the recommended rule bounds isha and fajr by the night.
  parameters.highLatitudeRule = HighLatitudeRule.recommended(new Coordinates(latitude, longitude));
  return parameters;
}

const addDays = ([year, month, day]: Day, days: number): Day => {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
};

const minutesOf = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};

const hijriMonth = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { month: 'numeric', timeZone: 'UTC' });
/** Ramadan is the ninth month of the Umm al-Qura calendar; a local day is read at its noon. */
export const inRamadan = ([year, month, day]: Day) =>
  hijriMonth.format(new Date(Date.UTC(year, month - 1, day, 12))) === '9';

const around = (time: Date, before: number, after: number, reason: QuietReason): QuietWindow => ({
  start: new Date(time.getTime() - before * MINUTE),
  end: new Date(time.getTime() + after * MINUTE),
  reason,
});

/** The prayer windows of one local day of `city`. */
export function prayerWindows(city: PrayerCityId, day: Day): QuietWindow[] {
  const { latitude, longitude } = PRAYER_CITIES[city];
  // adhan reads the day from the Date's own fields; this Date's fields are the city's local day.
  const times = new PrayerTimes(
    new Coordinates(latitude, longitude),
    new Date(day[0], day[1] - 1, day[2]),
    calculationParameters(city),
  );
  const friday = new Date(Date.UTC(day[0], day[1] - 1, day[2])).getUTCDay() === 5;
  const windows = [
    around(times.fajr, PRAYER_MARGIN.before, PRAYER_MARGIN.after, 'prayer'),
    around(times.dhuhr, PRAYER_MARGIN.before, friday ? PRAYER_MARGIN.jumuahAfter : PRAYER_MARGIN.after, 'prayer'),
    around(times.asr, PRAYER_MARGIN.before, PRAYER_MARGIN.after, 'prayer'),
    around(times.maghrib, PRAYER_MARGIN.before, PRAYER_MARGIN.after, 'prayer'),
    around(times.isha, PRAYER_MARGIN.before, PRAYER_MARGIN.after, 'prayer'),
  ];
  if (inRamadan(day)) {
    windows.push(
      around(times.fajr, RAMADAN_MARGIN.suhoorBefore, 0, 'ramadan'),
      around(times.maghrib, RAMADAN_MARGIN.iftarBefore, RAMADAN_MARGIN.iftarAfter, 'ramadan'),
      around(times.isha, 0, RAMADAN_MARGIN.tarawihAfter, 'ramadan'),
    );
  }
  return windows;
}

/** The person's own quiet hours that start on one local day (a window past midnight ends the next day). */
function personalWindow(hours: QuietHours, day: Day, timeZone: string): QuietWindow | null {
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (from === to) return null;
  const end = to > from ? atLocalTime(day, to, timeZone) : atLocalTime(addDays(day, 1), to, timeZone);
  return { start: atLocalTime(day, from, timeZone), end, reason: 'personal' };
}

/**
 * One person's quiet calendar. Windows are computed a day at a time and kept, so scheduling many notices
 * (or checking a year of them) computes each day's prayer times once.
 */
export function quietCalendar(rules: QuietRules) {
  const cache = new Map<string, QuietWindow[]>();
  const zone = rules.prayerCity ? PRAYER_CITIES[rules.prayerCity].timeZone : rules.timeZone;

  /** Every window that can cover an instant of the local day `day` (the day before may run past midnight). */
  function windowsAround(at: Date): QuietWindow[] {
    const key = `${localDay(at, rules.timeZone).join('-')}|${localDay(at, zone).join('-')}`;
    const known = cache.get(key);
    if (known) return known;
    const windows: QuietWindow[] = [];
    if (rules.personal) {
      const today = localDay(at, rules.timeZone);
      for (const day of [addDays(today, -1), today]) {
        const window = personalWindow(rules.personal, day, rules.timeZone);
        if (window) windows.push(window);
      }
    }
    if (rules.prayerCity) {
      const today = localDay(at, zone);
      for (const day of [addDays(today, -1), today, addDays(today, 1)]) {
        windows.push(...prayerWindows(rules.prayerCity, day));
      }
    }
    cache.set(key, windows);
    return windows;
  }

  /** The window `at` falls in, or null when a notice may go now. */
  function windowAt(at: Date): QuietWindow | null {
    const time = at.getTime();
    let found: QuietWindow | null = null;
    for (const window of windowsAround(at)) {
      if (window.start.getTime() <= time && time < window.end.getTime()) {
        // Of overlapping windows, the one that ends last: the notice waits for all of them.
        if (!found || window.end > found.end) found = window;
      }
    }
    return found;
  }

  /** The earliest instant at or after `at` outside every window. */
  function nextSendTime(at: Date): Date {
    let time = at;
    // Windows chain (isha's, then tarawih's, then the night); a day holds far fewer than this many.
    for (let step = 0; step < 64; step++) {
      const window = windowAt(time);
      if (!window) return time;
      time = window.end;
    }
    throw new Error('quiet windows never end');
  }

  return { windowAt, nextSendTime };
}

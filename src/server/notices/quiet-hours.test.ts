import { Coordinates, PrayerTimes } from 'adhan';
import { describe, expect, it } from 'vitest';
import { localDay } from '../../domain/local-time.ts';
import { PRAYER_CITIES, PRAYER_CITY_IDS, type PrayerCityId } from '../../domain/prayer-cities.ts';
import { calculationParameters, PRAYER_MARGIN, quietCalendar, RAMADAN_MARGIN } from './quiet-hours.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const clocks = new Map<string, Intl.DateTimeFormat>();
/** The wall-clock time `at` shows in `timeZone`, as `HH:MM`. */
function wallClock(at: Date, timeZone: string) {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  return clock.format(at);
}

const hijriMonth = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { month: 'numeric', timeZone: 'UTC' });

/**
 * Why `at` is inside a quiet window of `city`, worked out here from adhan's timetable and the Hijri
 * calendar directly, not through the calendar under test; null when it is not.
 */
function insidePrayerWindow(city: PrayerCityId, at: Date, timetables: Map<string, PrayerTimes>): string | null {
  const { latitude, longitude, timeZone } = PRAYER_CITIES[city];
  const [year, month, day] = localDay(at, timeZone);
  for (const offset of [-1, 0, 1]) {
    const date = new Date(year, month - 1, day + offset);
    const key = `${city}:${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
    let times = timetables.get(key);
    if (!times) {
      times = new PrayerTimes(new Coordinates(latitude, longitude), date, calculationParameters(city));
      timetables.set(key, times);
    }
    const friday = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())).getUTCDay() === 5;
    const ramadan =
      hijriMonth.format(new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), 12))) === '9';
    const t = at.getTime();
    const near = (prayer: Date, before: number, after: number) =>
      prayer.getTime() - before * MINUTE <= t && t < prayer.getTime() + after * MINUTE;
    for (const name of ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const) {
      const after = name === 'dhuhr' && friday ? PRAYER_MARGIN.jumuahAfter : PRAYER_MARGIN.after;
      if (near(times[name], PRAYER_MARGIN.before, after)) return `${name} of ${key}`;
    }
    if (ramadan) {
      if (near(times.fajr, RAMADAN_MARGIN.suhoorBefore, 0)) return `suhoor of ${key}`;
      if (near(times.maghrib, RAMADAN_MARGIN.iftarBefore, RAMADAN_MARGIN.iftarAfter)) return `iftar of ${key}`;
      if (near(times.isha, 0, RAMADAN_MARGIN.tarawihAfter)) return `tarawih of ${key}`;
    }
  }
  return null;
}

describe('quiet windows', () => {
  it('sends nothing inside a prayer, Ramadan or personal window, for a year in every city', () => {
    const timetables = new Map<string, PrayerTimes>();
    const inside: string[] = [];
    let deferred = 0;
    let checked = 0;
    expect(PRAYER_CITY_IDS.length).toBeGreaterThanOrEqual(20);
    for (const city of PRAYER_CITY_IDS) {
      const { timeZone } = PRAYER_CITIES[city];
      const calendar = quietCalendar({ timeZone, personal: { from: '22:30', to: '07:00' }, prayerCity: city });
      // 2027 holds Ramadan (from about 8 February) and both clock changes in the cities that have them.
      // A notice falls due every 97 minutes, so the due times drift across every hour of the day.
      for (let due = Date.UTC(2027, 0, 1); due < Date.UTC(2028, 0, 1); due += 97 * MINUTE) {
        const sent = calendar.nextSendTime(new Date(due));
        checked++;
        if (sent.getTime() < due) inside.push(`${city}: sent before it was due`);
        if (sent.getTime() > due) deferred++;
        if (sent.getTime() - due > DAY) inside.push(`${city}: ${new Date(due).toISOString()} waited over a day`);
        const prayer = insidePrayerWindow(city, sent, timetables);
        if (prayer) inside.push(`${city}: ${sent.toISOString()} inside ${prayer}`);
        const clock = wallClock(sent, timeZone);
        if (clock >= '22:30' || clock < '07:00') inside.push(`${city}: ${sent.toISOString()} at ${clock} local`);
      }
    }
    expect(inside.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(20 * 5_000);
    // Not blind: most of a night and ten prayers' worth of the day are quiet.
    expect(deferred / checked).toBeGreaterThan(0.4);
  });

  it('sends at once outside every window', () => {
    const calendar = quietCalendar({ timeZone: 'Asia/Riyadh', personal: null, prayerCity: 'riyadh' });
    // 10:00 in Riyadh in November: after sunrise, long before the noon prayer.
    const at = new Date('2027-11-10T07:00:00Z');
    expect(calendar.nextSendTime(at)).toEqual(at);
  });

  it('waits for the end of the prayer window, longer on a Friday', () => {
    const calendar = quietCalendar({ timeZone: 'Asia/Riyadh', personal: null, prayerCity: 'riyadh' });
    const { latitude, longitude } = PRAYER_CITIES.riyadh;
    const times = (date: Date) =>
      new PrayerTimes(new Coordinates(latitude, longitude), date, calculationParameters('riyadh'));
    const thursday = times(new Date(2027, 10, 11)).dhuhr;
    expect(calendar.nextSendTime(thursday)).toEqual(new Date(thursday.getTime() + PRAYER_MARGIN.after * MINUTE));
    const friday = times(new Date(2027, 10, 12)).dhuhr;
    expect(calendar.nextSendTime(friday)).toEqual(new Date(friday.getTime() + PRAYER_MARGIN.jumuahAfter * MINUTE));
  });

  it('keeps iftar and tarawih free in Ramadan only', () => {
    const calendar = quietCalendar({ timeZone: 'Africa/Cairo', personal: null, prayerCity: 'cairo' });
    const { latitude, longitude } = PRAYER_CITIES.cairo;
    const times = (date: Date) =>
      new PrayerTimes(new Coordinates(latitude, longitude), date, calculationParameters('cairo'));
    // 20 February 2027 is in Ramadan 1448; 20 April is not.
    const ramadan = times(new Date(2027, 1, 20));
    const sent = calendar.nextSendTime(new Date(ramadan.maghrib.getTime() + 45 * MINUTE));
    expect(sent.getTime()).toBeGreaterThanOrEqual(ramadan.maghrib.getTime() + RAMADAN_MARGIN.iftarAfter * MINUTE);
    expect(calendar.windowAt(new Date(ramadan.maghrib.getTime() + 45 * MINUTE))?.reason).toBe('ramadan');
    const ordinary = times(new Date(2027, 3, 20));
    const later = new Date(ordinary.maghrib.getTime() + 45 * MINUTE);
    expect(later < ordinary.isha).toBe(true);
    expect(calendar.nextSendTime(later)).toEqual(later);
  });

  it('reads personal quiet hours on the local clock, across midnight and both clock changes', () => {
    const london = quietCalendar({
      timeZone: 'Europe/London',
      personal: { from: '22:00', to: '07:00' },
      prayerCity: null,
    });
    // The night the clocks go forward (28 March 2027, 01:00 → 02:00): 07:00 is then 06:00 UTC.
    expect(london.nextSendTime(new Date('2027-03-27T23:30:00Z'))).toEqual(new Date('2027-03-28T06:00:00Z'));
    // The night they go back (31 October 2027): 07:00 is 07:00 UTC again.
    expect(london.nextSendTime(new Date('2027-10-30T22:30:00Z'))).toEqual(new Date('2027-10-31T07:00:00Z'));
    // 21:59 local in summer is before the window.
    expect(london.nextSendTime(new Date('2027-07-01T20:59:00Z'))).toEqual(new Date('2027-07-01T20:59:00Z'));
    // Quiet hours within one day (13:00 to 15:00, a nap) do not wrap.
    const nap = quietCalendar({ timeZone: 'Asia/Dubai', personal: { from: '13:00', to: '15:00' }, prayerCity: null });
    expect(nap.nextSendTime(new Date('2027-05-05T09:30:00Z'))).toEqual(new Date('2027-05-05T11:00:00Z'));
    expect(nap.nextSendTime(new Date('2027-05-05T12:00:00Z'))).toEqual(new Date('2027-05-05T12:00:00Z'));
  });
});

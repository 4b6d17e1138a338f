import { describe, expect, it } from 'vitest';
import { atLocalTime, localDay, localParts } from './local-time.ts';

describe('local time', () => {
  it('turns a local time into the instant the clock shows it', () => {
    expect(atLocalTime([2027, 1, 15], 9 * 60, 'Asia/Riyadh')).toEqual(new Date('2027-01-15T06:00:00Z'));
    expect(atLocalTime([2027, 7, 15], 9 * 60, 'America/New_York')).toEqual(new Date('2027-07-15T13:00:00Z'));
    expect(atLocalTime([2027, 1, 15], 9 * 60, 'America/New_York')).toEqual(new Date('2027-01-15T14:00:00Z'));
    // 02:30 does not exist in New York on 14 March 2027: it is read as 03:30 daylight time.
    expect(atLocalTime([2027, 3, 14], 150, 'America/New_York')).toEqual(new Date('2027-03-14T07:30:00Z'));
  });

  it('reads the day and the clock in the zone, not the server’s', () => {
    const at = new Date('2027-03-31T22:30:00Z');
    expect(localDay(at, 'Asia/Riyadh')).toEqual([2027, 4, 1]);
    expect(localDay(at, 'America/Los_Angeles')).toEqual([2027, 3, 31]);
    expect(localParts(at, 'Asia/Kolkata')).toMatchObject({ day: 1, hour: 4, minute: 0 });
  });
});

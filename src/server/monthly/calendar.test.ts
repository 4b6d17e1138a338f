import { describe, expect, it } from 'vitest';
import { monthBounds, reportWindow, zonedInstant } from './calendar.ts';

const at = (iso: string) => new Date(iso);

describe("the monthly report's window: from 09:00 on the 1st to the end of the 2nd, in the person's zone", () => {
  it('opens at nine in Riyadh (UTC+3) and reports on the month before', () => {
    expect(reportWindow(at('2026-11-30T21:00:00Z'), 'Asia/Riyadh')).toBeNull(); // midnight on the 1st
    expect(reportWindow(at('2026-12-01T05:59:00Z'), 'Asia/Riyadh')).toBeNull();
    expect(reportWindow(at('2026-12-01T06:00:00Z'), 'Asia/Riyadh')).toEqual({ year: 2026, month: 11 });
    expect(reportWindow(at('2026-12-02T20:59:00Z'), 'Asia/Riyadh')).toEqual({ year: 2026, month: 11 });
    expect(reportWindow(at('2026-12-02T21:00:00Z'), 'Asia/Riyadh')).toBeNull(); // the 3rd
    expect(reportWindow(at('2027-01-01T06:00:00Z'), 'Asia/Riyadh')).toEqual({ year: 2026, month: 12 });
  });

  it('follows London into summer time (09:00 BST is 08:00 UTC on 1 April)', () => {
    expect(reportWindow(at('2026-04-01T07:59:00Z'), 'Europe/London')).toBeNull();
    expect(reportWindow(at('2026-04-01T08:00:00Z'), 'Europe/London')).toEqual({ year: 2026, month: 3 });
    expect(reportWindow(at('2026-03-01T08:59:00Z'), 'Europe/London')).toBeNull(); // GMT: 08:59
    expect(reportWindow(at('2026-03-01T09:00:00Z'), 'Europe/London')).toEqual({ year: 2026, month: 2 });
  });

  it('follows Los Angeles out of summer time on 1 November 2026, the day the clocks go back', () => {
    // 16:30 UTC would be 09:30 in summer time; after the change at 02:00 it is 08:30 PST.
    expect(reportWindow(at('2026-11-01T16:30:00Z'), 'America/Los_Angeles')).toBeNull();
    expect(reportWindow(at('2026-11-01T17:00:00Z'), 'America/Los_Angeles')).toEqual({ year: 2026, month: 10 });
    expect(zonedInstant(2026, 11, 1, 9, 'America/Los_Angeles').toISOString()).toBe('2026-11-01T17:00:00.000Z');
    expect(zonedInstant(2026, 10, 1, 9, 'America/Los_Angeles').toISOString()).toBe('2026-10-01T16:00:00.000Z');
  });

  it("bounds a month at midnight in the person's zone", () => {
    const october = monthBounds(2026, 10, 'America/Los_Angeles');
    expect(october.start.toISOString()).toBe('2026-10-01T07:00:00.000Z');
    expect(october.end.toISOString()).toBe('2026-11-01T07:00:00.000Z'); // still PDT at midnight
    const december = monthBounds(2026, 12, 'Asia/Riyadh');
    expect(december.start.toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(december.end.toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });
});

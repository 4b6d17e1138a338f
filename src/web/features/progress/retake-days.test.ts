import { describe, expect, it } from 'vitest';
import { dayIn, reminderDays, yearAfter } from './retake-days.ts';

describe('the days a retake reminder may fall on', () => {
  it('reads today on the person’s clock, not in UTC', () => {
    const lateEvening = new Date('2026-11-27T22:30:00Z');
    expect(dayIn(lateEvening, 'UTC')).toBe('2026-11-27');
    expect(dayIn(lateEvening, 'Asia/Riyadh')).toBe('2026-11-28');
    expect(dayIn(lateEvening, 'America/New_York')).toBe('2026-11-27');
  });

  it('ends a year after today, 29 February going to 1 March', () => {
    expect(yearAfter('2026-11-28')).toBe('2027-11-28');
    expect(yearAfter('2028-02-29')).toBe('2029-03-01');
  });

  it('suggests the day a retake falls due, three months after the latest result', () => {
    const now = new Date('2026-11-28T09:00:00Z');
    expect(reminderDays('2026-10-31T10:00:00Z', now, 'UTC')).toEqual({
      today: '2026-11-28',
      last: '2027-11-28',
      due: '2027-01-31',
      suggested: '2027-01-31',
    });
    // Already due: today, the first day a reminder can be set for.
    expect(reminderDays('2026-01-05T10:00:00Z', now, 'UTC').suggested).toBe('2026-11-28');
  });
});

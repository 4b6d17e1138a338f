import { describe, expect, it } from 'vitest';
import { displayDate, formatDisplayDate, isRealDay, knownTimeZone, monthLabel } from './dates.ts';

describe('display dates', () => {
  it('shows the Umm al-Qura Hijri date beside the Gregorian one in Arabic', () => {
    // 1 Muharram 1447 was 26 June 2025 and 1 Ramadan 1447 was 18 February 2026 in the Umm al-Qura calendar.
    expect(displayDate('2025-06-26', 'ar')).toEqual({ gregorian: '26 يونيو 2025', hijri: '1 محرم 1447 هـ' });
    expect(displayDate('2026-02-18', 'ar').hijri).toBe('1 رمضان 1447 هـ');
    expect(formatDisplayDate('2026-02-18', 'ar')).toBe('18 فبراير 2026 (1 رمضان 1447 هـ)');
  });

  it('shows only the Gregorian date in English, with Western digits in both languages', () => {
    expect(displayDate('2026-11-22', 'en')).toEqual({ gregorian: 'November 22, 2026', hijri: null });
    expect(formatDisplayDate('2026-11-22', 'ar')).toMatch(/^22 نوفمبر 2026 \(12 جمادى الآخرة 1448 هـ\)$/);
  });

  it('never moves a calendar day, whatever the reader’s time zone', () => {
    expect(displayDate('2026-01-01', 'en', 'Pacific/Kiritimati').gregorian).toBe('January 1, 2026');
    expect(displayDate('2026-01-01', 'en', 'Pacific/Pago_Pago').gregorian).toBe('January 1, 2026');
  });

  it('formats an instant in the reader’s time zone', () => {
    const lateEvening = '2026-03-01T22:30:00Z';
    expect(displayDate(lateEvening, 'en', 'UTC').gregorian).toBe('March 1, 2026');
    expect(displayDate(lateEvening, 'en', 'Asia/Riyadh').gregorian).toBe('March 2, 2026');
  });

  it('names the month, with the year once it is far back', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(monthLabel('2026-03-10T08:00:00Z', 'en', now)).toBe('March');
    expect(monthLabel('2025-03-10T08:00:00Z', 'en', now)).toBe('March 2025');
    expect(monthLabel('2026-03-10T08:00:00Z', 'ar', now)).toBe('مارس');
  });

  it('accepts only real days and known time zones', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2026-02-29')).toBe(false);
    expect(isRealDay('2026-13-01')).toBe(false);
    expect(isRealDay('22/11/2026')).toBe(false);
    expect(knownTimeZone('Asia/Riyadh')).toBe('Asia/Riyadh');
    expect(knownTimeZone('Mars/Olympus')).toBeUndefined();
    expect(knownTimeZone(undefined)).toBeUndefined();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { formatDisplayDate } from './dates.ts';
import { intlLocale, type Numerals, parseReaderTag, readerTag, readNumeralsFrom } from './language.ts';

let numerals: Numerals = 'latn';
readNumeralsFrom(() => numerals);
afterEach(() => {
  numerals = 'latn';
});

describe('the reader tag (decision 005)', () => {
  it('names the language, and the digits only when the Unicode extension names ones we write', () => {
    expect(parseReaderTag('ar')).toEqual({ language: 'ar' });
    expect(parseReaderTag('ar-u-nu-arab')).toEqual({ language: 'ar', numerals: 'arab' });
    expect(parseReaderTag(' AR-U-NU-ARAB ')).toEqual({ language: 'ar', numerals: 'arab' });
    expect(parseReaderTag('ar-SA-u-ca-islamic-nu-latn')).toEqual({ language: 'ar', numerals: 'latn' });
    expect(parseReaderTag('ar-nu-arab')).toEqual({ language: 'ar' }); // no `u` extension: nothing named
    expect(parseReaderTag('ar-u-nu-thai')).toEqual({ language: 'ar' });
    expect(parseReaderTag('ar-u-nu')).toEqual({ language: 'ar' });
    for (const nothing of ['', 'fr-u-nu-arab', 'u-nu-arab', 'arab', undefined, null]) {
      expect(parseReaderTag(nothing)).toBeNull();
    }
  });

  it('is what the web app sends: the digits named only when they are not the default', () => {
    expect(readerTag('ar', 'arab')).toBe('ar-u-nu-arab');
    expect(readerTag('ar', 'latn')).toBe('ar');
    expect(readerTag('en', 'arab')).toBe('en');
  });
});

describe('numbers and dates in the reader digits', () => {
  it('follow the choice in Arabic, Hijri date included, and never in English', () => {
    expect(new Intl.NumberFormat(intlLocale('ar')).format(42)).toBe('42');
    expect(formatDisplayDate('2026-11-27', 'ar')).not.toMatch(/[٠-٩]/);
    numerals = 'arab';
    expect(new Intl.NumberFormat(intlLocale('ar')).format(42)).toBe('٤٢');
    const both = formatDisplayDate('2026-11-27', 'ar');
    expect(both).toContain('٢٠٢٦');
    expect(both).toContain('١٤٤٨'); // the Hijri year too
    expect(both).not.toMatch(/[0-9]/);
    expect(formatDisplayDate('2026-11-27', 'en')).toBe('November 27, 2026');
  });
});

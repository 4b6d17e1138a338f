import { describe, expect, it } from 'vitest';
import { PRAYER_CITY_IDS } from '../../../domain/prayer-cities.ts';
import { citiesFor, clockTime } from './notice-times.ts';
import { quietFormSchema } from './quiet-form.ts';

const problems = (values: Parameters<typeof quietFormSchema.parse>[0]) => {
  const result = quietFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the quiet-times form', () => {
  it('sends the hours only while they are kept, and no city for the blank choice', () => {
    expect(
      quietFormSchema.parse({ keep_hours: true, quiet_hours: { from: '22:30', to: '07:00' }, prayer_city: 'cairo' }),
    ).toEqual({ quiet_hours: { from: '22:30', to: '07:00' }, prayer_city: 'cairo' });
    // Hours left filled in while switched off are not sent, even ones the schema would refuse.
    expect(quietFormSchema.parse({ keep_hours: false, quiet_hours: { from: '', to: '' }, prayer_city: '' })).toEqual({
      quiet_hours: null,
      prayer_city: null,
    });
  });

  it('names the field each problem is about, with the key the server answers with', () => {
    expect(problems({ keep_hours: true, quiet_hours: { from: '', to: '08:00' }, prayer_city: '' })).toEqual([
      'quiet_hours.from: validation.clockTimeInvalid',
    ]);
    expect(problems({ keep_hours: true, quiet_hours: { from: '08:00', to: '08:00' }, prayer_city: '' })).toEqual([
      'quiet_hours.to: validation.quietHoursEmpty',
    ]);
    expect(
      problems({ keep_hours: false, quiet_hours: { from: '', to: '' }, prayer_city: 'atlantis' as 'cairo' }),
    ).toEqual(['prayer_city: validation.prayerCityInvalid']);
  });
});

describe('times and cities in the reader’s language', () => {
  it('writes a time of day through Intl, in either numerals', () => {
    expect(clockTime('22:00', 'en')).toBe('10:00 PM');
    expect(clockTime('08:05', 'en')).toBe('8:05 AM');
    expect(clockTime('22:00', 'ar')).toMatch(/^10:00\s?م$/);
    expect(clockTime('nonsense', 'en')).toBe('nonsense');
  });

  it('lists every city once, in each language’s alphabetical order', () => {
    for (const language of ['en', 'ar'] as const) {
      const cities = citiesFor(language);
      expect(cities.map((city) => city.value).sort()).toEqual([...PRAYER_CITY_IDS].sort());
      const labels = cities.map((city) => city.label);
      expect(labels).toEqual([...labels].sort(new Intl.Collator(language).compare));
    }
    expect(citiesFor('en')[0]?.label).toBe('Abu Dhabi');
    expect(citiesFor('ar')[0]?.label).toBe('أبوظبي');
  });
});

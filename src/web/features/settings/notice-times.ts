import { intlLocale, type Language } from '../../../domain/language.ts';
import { PRAYER_CITIES, PRAYER_CITY_IDS, type PrayerCityId } from '../../../domain/prayer-cities.ts';

/**
 * A wall-clock time (`HH:MM`, as quiet hours are kept) as the reader's language writes it: "10:00 PM",
 * «١٠:٠٠ م». Formatted at that time on a UTC day, so no zone moves it.
 */
export function clockTime(value: string, language: Language): string {
  const [hours, minutes] = value.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)) return value;
  return new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  );
}

/** The prayer cities in the reader's alphabetical order, each by its name in their language. */
export function citiesFor(language: Language): { value: PrayerCityId; label: string }[] {
  const collator = new Intl.Collator(language);
  return PRAYER_CITY_IDS.map((id) => ({ value: id, label: PRAYER_CITIES[id].name[language] })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

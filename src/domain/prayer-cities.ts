import type { Bilingual } from './assessment/question.ts';

/**
 * The cities a person may choose for quiet windows around the five prayers (issue 30, item 3; decision
 * 067): where most of Wifaq's readers live, with the coordinates the prayer times are computed for and the
 * zone their clocks read. A city stands for its metropolitan area; a minute or two of difference across
 * it is inside the window's margins.
 */
export interface PrayerCity {
  name: Bilingual;
  /** ISO 3166-1 alpha-2: picks the calculation method the country's own authorities use. */
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export const PRAYER_CITIES = {
  riyadh: {
    name: { en: 'Riyadh', ar: 'الرياض' },
    country: 'SA',
    latitude: 24.7136,
    longitude: 46.6753,
    timeZone: 'Asia/Riyadh',
  },
  jeddah: {
    name: { en: 'Jeddah', ar: 'جدة' },
    country: 'SA',
    latitude: 21.4858,
    longitude: 39.1925,
    timeZone: 'Asia/Riyadh',
  },
  dubai: {
    name: { en: 'Dubai', ar: 'دبي' },
    country: 'AE',
    latitude: 25.2048,
    longitude: 55.2708,
    timeZone: 'Asia/Dubai',
  },
  abuDhabi: {
    name: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    country: 'AE',
    latitude: 24.4539,
    longitude: 54.3773,
    timeZone: 'Asia/Dubai',
  },
  doha: {
    name: { en: 'Doha', ar: 'الدوحة' },
    country: 'QA',
    latitude: 25.2854,
    longitude: 51.531,
    timeZone: 'Asia/Qatar',
  },
  kuwait: {
    name: { en: 'Kuwait City', ar: 'مدينة الكويت' },
    country: 'KW',
    latitude: 29.3759,
    longitude: 47.9774,
    timeZone: 'Asia/Kuwait',
  },
  manama: {
    name: { en: 'Manama', ar: 'المنامة' },
    country: 'BH',
    latitude: 26.2285,
    longitude: 50.586,
    timeZone: 'Asia/Bahrain',
  },
  muscat: {
    name: { en: 'Muscat', ar: 'مسقط' },
    country: 'OM',
    latitude: 23.588,
    longitude: 58.3829,
    timeZone: 'Asia/Muscat',
  },
  cairo: {
    name: { en: 'Cairo', ar: 'القاهرة' },
    country: 'EG',
    latitude: 30.0444,
    longitude: 31.2357,
    timeZone: 'Africa/Cairo',
  },
  amman: {
    name: { en: 'Amman', ar: 'عمّان' },
    country: 'JO',
    latitude: 31.9539,
    longitude: 35.9106,
    timeZone: 'Asia/Amman',
  },
  beirut: {
    name: { en: 'Beirut', ar: 'بيروت' },
    country: 'LB',
    latitude: 33.8938,
    longitude: 35.5018,
    timeZone: 'Asia/Beirut',
  },
  baghdad: {
    name: { en: 'Baghdad', ar: 'بغداد' },
    country: 'IQ',
    latitude: 33.3152,
    longitude: 44.3661,
    timeZone: 'Asia/Baghdad',
  },
  casablanca: {
    name: { en: 'Casablanca', ar: 'الدار البيضاء' },
    country: 'MA',
    latitude: 33.5731,
    longitude: -7.5898,
    timeZone: 'Africa/Casablanca',
  },
  tunis: {
    name: { en: 'Tunis', ar: 'تونس' },
    country: 'TN',
    latitude: 36.8065,
    longitude: 10.1815,
    timeZone: 'Africa/Tunis',
  },
  algiers: {
    name: { en: 'Algiers', ar: 'الجزائر' },
    country: 'DZ',
    latitude: 36.7538,
    longitude: 3.0588,
    timeZone: 'Africa/Algiers',
  },
  istanbul: {
    name: { en: 'Istanbul', ar: 'إسطنبول' },
    country: 'TR',
    latitude: 41.0082,
    longitude: 28.9784,
    timeZone: 'Europe/Istanbul',
  },
  karachi: {
    name: { en: 'Karachi', ar: 'كراتشي' },
    country: 'PK',
    latitude: 24.8607,
    longitude: 67.0011,
    timeZone: 'Asia/Karachi',
  },
  kualaLumpur: {
    name: { en: 'Kuala Lumpur', ar: 'كوالالمبور' },
    country: 'MY',
    latitude: 3.139,
    longitude: 101.6869,
    timeZone: 'Asia/Kuala_Lumpur',
  },
  london: {
    name: { en: 'London', ar: 'لندن' },
    country: 'GB',
    latitude: 51.5074,
    longitude: -0.1278,
    timeZone: 'Europe/London',
  },
  newYork: {
    name: { en: 'New York', ar: 'نيويورك' },
    country: 'US',
    latitude: 40.7128,
    longitude: -74.006,
    timeZone: 'America/New_York',
  },
  toronto: {
    name: { en: 'Toronto', ar: 'تورونتو' },
    country: 'CA',
    latitude: 43.6532,
    longitude: -79.3832,
    timeZone: 'America/Toronto',
  },
  oslo: {
    name: { en: 'Oslo', ar: 'أوسلو' },
    country: 'NO',
    latitude: 59.9139,
    longitude: 10.7522,
    timeZone: 'Europe/Oslo',
  },
} as const satisfies Record<string, PrayerCity>;

export type PrayerCityId = keyof typeof PRAYER_CITIES;

export const PRAYER_CITY_IDS = Object.keys(PRAYER_CITIES) as PrayerCityId[];

export const isPrayerCity = (value: unknown): value is PrayerCityId =>
  typeof value === 'string' && Object.hasOwn(PRAYER_CITIES, value);

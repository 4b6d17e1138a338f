import i18n, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  intlLocale,
  isLanguage,
  type Language,
  type Numerals,
  readerTag,
  readNumeralsFrom,
} from '../../domain/language.ts';
import { messageParams } from '../../domain/messages.ts';
import { markShownLanguage, rememberLanguage, shownLanguage, storedLanguage } from './device-language.ts';

export { storedLanguage };

/**
 * A catalogue fetched as its own chunk, per language, into one i18next namespace: loaded once (later
 * calls wait for the same load, which suits `use()`), and a failed load is forgotten, so the next
 * visit or switch tries again after a lost connection.
 */
export function bundleLoader(namespace: string, loaders: Record<Language, () => Promise<{ default: object }>>) {
  const loads: Partial<Record<Language, Promise<void>>> = {};
  return (language: Language) =>
    (loads[language] ??= loaders[language]().then(
      ({ default: bundle }) => {
        i18n.addResourceBundle(language, namespace, bundle, true, true);
      },
      (error: unknown) => {
        delete loads[language];
        throw error;
      },
    ));
}

/**
 * Each main catalogue is its own chunk, fetched when its language is first shown: a page loads one
 * language's words, not both (issue #18; the two are about 38 KB gzip together).
 */
export const loadCatalogue = bundleLoader('translation', {
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});

/**
 * Words only some pages use, merged into the main catalogue when such a page loads, so every other page
 * is spared them (issue #18, decision 038). A route names the ones it needs (router.tsx); a key written
 * where a page's catalogue is not loaded (a page's title in the menu, words the server writes) stays in
 * the main catalogue: scripts/split-catalogue.ts moves words, i18n/route-words.test.ts checks each route.
 */
const PAGE_CATALOGUES = {
  admin: bundleLoader('translation', {
    en: () => import('./pages/admin.en.json'),
    ar: () => import('./pages/admin.ar.json'),
  }),
  billing: bundleLoader('translation', {
    en: () => import('./pages/billing.en.json'),
    ar: () => import('./pages/billing.ar.json'),
  }),
  checkIn: bundleLoader('translation', {
    en: () => import('./pages/checkIn.en.json'),
    ar: () => import('./pages/checkIn.ar.json'),
  }),
  contact: bundleLoader('translation', {
    en: () => import('./pages/contact.en.json'),
    ar: () => import('./pages/contact.ar.json'),
  }),
  couple: bundleLoader('translation', {
    en: () => import('./pages/couple.en.json'),
    ar: () => import('./pages/couple.ar.json'),
  }),
  dashboard: bundleLoader('translation', {
    en: () => import('./pages/dashboard.en.json'),
    ar: () => import('./pages/dashboard.ar.json'),
  }),
  family: bundleLoader('translation', {
    en: () => import('./pages/family.en.json'),
    ar: () => import('./pages/family.ar.json'),
  }),
  landing: bundleLoader('translation', {
    en: () => import('./pages/landing.en.json'),
    ar: () => import('./pages/landing.ar.json'),
  }),
  login: bundleLoader('translation', {
    en: () => import('./pages/login.en.json'),
    ar: () => import('./pages/login.ar.json'),
  }),
  pairReport: bundleLoader('translation', {
    en: () => import('./pages/pairReport.en.json'),
    ar: () => import('./pages/pairReport.ar.json'),
  }),
  pricing: bundleLoader('translation', {
    en: () => import('./pages/pricing.en.json'),
    ar: () => import('./pages/pricing.ar.json'),
  }),
  privacy: bundleLoader('translation', {
    en: () => import('./pages/privacy.en.json'),
    ar: () => import('./pages/privacy.ar.json'),
  }),
  profile: bundleLoader('translation', {
    en: () => import('./pages/profile.en.json'),
    ar: () => import('./pages/profile.ar.json'),
  }),
  progress: bundleLoader('translation', {
    en: () => import('./pages/progress.en.json'),
    ar: () => import('./pages/progress.ar.json'),
  }),
  questionnaire: bundleLoader('translation', {
    en: () => import('./pages/questionnaire.en.json'),
    ar: () => import('./pages/questionnaire.ar.json'),
  }),
  recovery: bundleLoader('translation', {
    en: () => import('./pages/recovery.en.json'),
    ar: () => import('./pages/recovery.ar.json'),
  }),
  results: bundleLoader('translation', {
    en: () => import('./pages/results.en.json'),
    ar: () => import('./pages/results.ar.json'),
  }),
  notices: bundleLoader('translation', {
    en: () => import('./pages/notices.en.json'),
    ar: () => import('./pages/notices.ar.json'),
  }),
  weeklyPlan: bundleLoader('translation', {
    en: () => import('./pages/weeklyPlan.en.json'),
    ar: () => import('./pages/weeklyPlan.ar.json'),
  }),
  security: bundleLoader('translation', {
    en: () => import('./pages/security.en.json'),
    ar: () => import('./pages/security.ar.json'),
  }),
  selection: bundleLoader('translation', {
    en: () => import('./pages/selection.en.json'),
    ar: () => import('./pages/selection.ar.json'),
  }),
  settings: bundleLoader('translation', {
    en: () => import('./pages/settings.en.json'),
    ar: () => import('./pages/settings.ar.json'),
  }),
  signup: bundleLoader('translation', {
    en: () => import('./pages/signup.en.json'),
    ar: () => import('./pages/signup.ar.json'),
  }),
  timeline: bundleLoader('translation', {
    en: () => import('./pages/timeline.en.json'),
    ar: () => import('./pages/timeline.ar.json'),
  }),
  together: bundleLoader('translation', {
    en: () => import('./pages/together.en.json'),
    ar: () => import('./pages/together.ar.json'),
  }),
};
export type PageCatalogue = keyof typeof PAGE_CATALOGUES;
const pageCataloguesInUse = new Set<PageCatalogue>();

/** Loads a page's own words in the shown language; a later language switch loads them in that one too. */
export function loadPageCatalogue(name: PageCatalogue) {
  pageCataloguesInUse.add(name);
  return PAGE_CATALOGUES[name](currentLanguage());
}

/** The language of a prerendered page about to be hydrated (its <html lang>), or null for an empty shell. */
function renderedLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const lang = document.documentElement.lang;
  return document.getElementById('root')?.hasChildNodes() && isLanguage(lang) ? lang : null;
}

/**
 * Which language the first render uses, and which the person prefers. Hydration needs the first to
 * be the server's (another one is React error #418 and a page rebuilt from scratch); the preference
 * (a choice made here, else the language last shown here, else the browser's) follows once hydrated.
 */
export function startingLanguages(signals: {
  rendered: Language | null;
  stored: Language | null;
  shown: Language | null;
  browser: string | undefined;
}): { first: Language; preferred: Language } {
  const preferred = signals.stored ?? signals.shown ?? (signals.browser?.toLowerCase().startsWith('ar') ? 'ar' : 'en');
  return { first: signals.rendered ?? preferred, preferred };
}

const starting = () =>
  startingLanguages({
    rendered: renderedLanguage(),
    stored: storedLanguage(),
    shown: shownLanguage(),
    browser: globalThis.navigator?.language,
  });

function applyToDocument(language: Language) {
  if (typeof document === 'undefined') return; // rendering at build time
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  markShownLanguage(language);
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/** Switches the interface language, remembers it on this device and mirrors the page. */
export async function setLanguage(language: Language, options: { remember: boolean } = { remember: true }) {
  if (options.remember) rememberLanguage(language);
  await Promise.all([
    loadCatalogue(language),
    ...[...pageCataloguesInUse].map((name) => PAGE_CATALOGUES[name](language)),
  ]);
  applyToDocument(language);
  await i18n.changeLanguage(language);
}

/** Translates a message key (e.g. from a shared zod schema) with the numbers it mentions. */
export function translateMessage(key: string): string {
  return i18n.t(key, messageParams(key, currentLanguage()));
}

/**
 * Once a prerendered page is hydrated, switches to the person's language if the server guessed another
 * (an English choice stored here behind an Arabic cookie). Harmless to call twice.
 */
export async function adoptPreferredLanguage() {
  if (preferred !== currentLanguage()) await setLanguage(preferred, { remember: false });
}

/*
 * The digits of Arabic (decision 005): Western until a signed-in person's profile says otherwise. Only the
 * profile sets them, after the page is hydrated, so a prerendered page always hydrates with the digits
 * it was rendered with; signing out returns to Western.
 */
let numerals: Numerals = 'latn';
readNumeralsFrom(() => numerals);

/** Applies the person's digits to every number and date on screen (the pages re-render with them). */
export async function setNumerals(chosen: Numerals) {
  if (chosen === numerals) return;
  numerals = chosen;
  await i18n.changeLanguage(i18n.language); // re-renders everything that reads words or formats
}

/** The reader as the server is told on every call: the language, and the digits when they differ. */
export const currentReaderTag = () => readerTag(currentLanguage(), numerals);

/**
 * Every number a message interpolates (`{{count}}` and the like) is written in the reader's digits:
 * i18next's own formatter writes a bare value as it is, so this one, the library's formatter module,
 * formats every number through Intl; the catalogues name no formats of their own.
 */
const readerNumbers: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value, _format, lng) =>
    typeof value === 'number'
      ? new Intl.NumberFormat(intlLocale(isLanguage(lng) ? lng : 'en'), { useGrouping: false }).format(value)
      : value,
};

// Read before applyToDocument rewrites the cookie with the first render's language.
const { first: language, preferred } = starting();
applyToDocument(language);
void i18n
  .use(readerNumbers)
  .use(initReactI18next)
  .init({
    resources: {},
    partialBundledLanguages: true,
    lng: language,
    // Both catalogues hold every key (i18n tests); only the shown language is loaded.
    fallbackLng: false,
    interpolation: { escapeValue: false, alwaysFormat: true }, // React escapes; numbers in the reader's digits
    returnNull: false,
  });

/** Settles once the first language's words are loaded: the first render waits for it. */
export const i18nReady: Promise<void> = loadCatalogue(language);

export default i18n;

import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '../../domain/language.ts';
import { messageParams } from '../../domain/messages.ts';
import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

const STORAGE_KEY = 'wifaq.language';

/** Only a choice the person made is stored; otherwise the browser's language decides. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage can be disabled (private modes); the app still works
  }
}

function initialLanguage(): Language {
  return storedLanguage() ?? (globalThis.navigator?.language?.toLowerCase().startsWith('ar') ? 'ar' : 'en');
}

function applyToDocument(language: Language) {
  if (typeof document === 'undefined') return; // rendering at build time
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  // Tells the server which prerendered page to send next time (not sensitive, readable by scripts).
  document.cookie = `wifaq_lang=${language}; path=/; max-age=31536000; samesite=lax`;
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/** Switches the interface language, remembers it on this device and mirrors the page. */
export async function setLanguage(language: Language, options: { remember: boolean } = { remember: true }) {
  if (options.remember) {
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // not fatal: the choice lasts for this visit
    }
  }
  applyToDocument(language);
  await i18n.changeLanguage(language);
}

/** Translates a message key (e.g. from a shared zod schema) with the numbers it mentions. */
export function translateMessage(key: string): string {
  return i18n.t(key, messageParams(key, currentLanguage()));
}

const language = initialLanguage();
applyToDocument(language);
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ar: { translation: ar } },
  lng: language,
  fallbackLng: 'en',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

export default i18n;

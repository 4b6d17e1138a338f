import { isLanguage, type Language } from '../../domain/language.ts';

/**
 * What this device remembers of the interface language, shared by the app (i18n/index.ts) and the
 * public pages' islands script (islands/main.ts), which must not load i18next to read it.
 */

const STORAGE_KEY = 'wifaq.language';
/** Read by the server to choose which prerendered page to send (server/http/spa.ts). */
const COOKIE = 'wifaq_lang';

/** Only a choice the person made is stored; otherwise the browser's language decides. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage can be disabled (private modes); the app still works
  }
}

/** Stores the person's choice on this device. */
export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // not fatal: the choice lasts for this visit
  }
}

/** The language this device last showed (the cookie below); the server chose the prerendered page by it. */
export function shownLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const value = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isLanguage(value) ? value : null;
}

/** Tells the server which prerendered page to send next time (not sensitive, readable by scripts). */
export function markShownLanguage(language: Language) {
  document.cookie = `${COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

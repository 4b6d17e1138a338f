import i18next, { type TOptions } from 'i18next';
import { intlLocale, isLanguage, type Language } from '../domain/language.ts';
import { messageParams } from '../domain/messages.ts';
// The catalogues are data shared with the browser: the API renders its error messages from the same
// text the UI shows (docs/decisions/004-one-message-catalogue.md).
import ar from '../web/i18n/ar.json' with { type: 'json' };
import en from '../web/i18n/en.json' with { type: 'json' };
// Mail, API error messages and the PDF report are written by the server alone: their words stay out of
// the catalogue every browser downloads (decision 047).
import arMail from '../web/i18n/mail/ar.json' with { type: 'json' };
import enMail from '../web/i18n/mail/en.json' with { type: 'json' };
// A result's notes (`trust.signals`, `trust.pairSignals`) are words of the results pages, which the PDFs
// print too: the server reads that page's catalogue, so the browser's main one is spared them.
import arResults from '../web/i18n/pages/results.ar.json' with { type: 'json' };
import enResults from '../web/i18n/pages/results.en.json' with { type: 'json' };
import arServer from '../web/i18n/server/ar.json' with { type: 'json' };
import enServer from '../web/i18n/server/en.json' with { type: 'json' };

/**
 * The server's own i18next instance over the browser's catalogues, so a message reads the same on
 * both sides, plural forms included (Arabic has six: `_zero/_one/_two/_few/_many/_other`).
 *
 * - `initAsync: false` with the resources inline makes it ready on import and `t()` synchronous.
 * - `escapeValue: false`: nothing the server translates is HTML. The strings go into JSON `message`
 *   fields (the browser shows them through React, which escapes on render), plain-text mail
 *   (`mail.ts` sends `text` only) and PDF text (`@react-pdf/renderer` draws strings, it parses no
 *   markup). Escaping here would put `&amp;` or `&#39;` into a mail or a PDF. Anything that ever puts a
 *   translation into server-made HTML must escape it there.
 * - `nsSeparator: false`: keys are built from codes (`errors.auth.${code}`), never namespaces.
 * - The language is passed per call (`lng`); the instance's own language is never changed, so
 *   concurrent requests cannot see each other's.
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: { ...en, mail: enMail } }, ar: { translation: { ...ar, mail: arMail } } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
// `{{count, number}}` goes through Intl in the app's own locale (Western digits in Arabic, decision 005),
// where i18next's built-in formatter would ask `Intl.NumberFormat('ar')` for Arabic-Indic ones.
i18n.services.formatter?.add('number', (value: number, lng: string | undefined) =>
  new Intl.NumberFormat(intlLocale(isLanguage(lng) ? lng : 'en'), { useGrouping: false }).format(value),
);
// Merged key by key: `errors` holds words of both catalogues.
i18n.addResourceBundle('en', 'translation', enServer, true, false);
i18n.addResourceBundle('ar', 'translation', arServer, true, false);
i18n.addResourceBundle('en', 'translation', enResults, true, false);
i18n.addResourceBundle('ar', 'translation', arResults, true, false);

/** A catalogue entry that is text (not a subtree), in the language or English, with its values filled in. */
function message(key: string, options: TOptions): string | undefined {
  if (!i18n.exists(key, options)) return undefined;
  const text: unknown = i18n.t(key, { ...options, returnObjects: true });
  return typeof text === 'string' ? text : undefined;
}

/** Whether the key's Arabic has a man's or a woman's form beside its base (decision 063). */
export const isGendered = (key: string) =>
  i18n.exists(`${key}_male`, { lng: 'ar', fallbackLng: false }) ||
  i18n.exists(`${key}_female`, { lng: 'ar', fallbackLng: false });

/** Whether the catalogue has text for the key (a plural message counts by its forms). */
export const hasMessage = (key: string) => message(key, { lng: 'en', count: 1 }) !== undefined;

/**
 * The text for an i18n key in a language, falling back to English and then to a generic message.
 * Limits the message mentions come from `messageParams`; a numeric `count` picks the plural form.
 */
export function translate(key: string, language: Language, extra: Record<string, string | number> = {}): string {
  const options: TOptions = { lng: language, ...messageParams(key, language), ...extra };
  return message(key, options) ?? message('errors.generic', { lng: language }) ?? 'Something went wrong.';
}

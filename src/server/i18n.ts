import type { Context } from 'hono';
import { isLanguage, type Language } from '../domain/language.ts';
import { messageParams } from '../domain/messages.ts';
// The catalogues are data shared with the browser: the API renders its error messages from the same
// text the UI shows (docs/decisions/004-one-message-catalogue.md).
import ar from '../web/i18n/ar.json' with { type: 'json' };
import en from '../web/i18n/en.json' with { type: 'json' };

type Catalogue = { [key: string]: string | Catalogue };
const catalogues = { en, ar } as unknown as Record<Language, Catalogue>;

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export const hasMessage = (key: string) => lookup(catalogues.en, key) !== undefined;

/** The text for an i18n key in a language, falling back to English and then to a generic message. */
export function translate(key: string, language: Language, extra: Record<string, string> = {}): string {
  const text =
    lookup(catalogues[language], key) ??
    lookup(catalogues.en, key) ??
    lookup(catalogues[language], 'errors.generic') ??
    'Something went wrong.';
  const params = { ...messageParams(key, language), ...extra };
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The web app sends the interface language as Accept-Language; other clients get English. */
export function requestLanguage(c: Context): Language {
  const primary = c.req.header('accept-language')?.split(',')[0]?.split(/[-;]/)[0]?.trim().toLowerCase();
  return isLanguage(primary) ? primary : 'en';
}

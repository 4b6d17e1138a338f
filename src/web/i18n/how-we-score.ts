import type { Language } from '../../domain/language.ts';
import i18n from './index.ts';

/**
 * The "How we score" page's text, its own catalogue (namespace `howWeScore`) so the entry every page
 * loads stays small: loaded with the page in the browser, and before rendering when prerendering.
 */
const LOADERS: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('./how-we-score/en.json'),
  ar: () => import('./how-we-score/ar.json'),
};

export const HOW_WE_SCORE_NAMESPACE = 'howWeScore';

export const howWeScoreReady = (language: Language) => i18n.hasResourceBundle(language, HOW_WE_SCORE_NAMESPACE);

async function load(language: Language) {
  if (howWeScoreReady(language)) return;
  const { default: bundle } = await LOADERS[language]();
  i18n.addResourceBundle(language, HOW_WE_SCORE_NAMESPACE, bundle, true, true);
}

/** One load per language for `use()`; a failed one is forgotten so the next visit tries again. */
const loads: Partial<Record<Language, Promise<void>>> = {};
export const howWeScoreLoaded = (language: Language) =>
  (loads[language] ??= load(language).catch((error: unknown) => {
    delete loads[language];
    throw error;
  }));

import type { Language } from '../../domain/language.ts';
import i18n, { bundleLoader } from './index.ts';

/**
 * The "How we score" page's text, its own catalogue (namespace `howWeScore`) so the entry every page
 * loads stays small: loaded with the page in the browser, and before rendering when prerendering.
 */
export const HOW_WE_SCORE_NAMESPACE = 'howWeScore';

export const howWeScoreReady = (language: Language) => i18n.hasResourceBundle(language, HOW_WE_SCORE_NAMESPACE);

export const howWeScoreLoaded = bundleLoader(HOW_WE_SCORE_NAMESPACE, {
  en: () => import('./how-we-score/en.json'),
  ar: () => import('./how-we-score/ar.json'),
});

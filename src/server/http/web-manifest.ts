import type { Language } from '../../domain/language.ts';
import { translate } from '../i18n.ts';

/** The brand colour of the header and icons, and the page background (src/web/styles.css: brand-700, sand-50). */
export const THEME_COLOUR = '#1d625c';
const BACKGROUND_COLOUR = '#fdf9f1';

/**
 * The web app manifest in one language (decision 064): the server answers /manifest.webmanifest in the
 * reader's language, as it picks a prerendered page, so the installed app is named and laid out in it.
 * The `id` is the same in both, so a language switch renames the one installed app rather than making
 * it a second one.
 */
export function webManifest(language: Language) {
  const name = translate('app.name', language);
  return {
    id: '/',
    name,
    short_name: name,
    description: translate('app.tagline', language),
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

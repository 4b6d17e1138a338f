import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod/mini comes without a locale: an issue with no message of its own reads just "Invalid input"
 * (decision 045). Every message a person sees is an i18n key the schema names, so that changes nothing
 * for them; but the operator's own mistakes, a bad setting (env.ts) or a slip in SAFETY_RESOURCES_FILE,
 * are told in zod's English ("Too small: expected number to be >=1"), as they were before. The server
 * installs it once, before anything is parsed; the browser never downloads it.
 */
z.config(en());

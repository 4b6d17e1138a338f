import { z } from 'zod/mini';

/**
 * Digits as a person types them (decision 005): Western digits are what the app reads, but a phone's
 * Arabic keyboard types Arabic-Indic ones (٠١٢٣٤٥٦٧٨٩, U+0660–0669) and a Persian or Urdu one Eastern
 * Arabic-Indic ones (۰۱۲۳۴۵۶۷۸۹, U+06F0–06F9). A code or an age typed either way is the same number, so
 * every field that reads digits passes through this one rule: the shared schemas (browser and server)
 * and the server's check of a two-factor code, whichever way the code reached it.
 */
const ARABIC_INDIC = 0x0660;
const EASTERN_ARABIC_INDIC = 0x06f0;
const TYPED_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** `text` with each Arabic-Indic or Eastern Arabic-Indic digit written as its Western digit; nothing else changes. */
export function westernDigits(text: string): string {
  return text.replace(TYPED_DIGIT, (digit) => {
    const point = digit.charCodeAt(0);
    return String(point - (point >= EASTERN_ARABIC_INDIC ? EASTERN_ARABIC_INDIC : ARABIC_INDIC));
  });
}

/** A form field of digits as typed (an age): a string, its digits Western once parsed. */
export const digitField = z.string().check(z.overwrite(westernDigits));

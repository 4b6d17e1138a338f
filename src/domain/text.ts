import { z } from 'zod/mini';

/**
 * Characters nobody types, refused in every text a person sends (names, titles, notes, messages):
 * C0 controls but tab, line feed and carriage return, DEL, the C1 controls, and a UTF-16 surrogate
 * without its pair. PostgreSQL cannot store NUL at all; the others hide text or confuse whoever reads
 * it later (a terminal, a log, a PDF).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;
/** Tab and line breaks: fine in a note, not in a name. */
const TABS_AND_LINE_BREAKS = /[\t\n\r]/;
/**
 * Explicit direction embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069). In a name
 * or a title, which the app shows inside sentences, they can reverse what follows ("RTL" read as
 * "LTR"). The marks (LRM, RLM, ALM) stay allowed: mixed Arabic and Latin text uses them, and they
 * cannot reorder anything around the text.
 */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/** The spec's "simple email pattern": something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const TEXT_CONTROL_MESSAGE = 'validation.textControlCharacters';
export const TEXT_DIRECTION_MESSAGE = 'validation.textDirectionCharacters';

/**
 * The message key for hidden characters in `value`, or undefined when it has none. A line of text (a
 * name, a title, an email) allows neither tabs, line breaks nor direction controls; a multi-line text
 * (a note, a message) allows tabs, line breaks and direction controls, not the rest.
 */
export function hiddenCharacterProblem(value: string, multiline = false): string | undefined {
  if (CONTROL_CHARACTERS.test(value) || (!multiline && TABS_AND_LINE_BREAKS.test(value))) return TEXT_CONTROL_MESSAGE;
  if (!multiline && BIDI_CONTROLS.test(value)) return TEXT_DIRECTION_MESSAGE;
  return undefined;
}

export interface TextRules {
  max: number;
  /** Message key when longer than `max`. */
  tooLong: string;
  /** Message key when missing, not a string or blank; without it, a blank text is allowed (as ''). */
  required?: string;
  /** Message key when not a string, if it differs from `required` (default: `required`, else errors.invalidInput). */
  invalid?: string;
  /** Notes and messages: lines, tabs and direction controls allowed. */
  multiline?: boolean;
  /** A shape the trimmed text must have (an email), checked after the hidden characters. */
  pattern?: [RegExp, string];
}

/**
 * A text field of a shared schema (browser and server): a string, trimmed, within its length, free of
 * hidden characters. Every field that takes what a person typed is built with it, so none can store
 * a NUL (a 500 from the database) or a direction override.
 */
export function text(rules: TextRules) {
  const multiline = rules.multiline ?? false;
  return z.string({ error: rules.invalid ?? rules.required ?? 'errors.invalidInput' }).check(
    z.trim(),
    ...(rules.required ? [z.minLength(1, rules.required)] : []),
    z.maxLength(rules.max, rules.tooLong),
    z.refine(
      (value: string) => !CONTROL_CHARACTERS.test(value) && (multiline || !TABS_AND_LINE_BREAKS.test(value)),
      TEXT_CONTROL_MESSAGE,
    ),
    z.refine((value: string) => multiline || !BIDI_CONTROLS.test(value), TEXT_DIRECTION_MESSAGE),
    ...(rules.pattern ? [z.regex(rules.pattern[0], rules.pattern[1])] : []),
  );
}

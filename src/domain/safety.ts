import { z } from 'zod';

/**
 * The private safety check (decision 030): five short items after validated brief screens (HITS, WAST):
 * fear, control (money, movement, contact with family and friends), threats, physical harm and sexual harm.
 * The wording lives in the i18n catalogues under `safety.items.<id>`; only the ids are stored.
 */
export const SAFETY_ITEMS = ['afraid', 'controlled', 'threatened', 'hurt', 'forced'] as const;
export type SafetyItem = (typeof SAFETY_ITEMS)[number];

/** How often; `no_answer` lets a person pass one item without leaving the whole check. */
export const SAFETY_FREQUENCIES = ['never', 'sometimes', 'often', 'no_answer'] as const;
export type SafetyFrequency = (typeof SAFETY_FREQUENCIES)[number];

export type SafetyAnswers = Record<SafetyItem, SafetyFrequency>;

/**
 * The one rule: any item that happens at all ("sometimes" or "often") shows the help card. A brief screen
 * is meant to err towards offering help, so a single item is enough; "no answer" is not read as a yes.
 */
export const isFlagged = (answers: SafetyAnswers): boolean =>
  SAFETY_ITEMS.some((item) => answers[item] === 'sometimes' || answers[item] === 'often');

const strictError = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput',
};

const answersSchema = z.strictObject(
  Object.fromEntries(
    SAFETY_ITEMS.map((item) => [item, z.enum(SAFETY_FREQUENCIES, { error: 'validation.safetyAnswerInvalid' })]),
  ) as Record<SafetyItem, z.ZodEnum<{ [K in SafetyFrequency]: K }>>,
  strictError,
);

/** PUT /api/safety-check: every item answered, or the whole check skipped. Nothing else. */
export const safetyCheckPutSchema = z.union(
  [
    z.strictObject({ answers: answersSchema }, strictError),
    z.strictObject({ skipped: z.literal(true, { error: 'errors.invalidInput' }) }, strictError),
  ],
  { error: 'errors.invalidInput' },
);
export type SafetyCheckPut = z.infer<typeof safetyCheckPutSchema>;

/**
 * What GET/PUT /api/safety-check answer, to the person alone. The answers are never sent back, not even to
 * them: someone looking over their shoulder at a later time must not be able to read them on a screen.
 */
export interface SafetyCheckState {
  /** `needed`: never taken nor skipped, so it is offered before the first couple assessment. */
  status: 'needed' | 'taken' | 'skipped';
  /** Whether the last check showed the help card. */
  flagged: boolean;
  taken_at: string | null;
}

// ---- Help resources an operator configures per country (SAFETY_RESOURCES_FILE) ----

const bilingualText = (max: number) =>
  z.strictObject({ en: z.string().trim().min(1).max(max), ar: z.string().trim().min(1).max(max) });

export const safetyResourceSchema = z.strictObject({
  name: bilingualText(120),
  description: bilingualText(300).optional(),
  /** Digits, spaces, dashes and a leading +: something a phone can dial from a tel: link. */
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{1,20}$/, 'a phone number of digits, spaces and dashes, optionally with a leading +')
    .optional(),
  url: z.url({ protocol: /^https$/, error: 'an https:// address' }).optional(),
});
export type SafetyResource = z.infer<typeof safetyResourceSchema>;

const countryResourcesSchema = z.strictObject({
  /** For adults: the check's help card and the card offered after sign-up. */
  adults: z.array(safetyResourceSchema).max(12).default([]),
  /** For family members aged 13 to 18, on their own pages only. */
  youth: z.array(safetyResourceSchema).max(12).default([]),
});
export type CountryResources = z.infer<typeof countryResourcesSchema>;

/** A region code as browsers and ISO 3166-1 write it: two capital letters. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

/** The file: `{ "default": {...}, "SA": {...}, "AE": {...} }`; `default` serves every other country. */
const KEY_PROBLEM = 'keys are "default" or a two-letter country code in capitals (SA, AE, …)';
export const safetyResourcesFileSchema = z
  .record(
    z.string().refine((key) => key === 'default' || COUNTRY_CODE.test(key), KEY_PROBLEM),
    countryResourcesSchema,
    // zod reports a refused key as "Invalid key in record"; say which keys are allowed instead.
    { error: (issue) => (issue.code === 'invalid_key' ? KEY_PROBLEM : undefined) },
  )
  .transform((countries) => ({ default: { adults: [], youth: [] }, ...countries }) as SafetyResourcesConfig);

export type SafetyResourcesConfig = { default: CountryResources } & Record<string, CountryResources>;

/** The built-in configuration: no numbers we cannot vouch for; the card's own words say what to do. */
export const DEFAULT_SAFETY_RESOURCES: SafetyResourcesConfig = { default: { adults: [], youth: [] } };

/** GET /api/safety-resources?country=XX: the query, case-insensitive, unknown or absent means default. */
export const safetyResourcesQuerySchema = z.strictObject(
  {
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => value === 'DEFAULT' || COUNTRY_CODE.test(value), 'validation.countryInvalid')
      .optional(),
  },
  strictError,
);

/** The answer of GET /api/safety-resources. */
export interface SafetyResourcesReply {
  /** The country whose list this is, or `default` when the operator listed none for it. */
  country: string;
  adults: SafetyResource[];
  youth: SafetyResource[];
  /** The countries the operator configured, for the card's country select. */
  countries: string[];
  /** Where the quick exit goes (SAFETY_EXIT_URL). */
  exit_url: string;
}

export const DEFAULT_SAFETY_EXIT_URL = 'https://www.google.com/';

import { z } from 'zod/mini';
import { COUNTRY_CODE, SAFETY_FREQUENCIES, SAFETY_ITEMS, type SafetyFrequency, type SafetyItem } from './safety.ts';

/** The safety check's request schemas and the operator's resource file (decision 030), shared by server and web. */

const strictError = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput',
};

const answersSchema = z.strictObject(
  Object.fromEntries(
    SAFETY_ITEMS.map((item) => [item, z.enum(SAFETY_FREQUENCIES, { error: 'validation.safetyAnswerInvalid' })]),
  ) as Record<SafetyItem, z.ZodMiniEnum<{ [K in SafetyFrequency]: K }>>,
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

const bilingualLine = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const bilingualText = (max: number) => z.strictObject({ en: bilingualLine(max), ar: bilingualLine(max) });

export const safetyResourceSchema = z.strictObject({
  name: bilingualText(120),
  description: z.optional(bilingualText(300)),
  /** Digits, spaces, dashes and a leading +: something a phone can dial from a tel: link. */
  phone: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^\+?[0-9][0-9 -]{1,20}$/, 'a phone number of digits, spaces and dashes, optionally with a leading +'),
      ),
  ),
  url: z.optional(z.url({ protocol: /^https$/, error: 'an https:// address' })),
  /**
   * Where the operator took the entry from and when (decision 054): kept in the file for whoever checks it
   * next, never sent to a browser. `date` is free text ("2022-01-20", "updated 8 January 2013").
   */
  source: z.optional(
    z.strictObject({
      url: z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }),
      date: bilingualLine(60),
      note: z.optional(bilingualLine(600)),
    }),
  ),
});
export type SafetyResource = Omit<z.infer<typeof safetyResourceSchema>, 'source'>;

const countryResourcesSchema = z.strictObject({
  /** For adults: the check's help card and the card offered after sign-up. */
  adults: z._default(z.array(safetyResourceSchema).check(z.maxLength(12)), []),
  /** For family members aged 13 to 18, on their own pages only. */
  youth: z._default(z.array(safetyResourceSchema).check(z.maxLength(12)), []),
});
export type CountryResources = z.infer<typeof countryResourcesSchema>;

/** The file: `{ "default": {...}, "SA": {...}, "AE": {...} }`; `default` serves every other country. */
const KEY_PROBLEM = 'keys are "default" or a two-letter country code in capitals (SA, AE, …)';
export const safetyResourcesFileSchema = z.pipe(
  z.record(
    z.string().check(z.refine((key) => key === 'default' || COUNTRY_CODE.test(key), KEY_PROBLEM)),
    countryResourcesSchema,
    // zod reports a refused key as "Invalid key in record"; say which keys are allowed instead.
    { error: (issue) => (issue.code === 'invalid_key' ? KEY_PROBLEM : undefined) },
  ),
  z.transform(
    (countries: Record<string, CountryResources>) =>
      ({ default: { adults: [], youth: [] }, ...countries }) as SafetyResourcesConfig,
  ),
);

export type SafetyResourcesConfig = { default: CountryResources } & Record<string, CountryResources>;

/** The built-in configuration: no numbers we cannot vouch for; the card's own words say what to do. */
export const DEFAULT_SAFETY_RESOURCES: SafetyResourcesConfig = { default: { adults: [], youth: [] } };

/** GET /api/safety-resources?country=XX: the query, case-insensitive, unknown or absent means default. */
export const safetyResourcesQuerySchema = z.strictObject(
  {
    country: z.optional(
      z.string().check(
        z.trim(),
        z.toUpperCase(),
        z.refine((value) => value === 'DEFAULT' || COUNTRY_CODE.test(value), 'validation.countryInvalid'),
      ),
    ),
  },
  strictError,
);

import { z } from 'zod/mini';
import { LANGUAGES } from './language.ts';
import { COUNSELLOR_BIO_MAX, COUNSELLOR_CREDENTIAL_MAX, COUNSELLOR_NAME_MAX } from './limits.ts';
import { COUNTRY_CODE } from './safety.ts';
import { text } from './text.ts';

/**
 * Counsellor accounts (issue 31 item 2, decision 076): what a person sends to apply, what a client filters the
 * directory by, and what the directory shows. Shared by the browser and the server; messages are i18n keys.
 */

/** Where an application stands: only `verified` counsellors may be listed or granted anything. */
export const COUNSELLOR_STATUSES = ['applied', 'verified', 'rejected', 'suspended'] as const;
export type CounsellorStatus = (typeof COUNSELLOR_STATUSES)[number];

/** The gender a counsellor shows clients, who often ask for a counsellor of their own. */
export const COUNSELLOR_GENDERS = ['male', 'female'] as const;
export type CounsellorGender = (typeof COUNSELLOR_GENDERS)[number];

const strict = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput',
};

const country = z
  .string({ error: 'validation.countryInvalid' })
  .check(z.regex(COUNTRY_CODE, 'validation.countryInvalid'));
const language = z.enum(LANGUAGES, { error: 'validation.counsellorLanguageInvalid' });
const gender = z.enum(COUNSELLOR_GENDERS, { error: 'validation.genderInvalid' });

/** POST /api/counsellors/application: one per account. */
export const counsellorApplicationSchema = z.strictObject(
  {
    display_name: text({
      max: COUNSELLOR_NAME_MAX,
      tooLong: 'validation.counsellorNameLong',
      required: 'validation.counsellorNameRequired',
    }),
    credential: text({
      max: COUNSELLOR_CREDENTIAL_MAX,
      tooLong: 'validation.counsellorCredentialLong',
      required: 'validation.counsellorCredentialRequired',
    }),
    country,
    languages: z.array(language, { error: 'validation.counsellorLanguageInvalid' }).check(
      z.minLength(1, 'validation.counsellorLanguageInvalid'),
      z.maxLength(LANGUAGES.length, 'validation.counsellorLanguageInvalid'),
      z.refine((list) => new Set(list).size === list.length, 'validation.counsellorLanguageInvalid'),
    ),
    gender,
    bio: text({
      max: COUNSELLOR_BIO_MAX,
      tooLong: 'validation.counsellorBioLong',
      required: 'validation.counsellorBioRequired',
      multiline: true,
    }),
  },
  strict,
);
export type CounsellorApplication = z.infer<typeof counsellorApplicationSchema>;

/** PUT /api/counsellors/me/listing: a verified counsellor shows or hides themselves in the directory. */
export const counsellorListingSchema = z.strictObject({ listed: z.boolean({ error: 'errors.invalidInput' }) }, strict);

/** GET /api/counsellors?language=ar&country=SA&gender=female: each filter optional. */
export const counsellorDirectoryQuerySchema = z.object({
  language: z.optional(language),
  country: z.optional(country),
  gender: z.optional(gender),
});
export type CounsellorDirectoryQuery = z.infer<typeof counsellorDirectoryQuerySchema>;

/** GET /api/admin/counsellors?status=applied */
export const counsellorStatusQuerySchema = z.object({
  status: z._default(z.enum(COUNSELLOR_STATUSES, { error: 'validation.counsellorStatusInvalid' }), 'applied'),
});

/** One counsellor as the directory shows them: public fields only, an opaque id, never an address or account. */
export interface CounsellorListing {
  public_id: string;
  display_name: string;
  credential: string;
  country: string;
  languages: string[];
  gender: CounsellorGender;
  bio: string;
}

/** A person's own application, as `GET /api/counsellors/me` returns it. */
export interface OwnCounsellorApplication extends CounsellorListing {
  status: CounsellorStatus;
  listed: boolean;
  created_at: string;
  verified_at: string | null;
}

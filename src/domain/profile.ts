import { z } from 'zod/mini';
import { digitField } from './digits.ts';
import { LANGUAGES, type Language, NUMERALS, type Numerals } from './language.ts';
import { AGE_MAX, AGE_MIN, FULL_NAME_MAX } from './limits.ts';
import { text } from './text.ts';
import { timeZoneSchema } from './time-zone.ts';

/** Option lists from spec section 3; the values are stored, the labels live in the i18n catalogues. */
export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export const RELATIONSHIP_TYPES = ['parent-child', 'married', 'pre-marriage', 'dating', 'other'] as const;
export const RELATIONSHIP_STATUSES = ['excellent', 'good', 'fair', 'struggling', 'crisis'] as const;
export const SUBSCRIPTION_TIERS = ['free', 'individual', 'couple', 'premium'] as const;

export type Gender = (typeof GENDERS)[number];
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/**
 * What a person may change on their own profile (PATCH /api/profile). Every field is optional so the
 * dashboard can save the language alone; null clears an optional field. Messages are i18n keys.
 */
export const profilePatchSchema = z.partial(
  z.strictObject(
    {
      full_name: text({
        max: FULL_NAME_MAX,
        tooLong: 'validation.fullNameTooLong',
        required: 'validation.fullNameRequired',
        invalid: 'validation.fullNameInvalid',
      }),
      language_preference: z.enum(LANGUAGES, { error: 'validation.languageInvalid' }),
      numerals: z.enum(NUMERALS, { error: 'validation.numeralsInvalid' }),
      age: z.nullable(
        z.number({ error: 'validation.ageRange' }).check(
          // Range first, as the sign-up form does: 120.5 is out of range, 29.5 only needs whole years.
          z.gte(AGE_MIN, 'validation.ageRange'),
          z.lte(AGE_MAX, 'validation.ageRange'),
          z.int('validation.ageWhole'),
        ),
      ),
      gender: z.nullable(z.enum(GENDERS, { error: 'validation.genderInvalid' })),
      relationship_type: z.nullable(z.enum(RELATIONSHIP_TYPES, { error: 'validation.relationshipTypeInvalid' })),
      relationship_status: z.nullable(z.enum(RELATIONSHIP_STATUSES, { error: 'validation.relationshipStatusInvalid' })),
      /** The browser's IANA zone, sent with every save of the form (decision 067); never typed by hand. */
      time_zone: timeZoneSchema,
    },
    // Only a stray key is "a field that cannot be changed"; a body that is not an object at all is not.
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
  ),
);

export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** The profile row as the API returns it (spec section 3 field names). */
export interface Profile {
  id: string;
  email: string;
  /** Whether the person has confirmed their address from the mail sent to it. */
  email_verified: boolean;
  full_name: string | null;
  language_preference: Language;
  /** The digits Arabic is shown in (decision 005): Western by default, Arabic-Indic by choice. */
  numerals: Numerals;
  subscription_tier: SubscriptionTier;
  age: number | null;
  gender: Gender | null;
  relationship_type: RelationshipType | null;
  relationship_status: RelationshipStatus | null;
  /** When the person agreed to the processing of their answers (sign-up); null for older accounts. */
  data_consent_at: string | null;
  /** The IANA zone scheduled mail is timed in (decision 067); UTC until the browser's is saved. */
  time_zone: string;
  /**
   * Under 18 by the age given now or before (decision 057): the pages offer no partner link and none of the
   * adult types. Only this, never the date until which it holds.
   */
  minor: boolean;
  /**
   * Holds the operator role (decision 041): the settings list the console, and nobody else's page asks the
   * console about it. The console itself still asks the server on every visit.
   */
  operator: boolean;
  created_at: string;
  updated_at: string;
}

/** Every field of the patch but the time zone (the page adds the browser's): the settings form sends the whole profile. */
const wholeProfilePatch = z.required(z.omit(profilePatchSchema, { time_zone: true }));

/**
 * The profile settings form: what was typed or chosen (strings, as inputs give them), turned into the
 * body of PATCH /api/profile and checked by `profilePatchSchema` itself, so the page names exactly the
 * problems the server would, with sign-up's messages. The fields carry the API's names, so each
 * problem lands under its own field. Every field is asked, as at sign-up: a blank choice is "choose one
 * from the list", a blank age is out of range.
 */
const profileFormFields = z.object({
  full_name: z.string(),
  // Typed with Arabic-Indic digits (٢٩) it is the same age (decision 005).
  age: digitField,
  gender: z.string(),
  relationship_type: z.string(),
  relationship_status: z.string(),
  language_preference: z.string(),
  numerals: z.string(),
});
export const profileFormSchema = z.pipe(
  z.pipe(
    profileFormFields,
    // The casts only name the types the pipe then checks: a value off the lists fails there, with its message.
    z.transform(
      (v: z.output<typeof profileFormFields>): z.input<typeof wholeProfilePatch> => ({
        full_name: v.full_name,
        // A blank age is NaN, not 0: "between 13 and 120" either way, but never a number nobody typed.
        age: v.age.trim() === '' ? Number.NaN : Number(v.age),
        gender: v.gender as Gender,
        relationship_type: v.relationship_type as RelationshipType,
        relationship_status: v.relationship_status as RelationshipStatus,
        language_preference: v.language_preference as Language,
        numerals: v.numerals as Numerals,
      }),
    ),
  ),
  wholeProfilePatch,
);

export type ProfileForm = z.input<typeof profileFormSchema>;

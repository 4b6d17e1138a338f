import { z } from 'zod/mini';
import { AGE_MAX, AGE_MIN, EMAIL_MAX, FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';
import { GENDERS, profilePatchSchema, RELATIONSHIP_STATUSES, RELATIONSHIP_TYPES } from './profile.ts';
import { EMAIL_PATTERN, hiddenCharacterProblem, text } from './text.ts';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * Sign-up step 1. The rules run in the spec's order and only the first failure is reported, because
 * the form shows one message at a time ("All fields are required" before anything else).
 */
export const signUpAccountSchema = z
  .object({
    fullName: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
      if ([v.fullName, v.email, v.password, v.confirmPassword].some(blank)) {
        return fail('validation.allFieldsRequired', blank(v.fullName) ? 'fullName' : 'email');
      }
      if (v.fullName.trim().length > FULL_NAME_MAX) return fail('validation.fullNameTooLong', 'fullName');
      const hiddenInName = hiddenCharacterProblem(v.fullName.trim());
      if (hiddenInName) return fail(hiddenInName, 'fullName');
      if (v.password.length < PASSWORD_MIN) return fail('validation.passwordMin', 'password');
      if (v.password.length > PASSWORD_MAX) return fail('validation.passwordMax', 'password');
      if (v.password !== v.confirmPassword) return fail('validation.passwordMismatch', 'confirmPassword');
      const hiddenInEmail = hiddenCharacterProblem(v.email.trim());
      if (hiddenInEmail) return fail(hiddenInEmail, 'email');
      if (!EMAIL_PATTERN.test(v.email.trim()) || v.email.length > EMAIL_MAX) {
        return fail('validation.emailInvalid', 'email');
      }
    }),
  );

export type SignUpAccount = z.infer<typeof signUpAccountSchema>;

/**
 * Sign-up step 2. Form values arrive as strings (select and number inputs); the parsed output is the
 * typed profile patch the browser sends to PATCH /api/profile.
 */
export const signUpProfileSchema = z.pipe(
  z.object({ age: z.string(), gender: z.string(), relationshipType: z.string(), relationshipStatus: z.string() }).check(
    z.superRefine((v, ctx) => {
      if ([v.age, v.gender, v.relationshipType, v.relationshipStatus].some(blank)) {
        ctx.addIssue({ code: 'custom', message: 'validation.allProfileFieldsRequired', path: ['age'] });
        return;
      }
      const age = Number(v.age);
      if (!Number.isFinite(age) || age < AGE_MIN || age > AGE_MAX) {
        ctx.addIssue({ code: 'custom', message: 'validation.ageRange', path: ['age'] });
        return;
      }
      // "29.5" is in range; saying "between 13 and 120" to it would only puzzle the person.
      if (!Number.isInteger(age)) {
        ctx.addIssue({ code: 'custom', message: 'validation.ageWhole', path: ['age'] });
        return;
      }
      const choices: [string, readonly string[], string][] = [
        [v.gender, GENDERS, 'validation.genderInvalid'],
        [v.relationshipType, RELATIONSHIP_TYPES, 'validation.relationshipTypeInvalid'],
        [v.relationshipStatus, RELATIONSHIP_STATUSES, 'validation.relationshipStatusInvalid'],
      ];
      for (const [value, options, message] of choices) {
        if (!options.includes(value)) {
          ctx.addIssue({ code: 'custom', message, path: [] });
          return;
        }
      }
    }),
  ),
  z.transform((v) => ({
    age: Number(v.age),
    gender: v.gender as (typeof GENDERS)[number],
    relationship_type: v.relationshipType as (typeof RELATIONSHIP_TYPES)[number],
    relationship_status: v.relationshipStatus as (typeof RELATIONSHIP_STATUSES)[number],
  })),
);

/**
 * Explicit consent to the processing of relationship answers (special-category data): a ticked box at
 * sign-up, stored with its time. Nothing else stands in for it.
 */
export const consentSchema = z.literal(true, { error: 'validation.consentRequired' });

/** What POST /api/auth/sign-up/email accepts; the server checks it before better-auth sees it. */
export const signUpRequestSchema = z.object({
  name: text({ max: FULL_NAME_MAX, tooLong: 'validation.fullNameTooLong', required: 'validation.allFieldsRequired' }),
  email: text({
    max: EMAIL_MAX,
    tooLong: 'validation.emailInvalid',
    required: 'validation.allFieldsRequired',
    pattern: [EMAIL_PATTERN, 'validation.emailInvalid'],
  }),
  password: z
    .string({ error: 'validation.allFieldsRequired' })
    .check(
      z.minLength(1, 'validation.allFieldsRequired'),
      z.minLength(PASSWORD_MIN, 'validation.passwordMin'),
      z.maxLength(PASSWORD_MAX, 'validation.passwordMax'),
    ),
  // Last, so a missing field or a short password is reported before it.
  consent: consentSchema,
  /**
   * Step 2 of the form, saved with the account in one request: the first mails (the address to
   * confirm) are then already in the person's language, and with EMAIL_VERIFICATION=required, where
   * sign-up makes no session, nothing typed is lost.
   */
  profile: z.optional(
    z.pick(profilePatchSchema, {
      age: true,
      gender: true,
      relationship_type: true,
      relationship_status: true,
      language_preference: true,
    }),
  ),
});

/** Login: both fields required; the server decides whether they are right. */
export const loginSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.loginRequired'), z.maxLength(EMAIL_MAX, 'validation.emailInvalid')),
  password: z
    .string()
    .check(z.minLength(1, 'validation.loginRequired'), z.maxLength(PASSWORD_MAX, 'validation.passwordMax')),
});

/** The first message key of a failed parse: forms show one message at a time. */
export function firstMessageKey(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'errors.generic';
}

/** What is wrong with a typed email address, as sign-up checks it (a message key), or undefined. */
export function emailProblem(email: string): string | undefined {
  if (blank(email)) return 'validation.emailRequired';
  const hidden = hiddenCharacterProblem(email.trim());
  if (hidden) return hidden;
  if (!EMAIL_PATTERN.test(email.trim()) || email.length > EMAIL_MAX) return 'validation.emailInvalid';
  return undefined;
}

/** One email address ("Forgot password?", a new address), checked as sign-up checks it. */
export const emailAddressSchema = z.object({ email: z.string() }).check(
  z.superRefine((v, ctx) => {
    const problem = emailProblem(v.email);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['email'] });
  }),
);

/** A new password (reset), with sign-up's rules and messages. */
export const newPasswordSchema = z.object({ password: z.string(), confirmPassword: z.string() }).check(
  z.superRefine((v, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (blank(v.password) || blank(v.confirmPassword)) return fail('validation.allFieldsRequired', 'password');
    if (v.password.length < PASSWORD_MIN) return fail('validation.passwordMin', 'password');
    if (v.password.length > PASSWORD_MAX) return fail('validation.passwordMax', 'password');
    if (v.password !== v.confirmPassword) return fail('validation.passwordMismatch', 'confirmPassword');
  }),
);

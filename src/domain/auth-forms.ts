import { z } from 'zod/mini';
import { digitField } from './digits.ts';
import { AGE_MAX, AGE_MIN, EMAIL_MAX, FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';
import { GENDERS, profilePatchSchema, RELATIONSHIP_STATUSES, RELATIONSHIP_TYPES } from './profile.ts';
import { EMAIL_PATTERN, hiddenCharacterProblem, text } from './text.ts';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * Sign-up step 1. Every field's problem is reported at once, each on its own field (issue 29, m6): the
 * blank ones first, all under "All fields are required", which the form's alert states; then each filled
 * field's own first problem in the form's order, shown under it.
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
      const fields = ['fullName', 'email', 'password', 'confirmPassword'] as const;
      for (const field of fields) if (blank(v[field])) fail('validation.allFieldsRequired', field);
      const problems: Record<(typeof fields)[number], () => string | undefined> = {
        fullName: () =>
          v.fullName.trim().length > FULL_NAME_MAX
            ? 'validation.fullNameTooLong'
            : hiddenCharacterProblem(v.fullName.trim()),
        email: () => {
          const hidden = hiddenCharacterProblem(v.email.trim());
          if (hidden) return hidden;
          if (!EMAIL_PATTERN.test(v.email.trim()) || v.email.length > EMAIL_MAX) return 'validation.emailInvalid';
          return undefined;
        },
        password: () => {
          if (v.password.length < PASSWORD_MIN) return 'validation.passwordMin';
          if (v.password.length > PASSWORD_MAX) return 'validation.passwordMax';
          return undefined;
        },
        // Compared only with a password that was typed: a blank one is already marked.
        confirmPassword: () =>
          !blank(v.password) && v.password !== v.confirmPassword ? 'validation.passwordMismatch' : undefined,
      };
      for (const field of fields) {
        const problem = blank(v[field]) ? undefined : problems[field]();
        if (problem) fail(problem, field);
      }
    }),
  );

export type SignUpAccount = z.infer<typeof signUpAccountSchema>;

/**
 * Sign-up step 2. Form values arrive as strings (select and number inputs); the parsed output is the
 * typed profile patch the browser sends to PATCH /api/profile. As in step 1, every field's problem at
 * once: the blank ones under "All profile fields are required", then each filled field's own.
 */
export const signUpProfileSchema = z.pipe(
  // An age typed with Arabic-Indic digits (٢٩) is the same age (decision 005).
  z.object({ age: digitField, gender: z.string(), relationshipType: z.string(), relationshipStatus: z.string() }).check(
    z.superRefine((v, ctx) => {
      const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
      const fields = ['age', 'gender', 'relationshipType', 'relationshipStatus'] as const;
      for (const field of fields) if (blank(v[field])) fail('validation.allProfileFieldsRequired', field);
      const age = Number(v.age);
      const choices: [(typeof fields)[number], readonly string[], string][] = [
        ['gender', GENDERS, 'validation.genderInvalid'],
        ['relationshipType', RELATIONSHIP_TYPES, 'validation.relationshipTypeInvalid'],
        ['relationshipStatus', RELATIONSHIP_STATUSES, 'validation.relationshipStatusInvalid'],
      ];
      if (!blank(v.age)) {
        if (!Number.isFinite(age) || age < AGE_MIN || age > AGE_MAX) fail('validation.ageRange', 'age');
        // "29.5" is in range; saying "between 13 and 120" to it would only puzzle the person.
        else if (!Number.isInteger(age)) fail('validation.ageWhole', 'age');
      }
      for (const [field, options, message] of choices) {
        if (!blank(v[field]) && !options.includes(v[field])) fail(message, field);
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
      // The browser's zone, which scheduled mail is timed in (decision 067).
      time_zone: true,
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

/** The first message key of a failed parse: the one a form's alert or an API refusal states. */
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

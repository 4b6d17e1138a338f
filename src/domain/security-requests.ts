import { z } from 'zod/mini';
import { emailProblem } from './auth-forms.ts';
import { westernDigits } from './digits.ts';
import { PASSKEY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';

const strict = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput',
};

/**
 * A code from the authenticator app (6 digits) or a backup code (xxxx-xxxx-xxxx-xxxx, or an older xxxxx-xxxxx),
 * its digits read as Western ones however the keyboard typed them (decision 005).
 */
export const twoFactorCode = z
  .string({ error: 'validation.codeRequired' })
  .check(
    z.overwrite(westernDigits),
    z.trim(),
    z.minLength(1, 'validation.codeRequired'),
    z.maxLength(20, 'validation.codeInvalid'),
  );

/** POST /api/security/two-factor/enable */
export const enableTwoFactorSchema = z.strictObject({ code: twoFactorCode }, strict);

/** The account's password, asked again before a change that protects the account. */
export const currentPassword = z
  .string({ error: 'validation.passwordRequired' })
  .check(z.minLength(1, 'validation.passwordRequired'), z.maxLength(PASSWORD_MAX, 'validation.passwordMax'));

/** POST /api/security/two-factor/setup: the password, so a borrowed phone cannot tie the account to its app. */
export const beginTwoFactorSchema = z.strictObject({ password: currentPassword }, strict);

/**
 * POST /api/security/two-factor/disable: the password and a code from the app (or a backup code), so
 * neither a borrowed session nor a known password alone can remove the second factor.
 */
export const disableTwoFactorSchema = z.strictObject({ password: currentPassword, code: twoFactorCode }, strict);

/** A code field a form shows only while two-factor is on: absent otherwise. */
const formCode = z.optional(z.string().check(z.overwrite(westernDigits), z.maxLength(20, 'validation.codeInvalid')));

/**
 * The change-of-address form: the new address, and the proof the change takes (issue 26) — the password,
 * and the code while two-factor is on.
 */
export const changeEmailFormSchema = z.object({ email: z.string(), password: currentPassword, code: formCode }).check(
  z.superRefine((v, ctx) => {
    const problem = emailProblem(v.email);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['email'] });
  }),
);

/**
 * The change-password form: the current password, a new one typed twice (sign-up's rules), and the code
 * while two-factor is on, all checked before anything changes.
 */
export const changePasswordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string(), code: formCode })
  .check(
    z.superRefine((v, ctx) => {
      const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
      if (!v.currentPassword || !v.newPassword || !v.confirmPassword)
        return fail('validation.allFieldsRequired', 'currentPassword');
      if (v.newPassword.length < PASSWORD_MIN) return fail('validation.passwordMin', 'newPassword');
      if (v.newPassword.length > PASSWORD_MAX) return fail('validation.passwordMax', 'newPassword');
      if (v.newPassword !== v.confirmPassword) return fail('validation.passwordMismatch', 'confirmPassword');
    }),
  );

/** A passkey's name, so a person can tell their phone's from their laptop's. */
export const passkeyName = z
  .string({ error: 'validation.passkeyNameRequired' })
  .check(
    z.trim(),
    z.minLength(1, 'validation.passkeyNameRequired'),
    z.maxLength(PASSKEY_NAME_MAX, 'validation.passkeyNameMax'),
  );

/**
 * A WebAuthn ceremony's answer as the browser serialises it (PublicKeyCredential.toJSON). Only its outline
 * is checked here; @simplewebauthn/server verifies every byte of it.
 */
export const webAuthnResponse = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(1400)),
  rawId: z.string().check(z.minLength(1), z.maxLength(1400)),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().check(z.maxLength(10_000)) }),
});

/**
 * POST /api/security/passkeys/options: the password (and the code while two-factor is on), because a
 * passkey is a way in on its own: a borrowed session must not be able to add one.
 */
export const beginPasskeySchema = z.strictObject(
  { password: currentPassword, code: z.optional(twoFactorCode) },
  strict,
);

/** POST /api/security/passkeys: the browser's answer to the options, and a name for the passkey. */
export const addPasskeySchema = z.strictObject({ name: passkeyName, response: webAuthnResponse }, strict);

/** POST /api/security/passkeys/:id/remove: the password again, and the code while two-factor is on. */
export const removePasskeySchema = z.strictObject(
  { password: currentPassword, code: z.optional(twoFactorCode) },
  strict,
);

/** The add-a-passkey form: a name, and the proof its first step sends (the code only with two-factor on). */
export const addPasskeyFormSchema = z.object({
  name: passkeyName,
  password: currentPassword,
  code: z.string().check(z.overwrite(westernDigits), z.maxLength(20, 'validation.codeInvalid')),
});

import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';

const strict = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput',
};

/** A code from the authenticator app (6 digits) or a backup code (xxxxx-xxxxx). */
export const twoFactorCode = z
  .string({ error: 'validation.codeRequired' })
  .trim()
  .min(1, 'validation.codeRequired')
  .max(20, 'validation.codeInvalid');

/** POST /api/security/two-factor/enable */
export const enableTwoFactorSchema = z.strictObject({ code: twoFactorCode }, strict);

/** The account's password, asked again before a change that protects the account. */
export const currentPassword = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .max(PASSWORD_MAX, 'validation.passwordMax');

/** POST /api/security/two-factor/setup: the password, so a borrowed phone cannot tie the account to its app. */
export const beginTwoFactorSchema = z.strictObject({ password: currentPassword }, strict);

/** POST /api/security/two-factor/disable: a code from the app or a backup code, so a known password is not enough. */
export const disableTwoFactorSchema = z.strictObject({ code: twoFactorCode }, strict);

/** The change-password form: the current password, and a new one typed twice (sign-up's rules). */
export const changePasswordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!v.currentPassword || !v.newPassword || !v.confirmPassword)
      return fail('validation.allFieldsRequired', 'currentPassword');
    if (v.newPassword.length < PASSWORD_MIN) return fail('validation.passwordMin', 'newPassword');
    if (v.newPassword.length > PASSWORD_MAX) return fail('validation.passwordMax', 'newPassword');
    if (v.newPassword !== v.confirmPassword) return fail('validation.passwordMismatch', 'confirmPassword');
  });

import { z } from 'zod';
import { PASSWORD_MAX } from './limits.ts';

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

/** POST /api/security/two-factor/disable: the password, so a borrowed phone cannot turn it off. */
export const disableTwoFactorSchema = z.strictObject(
  {
    password: z
      .string({ error: 'validation.passwordRequired' })
      .min(1, 'validation.passwordRequired')
      .max(PASSWORD_MAX, 'validation.passwordMax'),
  },
  strict,
);

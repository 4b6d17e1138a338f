import { z } from 'zod';
import { currentPassword, twoFactorCode } from './security-requests.ts';

/** POST /api/account/delete: the password again (and a code with two-factor on), so a borrowed phone cannot erase an account. */
export const deleteAccountSchema = z.strictObject(
  {
    password: currentPassword,
    /** Required when two-factor is on. */
    code: twoFactorCode.optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);

import { z } from 'zod/mini';
import { currentPassword, twoFactorCode } from './security-requests.ts';

/** POST /api/account/delete: the password again (and a code with two-factor on), so a borrowed phone cannot erase an account. */
export const deleteAccountSchema = z.strictObject(
  {
    password: currentPassword,
    /** Required when two-factor is on. */
    code: z.optional(twoFactorCode),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);

/** POST /api/account/email-change/undo: the token from the link sent to the old address. */
export const undoEmailChangeSchema = z.strictObject(
  {
    token: z
      .string({ error: 'errors.account.undoNotFound' })
      .check(z.minLength(20, 'errors.account.undoNotFound'), z.maxLength(200, 'errors.account.undoNotFound')),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);

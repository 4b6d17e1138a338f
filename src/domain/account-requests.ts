import { z } from 'zod/mini';
import { currentPassword, twoFactorCode } from './security-requests.ts';

/**
 * The proof a change or a read of the whole account takes: the password again, and a code with two-factor
 * on, so a borrowed phone can neither erase an account nor carry away everything in it.
 */
export const accountProofSchema = z.strictObject(
  {
    password: currentPassword,
    /** Required when two-factor is on. */
    code: z.optional(twoFactorCode),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);

/** POST /api/account/delete */
export const deleteAccountSchema = accountProofSchema;

/** POST /api/account/export: everything the account holds, the private safety answers with it (decision 030). */
export const exportAccountSchema = accountProofSchema;

/** POST /api/account/email-change/undo: the token from the link sent to the old address. */
export const undoEmailChangeSchema = z.strictObject(
  {
    token: z
      .string({ error: 'errors.account.undoNotFound' })
      .check(z.minLength(20, 'errors.account.undoNotFound'), z.maxLength(200, 'errors.account.undoNotFound')),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);

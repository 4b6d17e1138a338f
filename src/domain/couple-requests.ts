import { z } from 'zod/mini';
import { EMAIL_MAX } from './limits.ts';
import { EMAIL_PATTERN, text } from './text.ts';

/** PUT /api/couple/shared/{id}/share-answers: "show my answers to my partner" for one shared assessment. */
export const shareAnswersSchema = z.strictObject(
  { share: z.boolean({ error: 'validation.shareBoolean' }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);

/** POST /api/couple/invitation: an optional email the link is also sent to. */
export const partnerInvitationSchema = z.strictObject(
  {
    email: z.optional(
      text({
        max: EMAIL_MAX,
        tooLong: 'validation.emailInvalid',
        invalid: 'validation.emailInvalid',
        pattern: [EMAIL_PATTERN, 'validation.emailInvalid'],
      }),
    ),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);

/**
 * The partner page's "send it by email" form: the form is for the address, so it is needed, and must be
 * one the server takes. A link without an email is made by the page's own button, with no form at all.
 */
export const partnerEmailFormSchema = z.object({
  email: text({
    max: EMAIL_MAX,
    tooLong: 'validation.emailInvalid',
    invalid: 'validation.emailInvalid',
    // A blank address fails the pattern too: one message, not two.
    pattern: [EMAIL_PATTERN, 'validation.emailInvalid'],
  }),
});

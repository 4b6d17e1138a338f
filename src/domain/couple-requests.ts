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

/** The invitation form: a field left blank sends no email, anything typed must be one the server takes. */
export const partnerInvitationFormSchema = z.pipe(
  z.pipe(
    z.object({ email: z.string() }),
    z.transform(({ email }: { email: string }) => (email.trim() ? { email } : {})),
  ),
  partnerInvitationSchema,
);

import { z } from 'zod/mini';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, EMAIL_MAX, FULL_NAME_MAX } from './limits.ts';
import { EMAIL_PATTERN, text } from './text.ts';

/** The contact form; the same schema checks it in the browser and on the server. */
export const contactSchema = z.strictObject(
  {
    name: text({
      max: FULL_NAME_MAX,
      tooLong: 'validation.fullNameTooLong',
      required: 'validation.contactNameRequired',
    }),
    email: text({
      max: EMAIL_MAX,
      tooLong: 'validation.emailInvalid',
      invalid: 'validation.emailInvalid',
      pattern: [EMAIL_PATTERN, 'validation.emailInvalid'],
    }),
    message: text({
      max: CONTACT_MESSAGE_MAX,
      tooLong: 'validation.contactMessageLong',
      required: 'validation.contactMessageShort',
      multiline: true,
    }).check(z.minLength(CONTACT_MESSAGE_MIN, 'validation.contactMessageShort')),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);

export type ContactMessage = z.infer<typeof contactSchema>;

import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, EMAIL_MAX, FULL_NAME_MAX } from './limits.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact form; the same schema checks it in the browser and on the server. */
export const contactSchema = z.strictObject(
  {
    name: z
      .string({ error: 'validation.contactNameRequired' })
      .trim()
      .min(1, 'validation.contactNameRequired')
      .max(FULL_NAME_MAX, 'validation.fullNameTooLong'),
    email: z
      .string({ error: 'validation.emailInvalid' })
      .trim()
      .max(EMAIL_MAX, 'validation.emailInvalid')
      .regex(EMAIL_PATTERN, 'validation.emailInvalid'),
    message: z
      .string({ error: 'validation.contactMessageShort' })
      .trim()
      .min(CONTACT_MESSAGE_MIN, 'validation.contactMessageShort')
      .max(CONTACT_MESSAGE_MAX, 'validation.contactMessageLong'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);

export type ContactMessage = z.infer<typeof contactSchema>;

import { z } from 'zod';

/** PUT /api/couple/shared/{id}/share-answers: "show my answers to my partner" for one shared assessment. */
export const shareAnswersSchema = z.strictObject(
  { share: z.boolean({ error: 'validation.shareBoolean' }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);

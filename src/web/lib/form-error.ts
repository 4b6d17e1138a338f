import type { z } from 'zod';
import { translateMessage } from '../i18n/index.ts';

/** A form's message: the first problem a shared schema found, translated, and the field to mark. */
export function formError(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  const field = issue?.path[0];
  return {
    message: translateMessage(issue?.message ?? 'errors.invalidInput'),
    ...(field !== undefined ? { field: String(field) } : {}),
  };
}

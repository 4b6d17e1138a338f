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

/**
 * Every field's first problem, translated, in the order the schema lists them: a form that marks all
 * of its empty fields at once spares the person a round trip per field.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in byField)) byField[field] = translateMessage(issue.message);
  }
  return byField;
}

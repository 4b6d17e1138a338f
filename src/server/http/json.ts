import type { Context } from 'hono';
import type { z } from 'zod/mini';
import { AppError, validationFailed } from '../errors.ts';

/** Reads and validates a JSON body with a shared domain schema; bad input is a 400, never a 5xx. */
export async function readJson<T extends z.ZodMiniType>(c: Context, schema: T): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, 'invalid_json', 'errors.invalidJson');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationFailed(parsed.error.issues[0]?.message ?? 'errors.invalidInput');
  return parsed.data;
}

/** Reads and validates the query string the same way: a bad value is a 400 with its message. */
export function readQuery<T extends z.ZodMiniType>(c: Context, schema: T): z.output<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationFailed(parsed.error.issues[0]?.message ?? 'errors.invalidInput');
  return parsed.data;
}

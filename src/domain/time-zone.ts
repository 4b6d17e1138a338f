import { z } from 'zod/mini';
import { knownTimeZone } from './dates.ts';

/** An IANA time zone name Intl knows (`Asia/Riyadh`), as the browser's `Intl` gives it (decision 067). */
export const timeZoneSchema = z
  .string({ error: 'validation.timeZoneInvalid' })
  .check(z.refine((name) => knownTimeZone(name) !== undefined, 'validation.timeZoneInvalid'));

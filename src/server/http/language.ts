import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { isLanguage, type Language, type Numerals, parseReaderTag } from '../../domain/language.ts';
import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import { withNumerals } from '../reader-numerals.ts';
import type { AppEnv } from './app-env.ts';

/*
 * The reader's language, worked out in one place (docs/decisions/024-reader-language.md):
 *
 *   1. `?language=en|ar`: the page the request came from names its language (PDF links, the couple
 *      report), since a plain link download carries the browser's Accept-Language, not the app's;
 *   2. `Accept-Language`, its first tag: the web app sends its interface language on every call;
 *   3. the signed-in person's profile `language_preference`: a client that names no language;
 *   4. English.
 *
 * A value that is not `en` or `ar` names nothing and the next step decides.
 */

/**
 * Steps 1 and 2: the reader the request itself names, if any: the language, and the digits when the tag
 * names them (`ar-u-nu-arab`, decision 005).
 */
export function askedReader(c: Context): { language: Language; numerals?: Numerals } | undefined {
  const query = parseReaderTag(c.req.query('language'));
  if (query) return query;
  return parseReaderTag(c.req.header('accept-language')?.split(',')[0]?.split(';')[0]) ?? undefined;
}

/** Steps 1 and 2: the language the request itself names, if any. */
export const askedLanguage = (c: Context): Language | undefined => askedReader(c)?.language;

/** A profile's language, English when there is no profile (yet). */
export const profileLanguage = (profile: { language_preference: string } | null | undefined): Language =>
  isLanguage(profile?.language_preference) ? profile.language_preference : 'en';

/** The person's saved language, for what is read away from this request (a mail, stored advice). */
export async function savedLanguage(db: Db, userId: string): Promise<Language> {
  return (await savedReader(db, userId)).language;
}

async function savedReader(db: Db, userId: string): Promise<{ language: Language; numerals: Numerals }> {
  const [row] = await db
    .select({ language_preference: profiles.language_preference, numerals: profiles.numerals })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { language: profileLanguage(row), numerals: row?.numerals === 'arab' ? 'arab' : 'latn' };
}

/**
 * Sets `c.var.language` once per API request, and the digits everything in the answer is written with.
 * Mounted right after the session middleware, so step 3 knows who is signed in; the profile is read only
 * when the request names no language (the web app always names one, with the digits when they are
 * Arabic-Indic, so its requests cost no query here).
 */
export function readerLanguage(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    const reader = askedReader(c) ?? (user ? await savedReader(db, user.id) : { language: 'en' as const });
    c.set('language', reader.language);
    await withNumerals(reader.numerals ?? 'latn', next);
  };
}

/**
 * The language for code that can run before `readerLanguage` (the error handler, for failures in the
 * body-limit, origin and JSON checks or outside /api; the auth endpoints, mounted before the
 * session): its value when set, else steps 1, 2 and 4, since no signed-in person is known there.
 */
export function languageOf(c: Context): Language {
  return (c.get('language') as Language | undefined) ?? askedLanguage(c) ?? 'en';
}

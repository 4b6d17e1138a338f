import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { isLanguage, type Language } from '../../domain/language.ts';
import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
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

/** Steps 1 and 2: the language the request itself names, if any. */
export function askedLanguage(c: Context): Language | undefined {
  const query = c.req.query('language');
  if (isLanguage(query)) return query;
  const primary = c.req.header('accept-language')?.split(',')[0]?.split(/[-;]/)[0]?.trim().toLowerCase();
  return isLanguage(primary) ? primary : undefined;
}

/** A profile's language, English when there is no profile (yet). */
export const profileLanguage = (profile: { language_preference: string } | null | undefined): Language =>
  isLanguage(profile?.language_preference) ? profile.language_preference : 'en';

/** The person's saved language, for what is read away from this request (a mail, stored advice). */
export async function savedLanguage(db: Db, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language_preference: profiles.language_preference })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return profileLanguage(row);
}

/**
 * Sets `c.var.language` once per API request. Mounted right after the session middleware, so step 3
 * knows who is signed in; the profile is read only when the request names no language (the web app
 * always names one, so its requests cost no query here).
 */
export function readerLanguage(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    c.set('language', askedLanguage(c) ?? (user ? await savedLanguage(db, user.id) : 'en'));
    await next();
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

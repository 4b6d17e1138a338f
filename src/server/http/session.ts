import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { type Auth, SESSION_COOKIE_NAMES, SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { session, user } from '../db/schema.ts';
import { unauthorized } from '../errors.ts';
import type { AppEnv, SignedInUser } from './app-env.ts';

/**
 * Reads the session once per API request. The common case (a valid, recently refreshed session) is
 * one query: the cookie's signature is checked here and the session and its user are read together.
 * Anything else (no such session, expired, due for better-auth's daily extension, a bad signature)
 * goes through better-auth's getSession, which also refreshes and clears cookies as it should.
 */
export function loadSession(auth: Auth, db: Db, tokens: SessionTokens): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fast = await fastSession(getCookie(c, tokens.cookieName), db, tokens);
    const result = fast === undefined ? await auth.api.getSession({ headers: c.req.raw.headers }) : fast;
    c.set('user', result?.user ?? null);
    c.set('session', result?.session ?? null);
    await next();
  };
}

/**
 * The session token a cookie value carries when its signature is ours, else undefined. A value once
 * verified is remembered (it stays correctly signed for good; whether its session still stands is
 * the database's to say, on every request): the HMAC was a fortieth of a dashboard read's time.
 * Only values that verified are kept, and at most `SIGNED_VALUES` of them, oldest first out.
 */
export type SessionTokens = ((value: string | undefined) => string | undefined) & {
  /** The one cookie a session is read from (auth.ts `sessionCookieName`): `__Host-…` behind https. */
  cookieName: string;
};

const SIGNED_VALUES = 10_000;

export function sessionTokens(secret: string, cookieName: string): SessionTokens {
  const verified = new Map<string, string>();
  const tokenOf = (value: string | undefined) => {
    if (value === undefined) return undefined;
    const known = verified.get(value);
    if (known !== undefined) return known;
    const dot = value.lastIndexOf('.');
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    if (dot < 1 || signature.length !== expected.length || !timingSafeEqual(signature, expected)) return undefined;
    verified.set(value, token);
    if (verified.size > SIGNED_VALUES) verified.delete(verified.keys().next().value as string);
    return token;
  };
  return Object.assign(tokenOf, { cookieName });
}

/**
 * The session's check inside a route's own statement, for the hottest signed-in routes (the dashboard
 * list, an autosave): one round trip to the database instead of two (decision 044). Mounted before
 * `loadSession`. `answer` runs the route's statement, bound to the session by `token` and standing only
 * when that session's expiry is later than `freshAfter` (so neither expired nor due for better-auth's
 * daily extension), and returns the response, or undefined when the statement did not stand. Then, and
 * whenever the cookie is missing or not ours, the request goes on as if this were not there: the
 * session middleware, then the route, whose answers and errors are the only ones a caller ever sees.
 */
export function sessionInStatement(
  tokens: SessionTokens,
  answer: (c: Context<AppEnv>, token: string, freshAfter: string) => Promise<Response | undefined>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = tokens(getCookie(c, tokens.cookieName));
    const response = token === undefined ? undefined : await answer(c, token, freshAfter(Date.now()));
    if (response) return response;
    await next();
  };
}

/** The expiry a session needs at `now` to be used as it is: later than this, it is neither expired nor due to be extended. */
const freshAfter = (now: number) =>
  new Date(now + (SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000).toISOString();

/**
 * A session cookie's value under any name it has had, read with the same parser as the cross-site check
 * (hono/cookie), so the two can never disagree about whether a request carries a session. Only whether
 * there is one: the session itself is read from its one current name (`SessionTokens.cookieName`), so a
 * cookie of another name (one a sibling subdomain could set) never signs anyone in.
 */
export function sessionCookie(c: Context): string | undefined {
  const cookies = getCookie(c);
  return SESSION_COOKIE_NAMES.map((name) => cookies[name]).find((value) => value !== undefined);
}

/** A session and its user, by the session's token: once for every signed-in API request. */
const sessionByToken = preparedQuery((db) =>
  db
    .select({ session, user })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('session_by_token'),
);

/** null: certainly signed out; undefined: let better-auth decide. */
async function fastSession(value: string | undefined, db: Db, tokens: SessionTokens) {
  if (value === undefined) return null;
  const token = tokens(value);
  if (token === undefined) return undefined;
  const [row] = await sessionByToken(db).execute({ token });
  if (!row) return undefined;
  const now = Date.now();
  const refreshDue =
    row.session.expiresAt.getTime() - SESSION_EXPIRES_IN_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= now;
  if (row.session.expiresAt.getTime() <= now || refreshDue) return undefined;
  return row;
}

export function requireUser(c: Context<AppEnv>): SignedInUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

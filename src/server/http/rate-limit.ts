import { createHash } from 'node:crypto';
import { inArray, or, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { requestLimits } from '../db/schema.ts';
import { tooManyAttempts } from '../errors.ts';
import { securityEvent } from '../security-events.ts';
import { emailTag } from '../sign-in/failure-counter.ts';
import type { AppEnv } from './app-env.ts';
import type { ClientIpResolver } from './client-ip.ts';

/** At most `max` requests in a fixed window of `seconds`. */
export interface Window {
  max: number;
  seconds: number;
}

/**
 * Whose request this is, as a key that names no one in plain (a user id, or a keyed hash of an
 * address), or null when it is nobody's yet (no session, no address in the body): then only the
 * per-address window counts it.
 */
export type AccountOf = (c: Context<AppEnv>) => string | null | undefined | Promise<string | null | undefined>;

/**
 * A limit that tells people apart: one address may make `perAddress` requests whoever they are for (a
 * ceiling high enough for a household behind one router, or a carrier's shared address); one person
 * `perAccount` from anywhere; one person from one address `perAddressAndAccount`. So a guesser at one
 * account is stopped on that account while the others behind the same address go on.
 */
export interface Limit {
  /** Names the limit's counters; limits with the same name share them. */
  name: string;
  perAddress: Window;
  perAccount?: Window;
  perAddressAndAccount?: Window;
  account?: AccountOf;
}

/** No address makes more than this many requests of one kind in 10 s, however many people it carries. */
export const ADDRESS_CEILING: Window = { max: 30, seconds: 10 };

/**
 * Sign-in: per address and account here; per account alone it is the failure count of
 * sign-in/limits.ts, which spares the owner's own devices, so a stranger flooding from many addresses
 * cannot lock the owner out as a per-account request count would.
 */
export const signInLimit = (secret: string): Limit => ({
  name: 'sign-in',
  perAddress: ADDRESS_CEILING,
  // better-auth's burst of 3 in 10 s, now per person at an address instead of per address.
  perAddressAndAccount: { max: 3, seconds: 10 },
  account: emailInBody(secret),
});

/** Sign-up: an address tried over and over mails its owner each time (a notice of an existing account). */
export const signUpLimit = (secret: string): Limit => ({
  name: 'sign-up',
  perAddress: ADDRESS_CEILING,
  perAccount: { max: 5, seconds: 3600 },
  perAddressAndAccount: { max: 3, seconds: 10 },
  account: emailInBody(secret),
});

/**
 * Every security action of a signed-in person (two-factor, passkeys, password, address, sessions,
 * export, deletion) shares one allowance. Guesses at a password or a code have their own, tighter one
 * (sign-in/proof-checks.ts); this only bounds how often the actions run.
 */
export const SECURITY_LIMIT: Limit = {
  name: 'security',
  perAddress: ADDRESS_CEILING,
  perAccount: { max: 60, seconds: 600 },
  perAddressAndAccount: { max: 20, seconds: 600 },
  account: (c) => c.get('user')?.id,
};

/** The undo link of an address change: no session; the change it undoes (its token) stands for the account. */
export const UNDO_LIMIT: Limit = {
  name: 'email-change-undo',
  perAddress: ADDRESS_CEILING,
  perAddressAndAccount: { max: 10, seconds: 600 },
  account: async (c) => {
    const token = (await bodyOf(c))?.token;
    return typeof token === 'string' ? hashed(token) : null;
  },
};

/**
 * Confirming an address from its link (better-auth's own limit of 20 in 10 minutes per address, which
 * counts only requests through its handler; the token now comes in a body, http/auth-bridge.ts).
 */
export const VERIFY_EMAIL_LIMIT: Limit = { name: 'verify-email', perAddress: { max: 20, seconds: 600 } };

/**
 * Counts a request in each of its limit's windows, in the database (so several instances share the
 * counts). Over any window: 429 with Retry-After and a message saying how long to wait. A refused
 * request is not counted, so one person stopped by their own window does not use up the address's
 * ceiling for the others behind it.
 */
export function rateLimit(options: Limit & { db: Db; clientIp: ClientIpResolver }): MiddlewareHandler<AppEnv> {
  const { db, clientIp } = options;
  return async (c, next) => {
    const windows = counters(options, clientIp(c) ?? 'unknown', (await options.account?.(c)) ?? null);
    // Each refusal is a security event (ASVS 16.3.3): the signed-in person, if any, and which limit.
    const refuse = (wait: number) => {
      securityEvent('rate_limited', { account_id: c.get('user')?.id ?? null, limit: options.name });
      return tooManyAttempts(wait);
    };
    const wait = await waitFor(db, windows);
    if (wait > 0) throw refuse(wait);
    let raced = 0;
    for (const { key, window } of windows) raced = Math.max(raced, await count(db, key, window));
    // Requests that passed the check together can push a window past its maximum: the last ones wait.
    if (raced > 0) throw refuse(raced);
    await next();
  };
}

interface Counter {
  key: string;
  window: Window;
}

function counters(limit: Limit, address: string, account: string | null): Counter[] {
  const { name, perAddress, perAccount, perAddressAndAccount } = limit;
  // The address key is the one the per-address limits always had, so counts in flight carry over.
  const all: (Counter | null)[] = [
    { key: `${name}:${address}`, window: perAddress },
    account && perAccount ? { key: `${accountPrefix(account)}${name}`, window: perAccount } : null,
    account && perAddressAndAccount
      ? { key: `${accountPrefix(account)}${name}:${address}`, window: perAddressAndAccount }
      : null,
  ];
  return all.filter((counter) => counter !== null);
}

/** Every counter naming an account starts with this, so deleting the account forgets them all at once. */
const accountPrefix = (account: string) => `account:${account}:`;

/** Seconds until every full window among these opens again (0: none is full). */
async function waitFor(db: Db, windows: Counter[]): Promise<number> {
  const rows = await db
    .select({
      key: requestLimits.key,
      count: requestLimits.count,
      since: sql<number>`extract(epoch from (now() - ${requestLimits.window_start}))::float`,
    })
    .from(requestLimits)
    .where(
      inArray(
        requestLimits.key,
        windows.map((w) => w.key),
      ),
    );
  let wait = 0;
  for (const row of rows) {
    const { window } = windows.find((w) => w.key === row.key) as Counter;
    if (row.since < window.seconds && row.count >= window.max) wait = Math.max(wait, window.seconds - row.since);
  }
  return wait;
}

/** Counts one request in a window (one atomic upsert); returns the seconds to wait if it went past the maximum. */
async function count(db: Db, key: string, window: Window): Promise<number> {
  const expired = sql`${requestLimits.window_start} < now() - make_interval(secs => ${window.seconds})`;
  const [row] = await db
    .insert(requestLimits)
    .values({ key, window_start: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        // A window that has passed starts again at 1; otherwise the count goes up.
        count: sql`case when ${expired} then 1 else ${requestLimits.count} + 1 end`,
        window_start: sql`case when ${expired} then now() else ${requestLimits.window_start} end`,
      },
    })
    .returning({
      count: requestLimits.count,
      retryAfter: sql<number>`extract(epoch from (${requestLimits.window_start} + make_interval(secs => ${window.seconds}) - now()))::float`,
    });
  return row && row.count > window.max ? Math.max(1, row.retryAfter) : 0;
}

/**
 * After an account is deleted no counter names it, not even by a keyed hash: `accounts` are the keys it
 * was counted under (its id, the keyed hash of its address).
 */
export async function forgetAccountLimits(db: Db, accounts: string[]) {
  if (accounts.length === 0) return;
  await db
    .delete(requestLimits)
    .where(or(...accounts.map((a) => sql`starts_with(${requestLimits.key}, ${accountPrefix(a)})`)));
}

/** The person a sign-in or sign-up is for: the keyed hash of the address in its JSON body. */
function emailInBody(secret: string): AccountOf {
  return async (c) => {
    const email = (await bodyOf(c))?.email;
    return typeof email === 'string' ? emailTag(secret, email) : null;
  };
}

/**
 * The JSON body as an object, or null. Read as text, which Hono keeps for the handler after it (the auth
 * bridge passes the same text on to better-auth; the routes' readJson parses it again).
 */
async function bodyOf(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = JSON.parse(await c.req.text());
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const hashed = (token: string) =>
  // A token is long and random: a plain hash keeps it out of the table and cannot be reversed.
  createHash('sha256').update(token).digest('base64url').slice(0, 32);

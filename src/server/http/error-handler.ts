import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { addressContext } from '../../domain/address.ts';
import type { Language } from '../../domain/language.ts';
import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isGendered, translate } from '../i18n.ts';
import type { Logger } from '../logger.ts';
import { securityEvent } from '../security-events.ts';
import type { AppEnv } from './app-env.ts';
import { languageOf } from './language.ts';

export const errorBody = (code: string, message: string, details?: Record<string, unknown>) => ({
  error: { code, message, ...details },
});

/**
 * Every failure leaves as `{error:{code,message}}`. Caller mistakes are 4xx with a readable message in
 * the caller's language; anything unexpected is logged (without the request body, see `describeError`)
 * and answered with a generic 500 that reveals nothing.
 */
export function handleError(logger: Logger, db: Db) {
  return async (err: Error, c: Context) => {
    const language = languageOf(c);
    if (err instanceof AppError) {
      refusedAccess(c, err);
      for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      const address = await readerAddress(db, c, err.messageKey, language);
      return c.json(
        errorBody(err.code, translate(err.messageKey, language, { ...err.params, ...address }), err.details),
        err.status,
      );
    }
    if (err instanceof HTTPException && err.status < 500) {
      const code = err.status === 413 ? 'payload_too_large' : 'bad_request';
      const key = err.status === 413 ? 'errors.payloadTooLarge' : 'errors.invalidInput';
      return c.json(errorBody(code, translate(key, language)), err.status);
    }
    if (databaseUnavailable(err)) {
      // The database is restarting or unreachable: a temporary state the caller can retry, not a bug.
      logger.warn({ event: 'database_unavailable', path: c.req.path }, 'database unavailable');
      c.header('Retry-After', '5');
      return c.json(errorBody('unavailable', translate('errors.unavailable', language)), 503);
    }
    logger.error({ err: describeError(err), path: c.req.path }, 'unhandled');
    return c.json(errorBody('internal', translate('errors.generic', language)), 500);
  };
}

/** The API's catch-all for paths it does not have: a 404 there refuses nothing that exists. */
const UNKNOWN_PATH_ROUTE = '/api/*';

/**
 * A 403 or 404 answered to a signed-in person is a security event (ASVS 16.3.2), here for every route at
 * once: each route says "not yours" by throwing 404 wherever it finds so, and every answer passes here.
 */
function refusedAccess(c: Context, err: AppError) {
  if (err.status !== 403 && err.status !== 404) return;
  const user = (c as Context<AppEnv>).get('user');
  const route = c.req.routePath;
  if (!user || route === UNKNOWN_PATH_ROUTE) return;
  securityEvent('access_refused', { account_id: user.id, status: err.status, code: err.code, route });
}

/** Connection failures and PostgreSQL's shutdown/startup codes, wherever they sit in the cause chain. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGE =
  /connection terminated|connection is closed|connection error|terminating connection|the database system is (starting up|shutting down)/i;

export function databaseUnavailable(err: unknown): boolean {
  for (let current = err, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}

/** What a database error may say in the log: codes and names of things, never a value. */
const DATABASE_FIELDS = ['code', 'severity', 'routine', 'constraint', 'schema', 'table', 'column', 'dataType'];
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * An unexpected error as the log keeps it. A failed query is described by PostgreSQL's code, the
 * constraint, table, column and routine, and the stack's frames: Drizzle's message lists the query's
 * parameters (what people typed), and PostgreSQL's message, detail and context can quote a value
 * ("Key (email)=(…) already exists", `invalid input syntax for type integer: "…"`), so none of them is
 * kept. Any other error keeps its name, message and stack.
 */
export function describeError(err: Error): Record<string, unknown> {
  const database = databaseErrorIn(err);
  if (!database) return { name: err.name, message: err.message, stack: err.stack };
  const fields = Object.fromEntries(
    DATABASE_FIELDS.flatMap((field) => {
      const value = database[field];
      return typeof value === 'string' || typeof value === 'number' ? [[field, value]] : [];
    }),
  );
  return { name: 'DatabaseError', ...fields, stack: stackFrames(err.stack) };
}

/**
 * The database's own error in the cause chain (the one with a SQLSTATE code), or `{}` for a failed
 * query that carries none; undefined when no query was involved.
 */
function databaseErrorIn(err: unknown): Record<string, unknown> | undefined {
  let found: Record<string, unknown> | undefined;
  for (let current = err, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const candidate = current as Record<string, unknown>;
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code) && 'severity' in candidate) {
      return candidate;
    }
    if ('params' in candidate && 'query' in candidate) found = {}; // Drizzle's DrizzleQueryError
    current = candidate.cause;
  }
  return found;
}

/** The "at …" lines only: the first lines of a stack repeat the message. */
const stackFrames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * The signed-in reader's address for a message whose Arabic has a man's or a woman's form (decision 063:
 * «أرسله إلى شريكة حياتك» to a man): their profile is read then, and only then, so no other answer costs a
 * query. Anyone else, or a message with one form, reads the base text.
 */
async function readerAddress(db: Db, c: Context, key: string, language: Language) {
  const user = c.get('user') as { id: string } | null | undefined;
  if (language !== 'ar' || !user || !isGendered(key)) return {};
  const [profile] = await db.select({ gender: profiles.gender }).from(profiles).where(eq(profiles.id, user.id));
  return addressContext(profile?.gender);
}

import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError } from '../errors.ts';
import { requestLanguage, translate } from '../i18n.ts';
import type { Logger } from '../logger.ts';

export const errorBody = (code: string, message: string, details?: Record<string, unknown>) => ({
  error: { code, message, ...details },
});

/**
 * Every failure leaves as `{error:{code,message}}`. Caller mistakes are 4xx with a readable message in
 * the caller's language; anything unexpected is logged (without the request body) and answered with a
 * generic 500 that reveals nothing.
 */
export function handleError(logger: Logger) {
  return (err: Error, c: Context) => {
    const language = requestLanguage(c);
    if (err instanceof AppError) {
      for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      return c.json(errorBody(err.code, translate(err.messageKey, language, err.params), err.details), err.status);
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
    logger.error({ err: { name: err.name, message: err.message, stack: err.stack }, path: c.req.path }, 'unhandled');
    return c.json(errorBody('internal', translate('errors.generic', language)), 500);
  };
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

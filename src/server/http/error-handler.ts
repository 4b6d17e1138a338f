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
    logger.error({ err: { name: err.name, message: err.message, stack: err.stack }, path: c.req.path }, 'unhandled');
    return c.json(errorBody('internal', translate('errors.generic', language)), 500);
  };
}

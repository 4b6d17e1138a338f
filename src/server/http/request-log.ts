import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';

/**
 * One line per request: method, path without its query string, status and duration. Bodies, query
 * strings and headers are never logged, so no answer, password or token can leak into the logs.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - started),
    };
    // 503 is a known, temporary state (the database is away), already logged once as a warning.
    if (status === 503) logger.warn(line, 'request unavailable');
    else if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  };
}

import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { type Logger, requestScope } from '../logger.ts';
import type { ClientIpResolver } from './client-ip.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * Gives each request an id of its own, sent back in `X-Request-Id` and carried by every log line of the
 * request (logger.ts): a person who reports a problem can quote it, and an operator finds the request's
 * line, its security events and any error together. The id is always made here, never taken from the
 * request (hono/request-id would echo a caller's): anyone could otherwise make their lines share the id
 * of someone else's. Runs first, so the request line has it too.
 */
export function requestId(logger: Logger, clientIp: ClientIpResolver): MiddlewareHandler {
  return async (c, next) => {
    const scope = { requestId: randomUUID(), clientIp: clientIp(c) ?? null, logger };
    await requestScope.run(scope, next);
    c.header(REQUEST_ID_HEADER, scope.requestId);
  };
}

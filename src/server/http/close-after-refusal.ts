import type { MiddlewareHandler } from 'hono';

/**
 * A refusal (4xx/5xx) of a request that carries a body answers with `Connection: close`. The refusal
 * may come before the body was read (413 from the body limit, 415, 401, 403), and @hono/node-server
 * then drains the rest for a short while and destroys the socket: a client that kept the connection
 * alive lost its next request on it ("socket hang up", every second request after a 413). Closed on
 * purpose, the client opens a fresh connection instead. Refusals are rare, so the cost is nil.
 */
export function closeAfterRefusedBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status < 400) return;
    const length = Number(c.req.header('content-length') ?? 0);
    const hasBody = c.req.header('transfer-encoding') !== undefined || length > 0 || Number.isNaN(length);
    if (hasBody) c.header('Connection', 'close');
  };
}

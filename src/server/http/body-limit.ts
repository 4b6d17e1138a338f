import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * hono/body-limit for the requests that can carry a body. A GET or HEAD never has one (the Fetch
 * standard forbids it, and @hono/node-server gives them none), so bodyLimit would only let them through,
 * but asking for the body to find that out turns @hono/node-server's lightweight request into a full
 * Fetch Request: about 1 % of the server's time in a profile of `npm run bench:api`, all of it on reads.
 */
export function limitBodies(options: Parameters<typeof bodyLimit>[0]): MiddlewareHandler {
  const limit = bodyLimit(options);
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}

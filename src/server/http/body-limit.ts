import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * hono/body-limit, without asking for the body when the headers already decide. Asking for it turns
 * @hono/node-server's lightweight request into a full Fetch Request with a web stream over the socket,
 * and the route then reads its JSON through that stream instead of straight from the socket.
 *
 * - A GET or HEAD never has a body (the Fetch standard forbids it, and @hono/node-server gives them
 *   none): bodyLimit would only let them through. About 1 % of a dashboard read in a profile of
 *   `npm run bench:api`.
 * - A body framed by Content-Length alone is judged by that length, which is what bodyLimit itself
 *   does once it has the body in hand (Node's parser holds the body to that length). About 7 % of an
 *   autosave. A chunked body still goes through bodyLimit, which counts it as it arrives.
 */
export function limitBodies(options: {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  const limit = bodyLimit(options);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limit(c, next);
    return Number.parseInt(length || '0', 10) > options.maxSize ? options.onError(c) : next();
  };
}

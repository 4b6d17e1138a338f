import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors.ts';

/** Answered by the error handler, so the message is in the reader's language like every other refusal. */
const tooLarge = () => new AppError(413, 'payload_too_large', 'errors.payloadTooLarge');

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
export function limitBodies(options: { maxSize: number }): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: options.maxSize,
    onError: () => {
      throw tooLarge();
    },
  });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limit(c, next);
    if (Number.parseInt(length || '0', 10) > options.maxSize) throw tooLarge();
    return next();
  };
}

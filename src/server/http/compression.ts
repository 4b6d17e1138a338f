import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';

/** hono/compress's own default: smaller bodies that state their length are sent as they are. */
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * hono/compress, minus a cost on every response it leaves uncompressed. compress() adds
 * `Vary: Accept-Encoding` to any response it could compress, through `c.header()`, and on a finished
 * response that rebuilds it: @hono/node-server's ready-to-send response becomes a full Fetch
 * Response whose JSON text is a stream, pumped out chunk by chunk. That happened on every API answer,
 * asked-for compression or not, and was about a twentieth of the server's time in a profile of
 * `npm run bench:api`. Here the header is set first, on the response's own headers (as the security
 * headers are), under the very conditions compress() would set it; compress() then finds it there and
 * only touches the responses it compresses. The headers and bodies are exactly compress()'s
 * (compression.test.ts holds the two side by side).
 */
export function compressResponses(): MiddlewareHandler {
  const compressWhenAsked = compress({ threshold: THRESHOLD });
  return (c, next) =>
    compressWhenAsked(c, async () => {
      await next();
      varyOnEncoding(c);
    });
}

/** compress()'s own test for "could be compressed", as of hono 4.13. */
function varyOnEncoding(c: Context) {
  const headers = c.res.headers;
  const length = headers.get('Content-Length');
  if (
    c.res.status === 206 ||
    headers.has('Content-Encoding') ||
    headers.has('Transfer-Encoding') ||
    c.req.method === 'HEAD' ||
    (length && Number(length) < THRESHOLD) ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '') ||
    NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
  ) {
    return;
  }
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && VARIES_ON_ENCODING.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

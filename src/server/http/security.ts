import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from '../errors.ts';
import { sessionCookie } from './session.ts';

/**
 * Strict headers for every response. Scripts and styles come only from our own origin (the Vite build
 * emits files, never inline scripts); framing is refused everywhere.
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      // Nothing in the app sets a <base>: none may be injected to re-point its relative URLs (ASVS 3.4.3).
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for JSON requests: a state-changing request that carries the session cookie must come
 * from one of our origins. Hono's csrf() only covers form posts, so the app checks Origin itself.
 *
 * A request without the cookie that names an Origin (a browser always does on a POST) must name one of
 * ours too: this is the sign-up and sign-in rule better-auth applies, which it skips when NODE_ENV=test,
 * so the API tests ran without it. Checked here, one rule answers in the reader's language and names
 * APP_URL, which is what someone who opened the app at another address needs to read.
 */
export function requireTrustedOrigin(trustedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(trustedOrigins);
  return async (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const origin = c.req.header('origin');
      const required = sessionCookie(c) !== undefined || origin !== undefined;
      if (required && (!origin || !allowed.has(origin))) {
        throw new AppError(403, 'forbidden_origin', 'errors.forbiddenOrigin');
      }
    }
    await next();
  };
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The API speaks JSON only: a request that carries a body in any other encoding is 415 before any
 * route or library parses it. This is what a cross-site HTML form can send (urlencoded, multipart,
 * text/plain) without a preflight, and what once let a form-encoded sign-in past a JSON-only check.
 */
export function requireJsonBodies(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type');
    // A body is announced by its type, or framed by a length or chunked encoding; a bodiless DELETE
    // from a browser has neither and passes.
    const framed = (c.req.header('content-length') ?? '0') !== '0' || c.req.header('transfer-encoding') !== undefined;
    if (type !== undefined ? !JSON_TYPE.test(type) : framed) {
      throw new AppError(415, 'unsupported_media_type', 'errors.unsupportedMediaType');
    }
    await next();
  };
}

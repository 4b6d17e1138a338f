import type { MiddlewareHandler } from 'hono';

/**
 * Every /api answer is `Cache-Control: no-store` unless its route chose otherwise (the public
 * catalogues: assessment types, help services, figures). Results, reports, the security page and the
 * safety-check status are about one person; no browser cache on a shared device, proxy or CDN may keep
 * them (ASVS 14.2.2 and 14.3.2, issue 27). Errors included: they may name what was asked for.
 */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}

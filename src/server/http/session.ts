import type { Context, MiddlewareHandler } from 'hono';
import type { Auth } from '../auth.ts';
import { unauthorized } from '../errors.ts';
import type { AppEnv, SignedInUser } from './app-env.ts';

/** Reads the better-auth session once per API request. */
export function loadSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set('user', result?.user ?? null);
    c.set('session', result?.session ?? null);
    await next();
  };
}

export function requireUser(c: Context<AppEnv>): SignedInUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

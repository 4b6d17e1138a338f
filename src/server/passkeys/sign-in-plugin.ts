import { defineRequestState, hasRequestState } from '@better-auth/core/context';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod/mini';
import { webAuthnResponse } from '../../domain/security-requests.ts';
import { AppError } from '../errors.ts';
import { CEREMONY_SECONDS, type Passkeys } from './service.ts';

export const PASSKEY_OPTIONS_PATH = '/passkey/sign-in/options';
export const PASSKEY_SIGN_IN_PATH = '/passkey/sign-in';
const CEREMONY_COOKIE = 'passkey_ceremony';
/**
 * The ceremony's cookie is for /api/auth/passkey alone. Behind https better-auth names its cookies
 * `__Host-` (auth.ts), which a browser keeps only with Path=/: this one is `__Secure-` instead, Secure
 * and as narrow as before.
 */
const narrow = <C extends { name: string }>(cookie: C): C => ({
  ...cookie,
  name: cookie.name.replace(/^__Host-/, '__Secure-'),
});

/**
 * The account a passkey ceremony in this request really verified (set only after the signature, challenge,
 * origin and user verification were checked): the one fact that lets a session be made for an account
 * with two-factor on without a code (sign-in/hooks.ts). Never read from the request.
 */
const verifiedByPasskey = defineRequestState<string | null>(() => null);

/** Whether this request's passkey ceremony verified `userId`, on the passkey sign-in path itself. */
export async function passkeyVerified(userId: string, path: string | undefined): Promise<boolean> {
  if (path !== PASSKEY_SIGN_IN_PATH || !(await hasRequestState())) return false;
  return (await verifiedByPasskey.get()) === userId;
}

/**
 * Signing in with a passkey, inside better-auth so the session is made like every other one: its cookie,
 * its hooks (two-factor, devices) and its per-address limits. Two steps, both POST with JSON bodies:
 * the options (a challenge, kept server-side and named by a short-lived signed cookie) and the answer.
 */
export function passkeySignIn(passkeys: Passkeys) {
  return {
    id: 'wifaq-passkey',
    // Per address, on top of the challenge's single use: a ceremony needs the person's device, so
    // these only keep a script from filling the challenge table or hammering signature checks.
    rateLimit: [
      { pathMatcher: (path: string) => path === PASSKEY_OPTIONS_PATH, window: 60, max: 10 },
      { pathMatcher: (path: string) => path === PASSKEY_SIGN_IN_PATH, window: 60, max: 10 },
    ],
    endpoints: {
      passkeySignInOptions: createAuthEndpoint(
        PASSKEY_OPTIONS_PATH,
        { method: 'POST', body: z.strictObject({}) },
        async (ctx) => {
          const { ceremony, options } = await passkeys.signInOptions();
          const cookie = narrow(ctx.context.createAuthCookie(CEREMONY_COOKIE, { maxAge: CEREMONY_SECONDS }));
          await ctx.setSignedCookie(cookie.name, ceremony, ctx.context.secret, {
            ...cookie.attributes,
            path: '/api/auth/passkey',
            sameSite: 'strict',
          });
          return ctx.json(options);
        },
      ),
      passkeySignIn: createAuthEndpoint(
        PASSKEY_SIGN_IN_PATH,
        { method: 'POST', body: z.strictObject({ response: webAuthnResponse }) },
        async (ctx) => {
          const cookie = narrow(ctx.context.createAuthCookie(CEREMONY_COOKIE));
          const ceremony = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
          // Spent either way: a ceremony answers once.
          ctx.setCookie(cookie.name, '', { ...cookie.attributes, path: '/api/auth/passkey', maxAge: 0 });
          if (!ceremony) throw new AppError(400, 'ceremony_expired', 'errors.passkeys.ceremony_expired');
          const userId = await passkeys.verifySignIn(
            ceremony,
            ctx.body.response as unknown as AuthenticationResponseJSON,
          );
          const user = await ctx.context.internalAdapter.findUserById(userId);
          if (!user) throw new AppError(401, 'not_verified', 'errors.passkeys.not_verified');
          await verifiedByPasskey.set(userId);
          const session = await ctx.context.internalAdapter.createSession(userId);
          if (!session) throw new AppError(401, 'not_verified', 'errors.passkeys.not_verified');
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ redirect: false, token: session.token, user });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

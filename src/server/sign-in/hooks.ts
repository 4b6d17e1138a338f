import { defineRequestState, hasRequestState } from '@better-auth/core/context';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { and, eq, inArray } from 'drizzle-orm';
import { signUpRequestSchema } from '../../domain/auth-forms.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { AppError, validationFailed } from '../errors.ts';
import { CLIENT_IP_HEADER } from '../http/client-ip.ts';
import { hashPassword, needsRehash } from '../passwords.ts';
import type { TwoFactor } from '../two-factor/service.ts';
import { emailTag } from './failure-counter.ts';
import {
  accountKey,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE,
  describeAttempt,
  parseDeviceCookie,
  rememberDevice,
  type SignInAttempt,
  signInLimits,
} from './limits.ts';
import { proofChecks, proofKey } from './proof-checks.ts';

/** What the sign-in's `before` hook learnt from the body better-auth parsed, for the steps after it. */
interface PendingSignIn {
  attempt: SignInAttempt;
  code: string | null;
}
const pendingSignIn = defineRequestState<PendingSignIn | null>(() => null);
/** The signed-in person whose password a verify- or change-password request checks. */
const proofOf = defineRequestState<string | null>(() => null);

const PROOF_PATHS = new Set(['/change-password', '/verify-password']);

/**
 * The product's rules inside better-auth, where they hold whatever the request's encoding and
 * whichever endpoint or server-side call reaches them (decision 019):
 * - sign-in: the per-account/device/address limits on the email better-auth itself parsed, and the
 *   second factor checked when, and wherever, a session is about to be created;
 * - every password check of a signed-in person shares one per-account limit;
 * - a password change always ends the other sessions;
 * - a name is validated like sign-up on every path that sets one, and no image is ever stored.
 */
export function authRules(deps: { db: Db; twoFactor: TwoFactor; secret: string; secureCookies: boolean }) {
  const { db, twoFactor, secret, secureCookies } = deps;
  const limits = signInLimits(db);
  const proofs = proofChecks(db);

  const before = createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (ctx.path === '/sign-up/email') {
      const parsed = signUpRequestSchema.safeParse(body);
      if (!parsed.success) throw validationFailed(parsed.error.issues[0]?.message ?? 'errors.invalidInput');
      return;
    }
    if (ctx.path === '/sign-in/email') {
      if (typeof body.email !== 'string') return; // better-auth refuses it; nobody can sign in without one
      const cookie = await ctx.getSignedCookie(DEVICE_COOKIE, secret);
      const attempt = describeAttempt(secret, body.email, cookie, ctx.headers?.get(CLIENT_IP_HEADER) ?? null);
      await limits.check(attempt);
      const code = typeof body.code === 'string' && body.code.length <= 20 ? body.code : null;
      await pendingSignIn.set({ attempt, code });
      return;
    }
    if (PROOF_PATHS.has(ctx.path)) {
      const userId = (await getSessionFromCtx(ctx))?.user.id;
      if (!userId) return; // better-auth answers 401
      await proofs.check(userId);
      await proofOf.set(userId);
      if (ctx.path === '/change-password') return { context: { body: { ...body, revokeOtherSessions: true } } };
    }
  });

  /** The browser that just signed up or in is now a known device for this account. */
  const rememberThisDevice = async (ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0], tag: string) => {
    const entries = parseDeviceCookie(await ctx.getSignedCookie(DEVICE_COOKIE, secret));
    await ctx.setSignedCookie(DEVICE_COOKIE, rememberDevice(entries, tag), secret, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
      path: '/api/auth',
      maxAge: DEVICE_COOKIE_MAX_AGE,
    });
  };

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const signedIn = ctx.context.newSession;
    if (ctx.path === '/sign-up/email' && signedIn) {
      await rememberThisDevice(ctx, emailTag(secret, signedIn.user.email));
      return;
    }
    if (ctx.path === '/sign-in/email') {
      const pending = await pendingSignIn.get();
      if (!pending) return;
      if (signedIn) {
        await limits.succeeded(pending.attempt);
        await rememberThisDevice(ctx, pending.attempt.tag);
        const password = (ctx.body as { password?: unknown }).password;
        if (typeof password === 'string') await upgradeHash(db, signedIn.user.id, password);
      } else if (isAPIError(returned) && returned.statusCode === 401) {
        await limits.failed(pending.attempt);
      }
      return;
    }
    if (PROOF_PATHS.has(ctx.path)) {
      const userId = await proofOf.get();
      if (!userId) return;
      if (!isAPIError(returned)) await proofs.succeeded(userId);
      else if ((returned.body as { code?: unknown } | undefined)?.code === 'INVALID_PASSWORD')
        await proofs.failed(userId);
    }
  });

  /**
   * Runs before better-auth stores any session, on every path that makes one: with two-factor on, a
   * session stands only on a sign-in that carried a valid code. Any other way to a session (none is
   * reachable today) is refused for such an account rather than trusted.
   */
  async function beforeSessionCreate(created: { userId: string }) {
    if (!(await twoFactor.enabled(created.userId))) return;
    const pending = (await hasRequestState()) ? await pendingSignIn.get() : null;
    if (!pending?.code) throw new AppError(401, 'two_factor_required', 'errors.twoFactor.two_factor_required');
    if (!(await twoFactor.verify(created.userId, pending.code))) {
      await limits.failed(pending.attempt);
      throw new AppError(401, 'invalid_code', 'errors.twoFactor.invalid_code');
    }
  }

  /** Sign-up's name rules on every path that sets a name; `image` is not part of the product. */
  async function checkUser<T extends { name?: string; image?: string | null }>(user: T) {
    const name = user.name === undefined ? undefined : signUpRequestSchema.shape.name.safeParse(user.name);
    if (name && !name.success) throw validationFailed(name.error.issues[0]?.message ?? 'errors.invalidInput');
    return {
      data: { ...user, ...(name ? { name: name.data } : {}), ...(user.image === undefined ? {} : { image: null }) },
    };
  }

  return {
    hooks: { before, after },
    databaseHooks: {
      session: { create: { before: beforeSessionCreate } },
      user: { create: { before: checkUser }, update: { before: checkUser } },
    },
    proofs,
    /** After deletion no limit row names the person, not even by a keyed hash. */
    async forgetLimits(email: string, userId: string) {
      await db
        .delete(schema.requestLimits)
        .where(inArray(schema.requestLimits.key, [accountKey(emailTag(secret, email)), proofKey(userId)]));
    },
  };
}

export type AuthRules = ReturnType<typeof authRules>;

/** After a successful sign-in the password is known to be right: an older hash is replaced. */
async function upgradeHash(db: Db, userId: string, password: string) {
  const [credential] = await db
    .select({ id: schema.account.id, password: schema.account.password })
    .from(schema.account)
    .where(and(eq(schema.account.userId, userId), eq(schema.account.providerId, 'credential')));
  if (!credential?.password || !needsRehash(credential.password)) return;
  await db
    .update(schema.account)
    .set({ password: await hashPassword(password) })
    .where(eq(schema.account.id, credential.id));
}

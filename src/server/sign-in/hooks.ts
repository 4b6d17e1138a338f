import { defineRequestState, hasRequestState } from '@better-auth/core/context';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { and, eq, inArray } from 'drizzle-orm';
import { signUpRequestSchema } from '../../domain/auth-forms.ts';
import { EMAIL_MAX } from '../../domain/limits.ts';
import { EMAIL_PATTERN } from '../../domain/text.ts';
import { type EmailChange, emailChanged, emailChangeIn } from '../account/email-change.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { AppError, validationFailed } from '../errors.ts';
import { CLIENT_IP_HEADER } from '../http/client-ip.ts';
import { forgetAccountLimits } from '../http/rate-limit.ts';
import { type AccountMail, mailLinks } from '../mail/account-mail.ts';
import { PASSKEY_SIGN_IN_PATH, passkeyVerified } from '../passkeys/sign-in-plugin.ts';
import { hashPassword, needsRehash } from '../passwords.ts';
import { type Factor, securityEvent } from '../security-events.ts';
import { codeFactor, type TwoFactor } from '../two-factor/service.ts';
import { accountProof } from './account-proof.ts';
import type { BreachCheck } from './breached.ts';
import { emailTag, type FailurePolicy, failureCounter } from './failure-counter.ts';
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
import { mailNewDevice } from './new-device.ts';
import { refuseGuessablePassword } from './new-password.ts';
import { proofChecks, proofKey } from './proof-checks.ts';

/** What the sign-in's `before` hook learnt from the body better-auth parsed, for the steps after it. */
interface PendingSignIn {
  attempt: SignInAttempt;
  code: string | null;
  /** The address as typed, to name the account in a failure's security event (by id, never the address). */
  email: string;
  /** The second factor that let the session be made, once it did. */
  secondFactor: Factor | null;
}
const pendingSignIn = defineRequestState<PendingSignIn | null>(() => null);
/**
 * The signed-in person whose change-password request gave its whole proof up front (the password, and
 * the code while two-factor is on): the session that request makes for them stands on that proof.
 */
const provenChange = defineRequestState<string | null>(() => null);
/** The signed-in person whose change-email request gave its whole proof, for the security event after it. */
const provenEmailChange = defineRequestState<string | null>(() => null);

/**
 * better-auth endpoints that change a way into the account: each asks for its whole proof before it
 * changes anything (issue 26). The body field holding the password differs by endpoint.
 */
const PROOF_FIELD: Record<string, string> = { '/change-password': 'currentPassword', '/change-email': 'password' };
/** The address change a verify-email request is about to make, read from its signed token. */
const pendingEmailChange = defineRequestState<EmailChange | null>(() => null);

/** The endpoints that sign a browser in, each making a new session. */
const SIGN_IN_PATHS = new Set(['/sign-up/email', '/sign-in/email', PASSKEY_SIGN_IN_PATH]);

/** better-auth's own answer to a reset request, whatever the address. */
const RESET_ANSWER = 'If this email exists in our system, check your email for the reset link';

/** Three mails of a kind per account, then one each 20 minutes, then an hour's wait; forgotten after an hour. */
const ACCOUNT_MAILS: FailurePolicy = { free: 3, firstDelay: 20 * 60, maxDelay: 60 * 60, forgetAfter: 60 * 60 };
const resetMailKey = (userId: string) => `mail-reset:${userId}`;
const verifyMailKey = (userId: string) => `mail-verify:${userId}`;

/**
 * The product's rules inside better-auth, where they hold whatever the request's encoding and
 * whichever endpoint or server-side call reaches them (decision 019):
 * - sign-in: the per-account/device/address limits on the email better-auth itself parsed, and the
 *   second factor checked when, and wherever, a session is about to be created;
 * - every password check of a signed-in person shares one per-account limit;
 * - a password change always ends the other sessions;
 * - a name is validated like sign-up on every path that sets one, and no image is ever stored.
 */
export function authRules(deps: {
  db: Db;
  twoFactor: TwoFactor;
  mail: AccountMail;
  secret: string;
  secureCookies: boolean;
  appUrl: string;
  /** The breached-password lookup, when the operator configured one (PWNED_PASSWORDS_URL). */
  breached?: BreachCheck | null;
}) {
  const { db, twoFactor, mail, secret, secureCookies, appUrl } = deps;
  // Behind https the device cookie is __Secure- (ASVS 3.3.1): it is scoped to /api/auth, which __Host- forbids.
  const deviceCookie = secureCookies ? `__Secure-${DEVICE_COOKIE}` : DEVICE_COOKIE;
  const limits = signInLimits(db);
  const proofs = proofChecks(db);
  const proof = accountProof({ db, twoFactor, proofs });
  const accountMails = failureCounter(db, ACCOUNT_MAILS);
  const links = mailLinks(appUrl);

  /**
   * At most a few reset or verification mails per account an hour, whoever asks and from wherever:
   * past that the request is answered as always and nothing is sent, so the answer still says
   * nothing about the address, and nobody can fill a person's inbox.
   */
  async function underMailLimit(key: string) {
    if ((await accountMails.wait(key)) > 0) return false;
    await accountMails.failed(key);
    return true;
  }

  const before = createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    // Sign-up, change and reset: a guessable new password is refused before anything is checked or sent.
    await refuseGuessablePassword(ctx, deps.breached);
    if (ctx.path === '/verify-email') {
      await pendingEmailChange.set(await emailChangeIn(ctx.query?.token, secret));
      return;
    }
    if (ctx.path === '/request-password-reset') {
      // The same work for every address (issue 26, finding 6): the request is queued as it is, and the
      // outbox's worker finds whether an account has it. Looking it up here took a known address longer.
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return; // better-auth refuses it
      await mail.request('reset_request', email);
      securityEvent('password_reset_requested', {});
      return ctx.json({ status: true, message: RESET_ANSWER });
    }
    if (ctx.path === '/sign-up/email') {
      const parsed = signUpRequestSchema.safeParse(body);
      if (!parsed.success) throw validationFailed(parsed.error.issues[0]?.message ?? 'errors.invalidInput');
      return;
    }
    if (ctx.path === '/sign-in/email') {
      if (typeof body.email !== 'string') return; // better-auth refuses it; nobody can sign in without one
      const cookie = await ctx.getSignedCookie(deviceCookie, secret);
      const attempt = describeAttempt(secret, body.email, cookie, ctx.headers?.get(CLIENT_IP_HEADER) ?? null);
      try {
        await limits.check(attempt);
      } catch (error) {
        const account_id = await accountIdOf(body.email);
        securityEvent('sign_in', { account_id, outcome: 'failure', factor: 'password', reason: 'limited' });
        throw error;
      }
      const code = typeof body.code === 'string' && body.code.length <= 20 ? body.code : null;
      await pendingSignIn.set({ attempt, code, email: body.email, secondFactor: null });
      return;
    }
    const passwordField = PROOF_FIELD[ctx.path];
    if (passwordField) {
      const userId = (await getSessionFromCtx(ctx))?.user.id;
      if (!userId) return; // better-auth answers 401
      // All or nothing: every proof is checked here, before better-auth changes anything or sends a mail.
      await proof.all(userId, { password: body[passwordField], code: body.code });
      if (ctx.path === '/change-password') {
        await provenChange.set(userId);
        return { context: { body: { ...body, revokeOtherSessions: true } } };
      }
      await provenEmailChange.set(userId);
    }
  });

  /** The browser that just signed up or in is now a known device for this account. */
  const rememberThisDevice = async (ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0], tag: string) => {
    const entries = parseDeviceCookie(await ctx.getSignedCookie(deviceCookie, secret));
    await ctx.setSignedCookie(deviceCookie, rememberDevice(entries, tag), secret, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
      path: '/api/auth',
      maxAge: DEVICE_COOKIE_MAX_AGE,
    });
  };

  /**
   * A new session made from a browser replaces the one that browser already had (ASVS 7.2.4), whoever's
   * it was: the earlier token, possibly seen by someone else, stops working at the new sign-in.
   */
  const endReplacedSession = async (ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0], made: string) => {
    const earlier = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
    if (earlier && earlier !== made) await ctx.context.internalAdapter.deleteSession(earlier);
  };

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const signedIn = ctx.context.newSession;
    if (signedIn && SIGN_IN_PATHS.has(ctx.path)) await endReplacedSession(ctx, signedIn.session.token);
    if (ctx.path === '/sign-up/email' && signedIn) {
      await rememberThisDevice(ctx, emailTag(secret, signedIn.user.email));
      return;
    }
    if (ctx.path === PASSKEY_SIGN_IN_PATH && signedIn) {
      // Like a password sign-in: a device this account never used before is told to the owner.
      const tag = emailTag(secret, signedIn.user.email);
      const known = parseDeviceCookie(await ctx.getSignedCookie(deviceCookie, secret)).some((e) => e.tag === tag);
      await rememberThisDevice(ctx, tag);
      if (!known) await mailNewDevice(mail, signedIn.user.id, ctx.headers?.get('user-agent') ?? null, links.security);
      securityEvent('sign_in', { account_id: signedIn.user.id, outcome: 'success', factor: 'passkey' });
      return;
    }
    if (ctx.path === '/verify-email') {
      const change = await pendingEmailChange.get();
      if (change && !isAPIError(returned)) {
        await emailChanged(db, mail, links, change);
        securityEvent('email_change_confirmed', { account_id: change.userId });
      }
      return;
    }
    if (ctx.path === '/sign-in/email') {
      const pending = await pendingSignIn.get();
      if (!pending) return;
      if (signedIn) {
        await limits.succeeded(pending.attempt);
        await rememberThisDevice(ctx, pending.attempt.tag);
        if (!pending.attempt.device)
          await mailNewDevice(mail, signedIn.user.id, ctx.headers?.get('user-agent') ?? null, links.security);
        const password = (ctx.body as { password?: unknown }).password;
        if (typeof password === 'string') await upgradeHash(db, signedIn.user.id, password);
        const factor = pending.secondFactor ?? 'password';
        securityEvent('sign_in', { account_id: signedIn.user.id, outcome: 'success', factor });
      } else if (isAPIError(returned) && (returned.statusCode === 401 || returned.statusCode === 403)) {
        // 401: no such account or a wrong password (one answer for both); 403: right, but unconfirmed address.
        if (returned.statusCode === 401) await limits.failed(pending.attempt);
        securityEvent('sign_in', {
          account_id: await accountIdOf(pending.email),
          outcome: 'failure',
          factor: 'password',
          reason: returned.statusCode === 401 ? 'wrong_password' : 'address_unconfirmed',
        });
      }
      return;
    }
    if (ctx.path === '/change-password') {
      const userId = await provenChange.get();
      // Told when it is done, never for a change that was refused.
      if (userId && !isAPIError(returned)) {
        await mail.send(userId, 'password_changed', { url: links.forgotPassword });
        securityEvent('password_changed', { account_id: userId });
      }
      return;
    }
    if (ctx.path === '/change-email') {
      const userId = await provenEmailChange.get();
      if (userId && !isAPIError(returned)) securityEvent('email_change_requested', { account_id: userId });
    }
  });

  /**
   * Runs before better-auth stores any session, on every path that makes one: with two-factor on, a
   * session stands only on a sign-in that carried a valid code, or on a passkey ceremony this request
   * verified for the same account (a passkey with user verification is two factors in itself, decision
   * 037). Any other way to a session is refused for such an account rather than trusted.
   */
  async function beforeSessionCreate(created: { userId: string }, context?: { path?: string } | null) {
    if (!(await twoFactor.enabled(created.userId))) return;
    if (await passkeyVerified(created.userId, context?.path)) return;
    // A password change replaces the session it was made from; its code was checked up front.
    if ((await hasRequestState()) && (await provenChange.get()) === created.userId) return;
    const pending = (await hasRequestState()) ? await pendingSignIn.get() : null;
    const account_id = created.userId;
    if (!pending?.code) {
      // The password was right: the code is asked next. Logged, since it says someone knows the password.
      securityEvent('sign_in', { account_id, outcome: 'failure', factor: 'code', reason: 'code_required' });
      throw new AppError(401, 'two_factor_required', 'errors.twoFactor.two_factor_required');
    }
    const factor = codeFactor(pending.code);
    if (!(await twoFactor.verify(created.userId, pending.code))) {
      await limits.failed(pending.attempt);
      securityEvent('sign_in', { account_id, outcome: 'failure', factor, reason: 'invalid_code' });
      throw new AppError(401, 'invalid_code', 'errors.twoFactor.invalid_code');
    }
    pending.secondFactor = factor;
  }

  /** The account an address belongs to, if any: events name accounts by id, never by address. */
  async function accountIdOf(email: string) {
    const [found] = await db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(eq(schema.user.email, email.trim().toLowerCase()));
    return found?.id ?? null;
  }

  /** better-auth's `afterEmailVerification`: a first confirmation (an address change has its own event). */
  async function emailVerified(user: { id: string }) {
    if ((await hasRequestState()) && (await pendingEmailChange.get())) return;
    securityEvent('email_confirmed', { account_id: user.id });
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
    proof,
    emailVerified,
    /** A reset mail, under the per-account mail limit; the link is made only when the mail is sent. */
    async mailReset(userId: string, link: () => Promise<string>) {
      if (await underMailLimit(resetMailKey(userId))) await mail.send(userId, 'reset_password', { url: await link() });
    },
    /** A verification mail (sign-up, a resend, or a new address to confirm), under the same kind of limit. */
    async mailVerification(userId: string, to: string, newAddress: boolean, url: string) {
      if (await underMailLimit(verifyMailKey(userId)))
        await mail.send(userId, newAddress ? 'email_change_verify' : 'verify_email', { to, url });
    },
    /** After deletion no limit row names the person, not even by a keyed hash. */
    async forgetLimits(email: string, userId: string) {
      await db
        .delete(schema.requestLimits)
        .where(
          inArray(schema.requestLimits.key, [
            accountKey(emailTag(secret, email)),
            proofKey(userId),
            resetMailKey(userId),
            verifyMailKey(userId),
          ]),
        );
      await forgetAccountLimits(db, [userId, emailTag(secret, email)]);
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

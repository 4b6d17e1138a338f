import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import { signUpRequestSchema } from '../domain/auth-forms.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../domain/limits.ts';
import { describeRemoved, removeSecondWaysIn } from './account/ways-in.ts';
import type { Db } from './db/client.ts';
import * as schema from './db/schema.ts';
import type { Env } from './env.ts';
import { CLIENT_IP_HEADER } from './http/client-ip.ts';
import type { Logger } from './logger.ts';
import { type AccountMail, mailLinks } from './mail/account-mail.ts';
import { passkeyService } from './passkeys/service.ts';
import { passkeySignIn } from './passkeys/sign-in-plugin.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { ensureProfile, recordConsent, updateProfile } from './profile/service.ts';
import { securityEvent } from './security-events.ts';
import { breachedPasswords } from './sign-in/breached.ts';
import { authRules } from './sign-in/hooks.ts';
import type { TwoFactor } from './two-factor/service.ts';

/**
 * A session ends after 12 hours without use, and is extended by use at most once an hour (decision 050):
 * family phones and tablets are shared, and what they open is a marriage's or a child's answers. Whatever
 * its use, it ends 30 days after its sign-in: the database caps every expiry it stores (migration 0018).
 */
export const SESSION_EXPIRES_IN_SECONDS = 12 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60;
export const SESSION_ABSOLUTE_DAYS = 30;
/**
 * The session cookie's name (decision 058, ASVS 3.3.3). Behind https it is `__Host-`: the browser keeps
 * it only when it is Secure, has Path=/ and no Domain, so neither a sibling subdomain nor a plain-http
 * answer can set or replace it. Over http (development, tests) there is no prefix to have.
 */
export const sessionCookieName = (appUrl: string) =>
  appUrl.startsWith('https://') ? '__Host-better-auth.session_token' : 'better-auth.session_token';
/** Every name a session cookie has had: what deletion clears. `__Secure-` was the name behind https before issue 27. */
export const SESSION_COOKIE_NAMES = [
  '__Host-better-auth.session_token',
  '__Secure-better-auth.session_token',
  'better-auth.session_token',
];

/** A reset link works once, for half an hour (issue 17); a verification link for a day. */
export const RESET_TOKEN_SECONDS = 30 * 60;
export const VERIFY_TOKEN_SECONDS = 24 * 60 * 60;

export function createAuth(
  db: Db,
  env: Pick<Env, 'appUrl' | 'authSecret' | 'trustedOrigins' | 'emailVerification' | 'pwnedPasswordsUrl'>,
  twoFactor: TwoFactor,
  mail: AccountMail,
  logger?: Logger,
) {
  const secureCookies = env.appUrl.startsWith('https://');
  const rules = authRules({
    db,
    twoFactor,
    mail,
    secret: env.authSecret,
    secureCookies,
    appUrl: env.appUrl,
    breached: env.pwnedPasswordsUrl ? breachedPasswords(env.pwnedPasswordsUrl) : null,
  });
  const links = mailLinks(env.appUrl);
  const required = env.emailVerification === 'required';
  const auth = betterAuth({
    appName: 'Wifaq',
    baseURL: env.appUrl,
    basePath: '/api/auth',
    secret: env.authSecret,
    trustedOrigins: env.trustedOrigins,
    telemetry: { enabled: false },
    // better-auth's own messages go to the app's structured log (it never logs credentials).
    logger: {
      disabled: !logger,
      // Some of its messages name an address ("Sign-up attempt for existing email: …"): never logged.
      log: (level, message) => logger?.[level]({ source: 'better-auth' }, withoutAddresses(message)),
    },
    // The product's rules throw the app's own errors (AppError): they leave better-auth's router and
    // are answered by the API's error handler, in the caller's language.
    onAPIError: { throw: true },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    // Stated here because the fast session path (http/session.ts) follows the same refresh rule.
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      // `required`: no session until the address is confirmed; a sign-up with a taken address then
      // answers exactly like a new one, and the owner gets a notice instead (decision 034).
      requireEmailVerification: required,
      onExistingUserSignUp: ({ user }) => mail.send(user.id, 'sign_up_existing', { url: links.forgotPassword }),
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The link opens the product's own page; the token rides in the fragment, never in a log.
      sendResetPassword: ({ user, token }) => rules.mailReset(user.id, async () => links.resetPassword(token)),
      // A reset proves the inbox. For an address nobody had confirmed before, that is the first proof
      // the account is its owner's: whatever else was added before it (a passkey, two-factor) may be
      // the squatter's who signed up first, and goes (issue 26).
      onPasswordReset: async ({ user }) => {
        const removed = user.emailVerified ? null : await firstProofOfInbox(db, user.id);
        const factors_removed = removed !== null && (removed.twoFactor || removed.passkeys.length > 0);
        securityEvent('password_reset', { account_id: user.id, factors_removed });
        await mail.send(user.id, 'password_reset_done', {
          url: links.forgotPassword,
          removed: removed ? describeRemoved(removed) : '',
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: required,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_TOKEN_SECONDS,
      afterEmailVerification: rules.emailVerified,
      // Also the confirmation of a new address (change-email): then it goes to the new address.
      sendVerificationEmail: ({ user, token }) =>
        rules.mailVerification(user.id, user.email, changesEmail(token), links.verifyEmail(token)),
    },
    // Confirmed from the new address; the old one is told and can undo it (account/email-change.ts).
    user: { changeEmail: { enabled: true } },
    hooks: rules.hooks,
    // Signing in with a passkey (decision 037); adding and removing them are the app's own routes.
    plugins: [passkeySignIn(passkeyService(db, env.appUrl))],
    // On in every environment (better-auth only enables it in production by default); counters in the
    // database so several instances share them. Reading the session is never limited: a family behind
    // one home router, or everyone on a carrier's shared address, must never be signed out by a limiter.
    // Sign-in, sign-up and the security changes are limited by the product itself, per person and per
    // person at an address under a ceiling per address (http/rate-limit.ts, decision 052): better-auth
    // counts per address only, which told a couple on one router apart from nobody.
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/get-session': false,
        '/sign-in/email': false,
        '/sign-up/email': false,
        '/change-password': false,
        '/change-email': false,
        // Per address; each account also gets at most a few such mails an hour (sign-in/hooks.ts).
        '/request-password-reset': { window: 600, max: 5 },
        '/send-verification-email': { window: 600, max: 5 },
        '/reset-password': { window: 600, max: 10 },
        // '/verify-email' is not served by the handler: POST /api/auth/verify-email calls auth.api.verifyEmail,
        // limited by rate-limit.ts's VERIFY_EMAIL_LIMIT (ASVS 3.5.3).
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Behind https every better-auth cookie is `__Host-better-auth.…`, Secure, Path=/, no Domain
      // (sessionCookieName above). better-auth's own secure mode would prefix `__Secure-` instead, so it
      // is off, and Secure is set here.
      useSecureCookies: false,
      cookiePrefix: secureCookies ? '__Host-better-auth' : 'better-auth',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookies },
    },
    databaseHooks: {
      session: rules.databaseHooks.session,
      user: {
        create: {
          before: rules.databaseHooks.user.create.before,
          // The spec creates the profile at sign-up with full_name; doing it here keeps one code path
          // for every way an account can be created.
          after: async (created, context) => {
            await ensureProfile(db, { id: created.id, email: created.email, full_name: created.name });
            securityEvent('sign_up', { account_id: created.id });
            // The sign-up rules refused any sign-up without `consent: true`; record when it was given.
            const body = context?.body as { consent?: unknown; profile?: unknown } | undefined;
            if (body?.consent === true) await recordConsent(db, created.id);
            // Step 2 of the form, already validated by the same rules.
            const profile = signUpRequestSchema.shape.profile.safeParse(body?.profile);
            if (profile.success && profile.data) await updateProfile(db, created, profile.data);
          },
        },
        update: rules.databaseHooks.user.update,
      },
    },
  });
  /** A single-use reset link of better-auth's own kind, for the owner who took the account back. */
  async function resetLink(userId: string) {
    const context = await auth.$context;
    const token = randomBytes(24).toString('base64url');
    await context.internalAdapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: userId,
      expiresAt: new Date(Date.now() + RESET_TOKEN_SECONDS * 1000),
    });
    return links.resetPassword(token);
  }
  /**
   * The outbox's side of a reset request (sign-in/hooks.ts queues every one alike): a link only for an
   * address an account has, under the per-account mail limit.
   */
  async function mailResetTo(address: string) {
    const [found] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, address));
    if (found) await rules.mailReset(found.id, () => resetLink(found.id));
  }
  return Object.assign(auth, {
    mailResetTo,
    proofs: rules.proofs,
    proof: rules.proof,
    forgetLimits: rules.forgetLimits,
    resetLink,
  });
}

/** The first reset of an unconfirmed address: confirmed now, and the ways in added before it removed. */
async function firstProofOfInbox(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    await tx.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, userId));
    return removeSecondWaysIn(tx, userId);
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Whether a verification token better-auth just made confirms a new address (its payload names `updateTo`). */
function changesEmail(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      updateTo?: unknown;
    };
    return typeof payload.updateTo === 'string';
  } catch {
    return false;
  }
}

const withoutAddresses = (message: string) => message.replace(/[^\s@:]+@[^\s@]+/g, '[address]');

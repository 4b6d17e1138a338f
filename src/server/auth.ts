import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MAX, PASSWORD_MIN } from '../domain/limits.ts';
import type { Db } from './db/client.ts';
import * as schema from './db/schema.ts';
import type { Env } from './env.ts';
import { CLIENT_IP_HEADER } from './http/client-ip.ts';
import type { Logger } from './logger.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { ensureProfile, recordConsent } from './profile/service.ts';
import { authRules } from './sign-in/hooks.ts';
import type { TwoFactor } from './two-factor/service.ts';

/** Sessions last a week and are extended when used, at most once a day (better-auth's defaults). */
export const SESSION_EXPIRES_IN_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
export const SESSION_COOKIE_NAMES = ['__Secure-better-auth.session_token', 'better-auth.session_token'];

export function createAuth(
  db: Db,
  env: Pick<Env, 'appUrl' | 'authSecret' | 'trustedOrigins'>,
  twoFactor: TwoFactor,
  logger?: Logger,
) {
  const secureCookies = env.appUrl.startsWith('https://');
  const rules = authRules({ db, twoFactor, secret: env.authSecret, secureCookies });
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
      log: (level, message) => logger?.[level]({ source: 'better-auth' }, message),
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
    },
    hooks: rules.hooks,
    // On in every environment (better-auth only enables it in production by default); counters in the
    // database so several instances share them. Sign-in and sign-up keep better-auth's 3 per 10 s per
    // address. Reading the session is never limited: a family behind one home router, or everyone on a
    // carrier's shared address, must never be signed out by a limiter.
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: { '/get-session': false, '/change-password': { window: 600, max: 5 } },
    },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
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
            // The sign-up rules refused any sign-up without `consent: true`; record when it was given.
            if ((context?.body as { consent?: unknown } | undefined)?.consent === true) {
              await recordConsent(db, created.id);
            }
          },
        },
        update: rules.databaseHooks.user.update,
      },
    },
  });
  return Object.assign(auth, { proofs: rules.proofs, forgetLimits: rules.forgetLimits });
}

export type Auth = ReturnType<typeof createAuth>;

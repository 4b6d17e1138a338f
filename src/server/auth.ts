import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import { PASSWORD_MAX, PASSWORD_MIN } from '../domain/limits.ts';
import type { Db } from './db/client.ts';
import * as schema from './db/schema.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { ensureProfile, recordConsent } from './profile/service.ts';

/**
 * The header better-auth reads the client address from. The app sets it from the socket (or from a
 * trusted proxy's X-Forwarded-For) and removes any value a client sent, so it cannot be spoofed.
 */
export const CLIENT_IP_HEADER = 'x-wifaq-client-ip';

/** Sessions last a week and are extended when used, at most once a day (better-auth's defaults). */
export const SESSION_EXPIRES_IN_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
export const SESSION_COOKIE_NAMES = ['__Secure-better-auth.session_token', 'better-auth.session_token'];

export function createAuth(db: Db, env: Pick<Env, 'appUrl' | 'authSecret' | 'trustedOrigins'>, logger?: Logger) {
  return betterAuth({
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
    hooks: {
      // After a successful sign-in the password is known to be right: an older hash is replaced.
      after: createAuthMiddleware(async (ctx) => {
        const signedIn = ctx.context.newSession?.user.id;
        const password = (ctx.body as { password?: unknown } | undefined)?.password;
        if (ctx.path !== '/sign-in/email' || !signedIn || typeof password !== 'string') return;
        await upgradeHash(db, signedIn, password);
      }),
    },
    // On in every environment (better-auth only enables it in production by default); counters in the
    // database so several instances share them. Sign-in and sign-up keep better-auth's 3 per 10 s.
    // Changing the password proves knowledge of the current one: as guessable as sign-in.
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: { '/change-password': { window: 600, max: 5 } },
    },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: {
        create: {
          // The spec creates the profile at sign-up with full_name; doing it here keeps one code path
          // for every way an account can be created.
          after: async (created, context) => {
            await ensureProfile(db, { id: created.id, email: created.email, full_name: created.name });
            // The bridge refused any sign-up without `consent: true`; record when it was given.
            if ((context?.body as { consent?: unknown } | undefined)?.consent === true) {
              await recordConsent(db, created.id);
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

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

import { and, desc, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { accountProofSchema } from '../../domain/account-requests.ts';
import { beginTwoFactorSchema, disableTwoFactorSchema, enableTwoFactorSchema } from '../../domain/security-requests.ts';
import type { Auth } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { session } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ClientIpResolver } from '../http/client-ip.ts';
import { readJson } from '../http/json.ts';
import { rateLimit, SECURITY_LIMIT } from '../http/rate-limit.ts';
import { requireUser } from '../http/session.ts';
import { type AccountMail, mailLinks } from '../mail/account-mail.ts';
import { passkeyRoutes } from '../passkeys/routes.ts';
import type { Passkeys } from '../passkeys/service.ts';
import { securityEvent } from '../security-events.ts';
import { requireConfirmedAddress } from '../sign-in/account-proof.ts';
import type { TwoFactor } from './service.ts';

/** /api/security: two-factor, passkeys, and the person's sessions (never their tokens). */
export function securityRoutes(deps: {
  db: Db;
  auth: Auth;
  twoFactor: TwoFactor;
  passkeys: Passkeys;
  clientIp: ClientIpResolver;
  mail: AccountMail;
  appUrl: string;
}) {
  const { db, auth, twoFactor, passkeys, clientIp, mail } = deps;
  const resetUrl = mailLinks(deps.appUrl).forgotPassword;
  // One allowance per person and per person at an address, under the address's ceiling (decision 052).
  const guessLimit = rateLimit({ db, clientIp, ...SECURITY_LIMIT });
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const me = requireUser(c);
        const current = c.get('session')?.id;
        const sessions = await db
          .select({
            id: session.id,
            created_at: session.createdAt,
            updated_at: session.updatedAt,
            expires_at: session.expiresAt,
            ip_address: session.ipAddress,
            user_agent: session.userAgent,
          })
          .from(session)
          .where(eq(session.userId, me.id))
          .orderBy(desc(session.updatedAt));
        return c.json({
          two_factor: {
            enabled: await twoFactor.enabled(me.id),
            backup_codes_left: await twoFactor.backupCodesLeft(me.id),
          },
          // Names and dates: the keys themselves never leave the server.
          passkeys: await passkeys.list(me.id),
          sessions: sessions.map((s) => ({ ...s, current: s.id === current })),
        });
      })
      .use('/passkeys/*', guessLimit)
      .route('/passkeys', passkeyRoutes({ auth, passkeys, mail, resetUrl }))
      .post('/two-factor/setup', guessLimit, async (c) => {
        const me = requireUser(c);
        requireConfirmedAddress(me);
        const { password } = await readJson(c, beginTwoFactorSchema);
        await auth.proof.password(me.id, password);
        return c.json(await twoFactor.beginSetup(me.id, me.email));
      })
      .post('/two-factor/enable', guessLimit, async (c) => {
        const me = requireUser(c);
        requireConfirmedAddress(me);
        const { code } = await readJson(c, enableTwoFactorSchema);
        const backupCodes = await twoFactor.confirmSetup(me.id, code);
        await mail.send(me.id, 'two_factor_on', { url: resetUrl });
        securityEvent('two_factor_enabled', { account_id: me.id });
        return c.json({ backup_codes: backupCodes });
      })
      .post('/two-factor/disable', guessLimit, async (c) => {
        const me = requireUser(c);
        const { password, code } = await readJson(c, disableTwoFactorSchema);
        await auth.proof.all(me.id, { password, code });
        await twoFactor.disable(me.id);
        await mail.send(me.id, 'two_factor_off', { url: resetUrl });
        securityEvent('two_factor_disabled', { account_id: me.id });
        return c.json({ enabled: false });
      })
      // Ending sessions takes the proof too (issue 27): a stolen session must not sign its owner out.
      .post('/sessions/revoke-others', guessLimit, async (c) => {
        const me = requireUser(c);
        await auth.proof.all(me.id, await readJson(c, accountProofSchema));
        const current = c.get('session')?.id ?? '';
        const revoked = await db
          .delete(session)
          .where(and(eq(session.userId, me.id), ne(session.id, current)))
          .returning({ id: session.id });
        securityEvent('sessions_revoked', { account_id: me.id, count: revoked.length });
        return c.json({ revoked: revoked.length });
      })
      .delete('/sessions/:id', guessLimit, async (c) => {
        const me = requireUser(c);
        const id = c.req.param('id');
        // Someone else's session is not found, before any password is asked or checked.
        const [own] = isUuid(id)
          ? await db
              .select({ id: session.id })
              .from(session)
              .where(and(eq(session.id, id), eq(session.userId, me.id)))
          : [];
        if (!own) throw notFound();
        await auth.proof.all(me.id, await readJson(c, accountProofSchema));
        const revoked = await db
          .delete(session)
          .where(and(eq(session.id, id), eq(session.userId, me.id)))
          .returning({ id: session.id });
        if (revoked.length === 0) throw notFound();
        securityEvent('sessions_revoked', { account_id: me.id, count: 1 });
        return c.body(null, 204);
      })
  );
}

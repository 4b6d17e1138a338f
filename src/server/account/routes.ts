import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { deleteAccountSchema, exportAccountSchema, undoEmailChangeSchema } from '../../domain/account-requests.ts';
import { type Auth, SESSION_COOKIE_NAMES } from '../auth.ts';
import type { Billing } from '../billing/service.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ClientIpResolver } from '../http/client-ip.ts';
import { readJson } from '../http/json.ts';
import { rateLimit, SECURITY_LIMIT, UNDO_LIMIT } from '../http/rate-limit.ts';
import { requireUser } from '../http/session.ts';
import type { AccountMail } from '../mail/account-mail.ts';
import { linkEndedBy } from '../pairs/couple.ts';
import { securityEvent } from '../security-events.ts';
import type { TwoFactor } from '../two-factor/service.ts';
import { undoEmailChange } from './email-change.ts';
import { deleteAccount, exportAccount } from './service.ts';

/** /api/account: the person's data rights: a copy of everything, and deletion. */
export function accountRoutes(deps: {
  db: Db;
  auth: Auth;
  clientIp: ClientIpResolver;
  twoFactor: TwoFactor;
  mail: AccountMail;
  billing: Pick<Billing, 'cancelForDeletion'>;
  appUrl: string;
}) {
  const { db, auth, clientIp, twoFactor, mail, billing, appUrl } = deps;
  const undoLimit = rateLimit({ db, clientIp, ...UNDO_LIMIT });
  // Deletion and export ask for the password: limit guesses at it like sign-in does.
  const deleteLimit = rateLimit({ db, clientIp, ...SECURITY_LIMIT });
  return (
    new Hono<AppEnv>()
      // The same proof as deletion: the export holds the private safety answers, which a session alone
      // (a phone left signed in) never reads anywhere (decision 030, issue 26).
      .post('/export', deleteLimit, async (c) => {
        const me = requireUser(c);
        const { password, code } = await readJson(c, exportAccountSchema);
        await auth.proof.all(me.id, { password, code });
        const day = new Date().toISOString().slice(0, 10);
        c.header('Content-Disposition', `attachment; filename="wifaq-export-${day}.json"`);
        c.header('Cache-Control', 'no-store');
        const copy = await exportAccount(db, me.id, twoFactor);
        securityEvent('account_exported', { account_id: me.id });
        return c.json(copy);
      })
      .post('/delete', deleteLimit, async (c) => {
        const me = requireUser(c);
        const { password, code } = await readJson(c, deleteAccountSchema);
        // Says that nothing was deleted, so a person is not left wondering.
        await auth.proof.all(me.id, { password, code }, 'errors.account.invalidPassword');
        await billing.cancelForDeletion(me.id);
        // Rendered and queued before the account (and its language) is gone; the row names no account.
        await mail.send(me.id, 'account_deleted');
        const by = await linkEndedBy(db, me.id, appUrl, 'partner_account_deleted');
        const { formerPartnerId } = await deleteAccount(db, me.id);
        // The partner is told the link ended and that their copy of the reports stays (decision 062).
        if (formerPartnerId) await mail.send(formerPartnerId, 'partner_account_deleted', by);
        await auth.forgetLimits(me.email, me.id);
        securityEvent('account_deleted', { account_id: me.id });
        // Each session cookie is cleared with the attributes it was set with: a browser ignores a
        // __Secure- or __Host- cookie, even one that deletes it, unless it says Secure.
        for (const name of SESSION_COOKIE_NAMES) {
          const secure = name.startsWith('__Secure-') || name.startsWith('__Host-');
          deleteCookie(c, name, { path: '/', httpOnly: true, sameSite: 'Lax', secure });
        }
        return c.json({ deleted: true });
      })
      // From the link mailed to the old address: no session needed (whoever changed it may hold them all).
      .post('/email-change/undo', undoLimit, async (c) => {
        const { token } = await readJson(c, undoEmailChangeSchema);
        return c.json(await undoEmailChange({ db, mail, resetLink: auth.resetLink }, token));
      })
  );
}

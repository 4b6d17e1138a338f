import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { Hono } from 'hono';
import { addPasskeySchema, beginPasskeySchema, removePasskeySchema } from '../../domain/security-requests.ts';
import type { Auth } from '../auth.ts';
import { isUuid } from '../db/ids.ts';
import { notFound } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/json.ts';
import { requireUser } from '../http/session.ts';
import type { AccountMail } from '../mail/account-mail.ts';
import { securityEvent } from '../security-events.ts';
import { requireConfirmedAddress } from '../sign-in/account-proof.ts';
import type { Passkeys } from './service.ts';

/**
 * /api/security/passkeys: adding and removing the signed-in person's passkeys (decision 037). Signing in
 * with one is better-auth's (sign-in-plugin.ts). The caller applies the per-address limit; the password
 * and code checks share the per-account proof limit.
 */
export function passkeyRoutes(deps: {
  auth: Auth;
  passkeys: Passkeys;
  mail: AccountMail;
  /** Where the notices point, should the change not be the owner's. */
  resetUrl: string;
}) {
  const { auth, passkeys, mail, resetUrl } = deps;
  return (
    new Hono<AppEnv>()
      // Step 1: the proof, then the options for navigator.credentials.create(). A passkey is a way in that
      // needs no code, so while two-factor is on the code is asked too.
      .post('/options', async (c) => {
        const me = requireUser(c);
        requireConfirmedAddress(me);
        const { password, code } = await readJson(c, beginPasskeySchema);
        await auth.proof.all(me.id, { password, code });
        return c.json(await passkeys.registrationOptions(me));
      })
      // Step 2: the browser's answer, checked against step 1's challenge (five minutes, once).
      .post('/', async (c) => {
        const me = requireUser(c);
        requireConfirmedAddress(me);
        const { name, response } = await readJson(c, addPasskeySchema);
        const added = await passkeys.register(me.id, name, response as unknown as RegistrationResponseJSON);
        // A new way into the account: the owner hears of it, like two-factor changes.
        await mail.send(me.id, 'passkey_added', { passkey: added.name, url: resetUrl });
        securityEvent('passkey_added', { account_id: me.id, passkey_id: added.id });
        return c.json(added, 201);
      })
      .post('/:id/remove', async (c) => {
        const me = requireUser(c);
        const id = c.req.param('id');
        // Someone else's passkey is not found, before any password is asked or checked.
        if (!isUuid(id) || !(await passkeys.owns(me.id, id))) throw notFound();
        const { password, code } = await readJson(c, removePasskeySchema);
        await auth.proof.all(me.id, { password, code });
        const removed = await passkeys.remove(me.id, id);
        await mail.send(me.id, 'passkey_removed', { passkey: removed, url: resetUrl });
        securityEvent('passkey_removed', { account_id: me.id, passkey_id: id });
        return c.body(null, 204);
      })
  );
}

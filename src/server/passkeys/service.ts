import { randomUUID } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, count, eq, gt, isNotNull, lt } from 'drizzle-orm';
import { PASSKEYS_MAX } from '../../domain/limits.ts';
import type { Db } from '../db/client.ts';
import { account, passkeys, verification } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { securityEvent } from '../security-events.ts';

/** A ceremony must be finished within five minutes of its options (WebAuthn's own timeout is shorter). */
export const CEREMONY_SECONDS = 5 * 60;

/**
 * EdDSA, ES256 and RS256: what every passkey provider uses. Named here rather than left to the library,
 * whose default probes the runtime for post-quantum algorithms and makes Node print an experimental
 * warning into the server's log.
 */
const ALGORITHMS = [-8, -7, -257];

const passkeyError = (status: 400 | 401 | 409, code: string) => new AppError(status, code, `errors.passkeys.${code}`);

/**
 * The relying party is the app's own address (env.appUrl): its host name is the RP ID and its origin the
 * only one a ceremony may come from, whatever Host or Origin a request claims.
 */
export function relyingParty(appUrl: string) {
  const url = new URL(appUrl);
  return { id: url.hostname, origin: url.origin, name: 'Wifaq' };
}

/**
 * Passkeys (decision 037): adding them to the signed-in person's account, and checking a sign-in with one.
 * The challenges live in better-auth's verification table, each used at most once.
 */
export function passkeyService(db: Db, appUrl: string) {
  const rp = relyingParty(appUrl);

  async function keepChallenge(identifier: string, challenge: string) {
    const now = Date.now();
    // Old, unfinished ceremonies are dropped as new ones start, so the table cannot fill up.
    await db.delete(verification).where(lt(verification.expiresAt, new Date(now)));
    await db
      .insert(verification)
      .values({ identifier, value: challenge, expiresAt: new Date(now + CEREMONY_SECONDS * 1000) });
  }

  /** The challenge for `identifier`, removed in the same statement: a second use finds nothing. */
  async function takeChallenges(identifier: string): Promise<string[]> {
    const rows = await db
      .delete(verification)
      .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())))
      .returning({ value: verification.value });
    return rows.map((r) => r.value);
  }

  const registrationKey = (userId: string) => `passkey-register:${userId}`;
  const signInKey = (ceremony: string) => `passkey-sign-in:${ceremony}`;

  return {
    relyingParty: rp,

    async list(userId: string) {
      return db
        .select({
          id: passkeys.id,
          name: passkeys.name,
          created_at: passkeys.created_at,
          last_used_at: passkeys.last_used_at,
          backed_up: passkeys.backed_up,
        })
        .from(passkeys)
        .where(eq(passkeys.user_id, userId))
        .orderBy(asc(passkeys.created_at));
    },

    /** Options for the browser's navigator.credentials.create(); the caller has checked the proof. */
    async registrationOptions(user: { id: string; email: string; name: string }) {
      const existing = await db
        .select({ id: passkeys.credential_id, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.user_id, user.id));
      if (existing.length >= PASSKEYS_MAX) throw passkeyError(409, 'too_many');
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: user.name,
        // The account's id, not the email: the user handle is stored on the device and must not change.
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        timeout: CEREMONY_SECONDS * 1000,
        // One passkey per device and account: the browser refuses to make a second on the same one.
        excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports?.split(',') })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        supportedAlgorithmIDs: ALGORITHMS,
      });
      await db.delete(verification).where(eq(verification.identifier, registrationKey(user.id)));
      await keepChallenge(registrationKey(user.id), options.challenge);
      return options;
    },

    /** Checks the browser's answer against the person's latest options and stores the new passkey. */
    async register(userId: string, name: string, response: RegistrationResponseJSON) {
      const challenges = await takeChallenges(registrationKey(userId));
      if (challenges.length === 0) throw passkeyError(400, 'ceremony_expired');
      let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo'];
      try {
        const result = await verifyRegistrationResponse({
          response,
          expectedChallenge: (challenge) => challenges.includes(challenge),
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
          supportedAlgorithmIDs: ALGORITHMS,
        });
        info = result.verified ? result.registrationInfo : undefined;
      } catch {
        // The library's message can quote the response: it is not logged or returned.
        info = undefined;
      }
      if (!info) throw passkeyError(400, 'not_verified');
      const { credential } = info;
      const [added] = await db
        .insert(passkeys)
        .values({
          user_id: userId,
          name,
          credential_id: credential.id,
          public_key: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports?.join(',') || null,
          backed_up: info.credentialBackedUp,
        })
        .onConflictDoNothing({ target: passkeys.credential_id })
        .returning({ id: passkeys.id, name: passkeys.name, created_at: passkeys.created_at });
      if (!added) throw passkeyError(409, 'already_registered');
      return added;
    },

    /**
     * Removes one of the person's passkeys (404 for anyone else's) and returns its name. The last one
     * stays while the account has no password: nobody removes their only way in.
     */
    async remove(userId: string, id: string): Promise<string> {
      return db.transaction(async (tx) => {
        const [own] = await tx
          .select({ id: passkeys.id, name: passkeys.name })
          .from(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.user_id, userId)));
        if (!own) throw notFound();
        const [withPassword] = await tx
          .select({ n: count() })
          .from(account)
          .where(and(eq(account.userId, userId), isNotNull(account.password)));
        const [others] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.user_id, userId));
        if (!withPassword?.n && (others?.n ?? 0) <= 1) throw passkeyError(409, 'last_way_in');
        await tx.delete(passkeys).where(eq(passkeys.id, id));
        return own.name;
      });
    },

    /** Whether `id` is one of this person's passkeys (checked before asking for their password). */
    async owns(userId: string, id: string) {
      const [own] = await db
        .select({ id: passkeys.id })
        .from(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.user_id, userId)));
      return Boolean(own);
    },

    /**
     * Options for navigator.credentials.get(), for any account: no email is asked, so the answer says
     * nothing about who has a passkey. Returns the ceremony's id for the caller's cookie.
     */
    async signInOptions() {
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'required',
        timeout: CEREMONY_SECONDS * 1000,
      });
      const ceremony = randomUUID();
      await keepChallenge(signInKey(ceremony), options.challenge);
      return { ceremony, options };
    },

    /**
     * The account a sign-in answer proves, or an error. The answer must match a stored passkey, the
     * ceremony's own challenge (used once), this app's origin and RP ID, and carry user verification.
     */
    async verifySignIn(ceremony: string, response: AuthenticationResponseJSON): Promise<string> {
      const challenges = await takeChallenges(signInKey(ceremony));
      if (challenges.length === 0) throw passkeyError(400, 'ceremony_expired');
      const [stored] = await db.select().from(passkeys).where(eq(passkeys.credential_id, response.id));
      const failed = (account_id: string | null) => {
        securityEvent('sign_in', { account_id, outcome: 'failure', factor: 'passkey', reason: 'passkey_not_verified' });
        return passkeyError(401, 'not_verified');
      };
      if (!stored) throw failed(null);
      let newCounter: number | null = null;
      try {
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: (challenge) => challenges.includes(challenge),
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: stored.credential_id,
            publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
            counter: stored.counter,
            transports: stored.transports?.split(','),
          },
          requireUserVerification: true,
        });
        if (result.verified && result.authenticationInfo.userVerified)
          newCounter = result.authenticationInfo.newCounter;
      } catch {
        newCounter = null;
      }
      if (newCounter === null) throw failed(stored.user_id);
      await db
        .update(passkeys)
        .set({ counter: newCounter, last_used_at: new Date() })
        .where(eq(passkeys.id, stored.id));
      return stored.user_id;
    },
  };
}

export type Passkeys = ReturnType<typeof passkeyService>;

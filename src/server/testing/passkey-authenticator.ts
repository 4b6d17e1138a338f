import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { TestClient } from './test-app.ts';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/** Flags of the authenticator data (WebAuthn §6.1): user present, user verified, attested data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Ceremony {
  /** The origin the browser would put in clientDataJSON (default: the app's own). */
  origin?: string;
  /** false: the authenticator says the person was not verified (no PIN, no biometrics). */
  verified?: boolean;
  /** Overrides the challenge the options carried. */
  challenge?: string;
}

/**
 * A passkey in software, for the API tests: an ECDSA P-256 key with a credential id, answering WebAuthn
 * ceremonies the way a browser and a platform authenticator would ("none" attestation). The browser's
 * real ceremony is covered by the e2e test with Chromium's virtual authenticator.
 */
export function softwarePasskey(appUrl: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const rpId = new URL(appUrl).hostname;
  let counter = 0;
  let userHandle = '';

  const clientData = (type: string, challenge: string, origin: string) =>
    new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  function authData(flags: number, attested?: Uint8Array) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(new TextEncoder().encode(rpId)),
      Buffer.from([flags]),
      count,
      attested ?? Buffer.alloc(0),
    ]);
  }

  return {
    id: b64url(credentialId),

    /** The answer to navigator.credentials.create() for these options. */
    create(options: { challenge: string; user: { id: string } }, ceremony: Ceremony = {}) {
      userHandle = options.user.id;
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x as string, 'base64url')],
          [-3, Buffer.from(jwk.y as string, 'base64url')],
        ]),
      );
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, cose]);
      const flags = UP | AT | (ceremony.verified === false ? 0 : UV);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData(flags, attested)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(
            clientData('webauthn.create', ceremony.challenge ?? options.challenge, ceremony.origin ?? appUrl),
          ),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** The answer to navigator.credentials.get() for these options, signed with the key. */
    get(options: { challenge: string }, ceremony: Ceremony = {}) {
      counter += 1;
      const data = authData(UP | (ceremony.verified === false ? 0 : UV));
      const client = clientData('webauthn.get', ceremony.challenge ?? options.challenge, ceremony.origin ?? appUrl);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}

export type SoftwarePasskey = ReturnType<typeof softwarePasskey>;

/** Adds a software passkey to a signed-in client's account through the real routes. */
export async function addPasskey(
  client: TestClient,
  appUrl: string,
  proof: { password: string; code?: string },
  name = 'Test phone',
) {
  const passkey = softwarePasskey(appUrl);
  await client.confirmAddress();
  const options = await client.json<{ challenge: string; user: { id: string } }>('/api/security/passkeys/options', {
    json: proof,
  });
  if (options.status !== 200) throw new Error(`passkey options failed: ${JSON.stringify(options.body)}`);
  const added = await client.json<{ id: string; name: string }>('/api/security/passkeys', {
    json: { name, response: passkey.create(options.body) },
  });
  if (added.status !== 201) throw new Error(`adding a passkey failed: ${JSON.stringify(added.body)}`);
  return { passkey, id: added.body.id };
}

/** Signs a client in with a passkey through the real endpoints; returns the last response. */
export async function signInWithPasskey(client: TestClient, passkey: SoftwarePasskey, ceremony: Ceremony = {}) {
  const options = await client.json<{ challenge: string }>('/api/auth/passkey/sign-in/options', { json: {} });
  return client.json<{ error?: { code: string }; user?: { id: string } }>('/api/auth/passkey/sign-in', {
    json: { response: passkey.get(options.body, ceremony) },
  });
}

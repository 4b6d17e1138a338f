import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import i18n from '../i18n/index.ts';
import { ApiError, api } from './api.ts';
import type { SessionUser } from './api-client.ts';
import { client, unwrap, withJson } from './api-client.ts';
import { type Proof, proofBody } from './proof.ts';

/**
 * The WebAuthn library (3 KB of gzip), fetched when a ceremony starts rather than with the login and
 * security pages, where most visits never start one (issue #18). Callers ask for it as they ask the
 * server for the ceremony's options, so both arrive together.
 */
function webAuthn() {
  const loading = import('@simplewebauthn/browser');
  // Handled here as well: when the options fail first, nothing awaits it.
  loading.catch(() => undefined);
  return loading;
}
type WebAuthn = Awaited<ReturnType<typeof webAuthn>>;

/**
 * Whether this browser can make and use passkeys at all (false while prerendering): the test
 * @simplewebauthn/browser's `browserSupportsWebAuthn` makes, here so that asking costs no download.
 */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * The browser's ceremony, with its refusals as an ApiError the page can show like any other: the person
 * cancelling (or the prompt timing out) is the common case and says so plainly.
 */
async function ceremony<T>(library: Promise<WebAuthn>, run: (webAuthn: WebAuthn) => Promise<T>): Promise<T> {
  const failed = () => new ApiError(0, 'passkey_failed', i18n.t('passkeys.failed'));
  const loaded = await library.catch(() => {
    throw failed();
  });
  const { WebAuthnError } = loaded;
  try {
    return await run(loaded);
  } catch (failure) {
    const name =
      failure instanceof WebAuthnError ? (failure.cause as Error | undefined)?.name : (failure as Error)?.name;
    if (failure instanceof WebAuthnError && failure.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
      throw new ApiError(0, 'passkey_exists', i18n.t('passkeys.alreadyOnDevice'));
    }
    if (name === 'NotAllowedError' || name === 'AbortError') {
      throw new ApiError(0, 'passkey_cancelled', i18n.t('passkeys.cancelled'));
    }
    throw failed();
  }
}

const passkeyRoutes = client.security.passkeys;

/**
 * Adds a passkey to the signed-in person's account: the proof, then this device's ceremony, then the
 * server's check of the answer (decision 037).
 */
export async function addPasskey(input: { name: string; password: string; code?: string }) {
  const library = webAuthn();
  const options = await unwrap(
    passkeyRoutes.options.$post(
      withJson({}, { password: input.password, ...(input.code ? { code: input.code } : {}) }),
    ),
  );
  const response = await ceremony(library, ({ startRegistration }) =>
    startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }),
  );
  return unwrap(passkeyRoutes.$post(withJson({}, { name: input.name, response })));
}

export const removePasskey = (id: string, proof: Proof) =>
  unwrap(passkeyRoutes[':id'].remove.$post(withJson({ param: { id } }, proofBody(proof))));

/**
 * Signs in with a passkey: better-auth endpoints behind the auth bridge (not typed routes, like the
 * password sign-in), so plain calls. The device offers the passkeys it holds for this site; no email is
 * asked, so nothing is said about who has one.
 */
export async function signInWithPasskey() {
  const library = webAuthn();
  const options = await api<PublicKeyCredentialRequestOptionsJSON>('/api/auth/passkey/sign-in/options', { json: {} });
  const response = await ceremony(library, ({ startAuthentication }) => startAuthentication({ optionsJSON: options }));
  return api<{ user: SessionUser }>('/api/auth/passkey/sign-in', { json: { response } });
}

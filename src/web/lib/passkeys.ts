import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import i18n from '../i18n/index.ts';
import { ApiError, api } from './api.ts';
import type { SessionUser } from './api-client.ts';
import { client, unwrap, withJson } from './api-client.ts';

/** Whether this browser can make and use passkeys at all (false while prerendering). */
export const passkeysSupported = () => typeof window !== 'undefined' && browserSupportsWebAuthn();

/**
 * The browser's ceremony, with its refusals as an ApiError the page can show like any other: the person
 * cancelling (or the prompt timing out) is the common case and says so plainly.
 */
async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (failure) {
    const name =
      failure instanceof WebAuthnError ? (failure.cause as Error | undefined)?.name : (failure as Error)?.name;
    if (failure instanceof WebAuthnError && failure.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
      throw new ApiError(0, 'passkey_exists', i18n.t('passkeys.alreadyOnDevice'));
    }
    if (name === 'NotAllowedError' || name === 'AbortError') {
      throw new ApiError(0, 'passkey_cancelled', i18n.t('passkeys.cancelled'));
    }
    throw new ApiError(0, 'passkey_failed', i18n.t('passkeys.failed'));
  }
}

const passkeyRoutes = client.security.passkeys;

/**
 * Adds a passkey to the signed-in person's account: the proof, then this device's ceremony, then the
 * server's check of the answer (decision 037).
 */
export async function addPasskey(input: { name: string; password: string; code?: string }) {
  const options = await unwrap(
    passkeyRoutes.options.$post(
      withJson({}, { password: input.password, ...(input.code ? { code: input.code } : {}) }),
    ),
  );
  const response = await ceremony(() =>
    startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }),
  );
  return unwrap(passkeyRoutes.$post(withJson({}, { name: input.name, response })));
}

export const removePasskey = (id: string, password: string) =>
  unwrap(passkeyRoutes[':id'].remove.$post(withJson({ param: { id } }, { password })));

/**
 * Signs in with a passkey: better-auth endpoints behind the auth bridge (not typed routes, like the
 * password sign-in), so plain calls. The device offers the passkeys it holds for this site; no email is
 * asked, so nothing is said about who has one.
 */
export async function signInWithPasskey() {
  const options = await api<PublicKeyCredentialRequestOptionsJSON>('/api/auth/passkey/sign-in/options', { json: {} });
  const response = await ceremony(() => startAuthentication({ optionsJSON: options }));
  return api<{ user: SessionUser }>('/api/auth/passkey/sign-in', { json: { response } });
}

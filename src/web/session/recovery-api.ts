import { api } from '../lib/api.ts';
import { type Proof, proofBody } from '../lib/proof.ts';

/** better-auth's recovery endpoints (decision 035); every link they mail opens one of the pages below. */
export const requestPasswordReset = (email: string) =>
  api<{ status: boolean }>('/api/auth/request-password-reset', { json: { email } });
export const resetPassword = (token: string, newPassword: string) =>
  api<{ status: boolean }>('/api/auth/reset-password', { json: { token, newPassword } });
/** The token in the body: a query string is kept by proxies and access logs (ASVS 14.2.1). */
export const verifyEmail = (token: string) => api<{ status: boolean }>('/api/auth/verify-email', { json: { token } });
export const resendVerification = (email: string) =>
  api<{ status: boolean }>('/api/auth/send-verification-email', { json: { email } });
/** A change of address takes the password, and the code while two-factor is on (issue 26). */
export const changeEmail = (newEmail: string, proof: Proof) =>
  api<{ status: boolean }>('/api/auth/change-email', { json: { newEmail, ...proofBody(proof) } });
export const undoEmailChange = (token: string) =>
  api<{ email: string }>('/api/account/email-change/undo', { json: { token } });

/**
 * The token a mailed link carries in its fragment (`#token=…`): the fragment never reaches a server or
 * a log, and it is removed from the address bar once read, so it does not stay in the history.
 */
export function takeFragmentToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token;
}

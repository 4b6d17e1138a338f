import { api } from './api.ts';
import { client, unwrap, withJson } from './api-client.ts';
import { type Proof, proofBody } from './proof.ts';

/*
 * The security changes that take proof (the password or a code from the app), called only by the forms
 * the security page loads on demand. Apart from security-api.ts, whose query options would come with
 * them: a module reached from those forms and from every page that reads data is split into a chunk of
 * its own by the bundler, and React Query's chunk with it (about 0.1 KB more on every page).
 */

const security = client.security;

export const beginTwoFactor = (password: string) =>
  unwrap(security['two-factor'].setup.$post(withJson({}, { password })));
export const enableTwoFactor = (code: string) => unwrap(security['two-factor'].enable.$post(withJson({}, { code })));
export const disableTwoFactor = (password: string, code: string) =>
  unwrap(security['two-factor'].disable.$post(withJson({}, { password, code })));
/**
 * The server always ends the other sessions on a password change. A better-auth endpoint behind the
 * auth bridge: its routes are not typed, so this stays a plain call.
 */
export const changePassword = (currentPassword: string, newPassword: string, code: string) =>
  api<unknown>('/api/auth/change-password', { json: { currentPassword, newPassword, ...proofBody({ code }) } });

/** Signing one device out, or every other one: the password, and a code while two-factor is on (issue 27). */
export const revokeSession = (id: string, proof: Proof) =>
  unwrap(security.sessions[':id'].$delete(withJson({ param: { id } }, proofBody(proof))));
export const revokeOtherSessions = (proof: Proof) =>
  unwrap(security.sessions['revoke-others'].$post(withJson({}, proofBody(proof))));

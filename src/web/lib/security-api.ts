import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';
import { type Answer, client, unwrap, withJson } from './api-client.ts';

const security = client.security;

export type SecurityState = Answer<typeof security.$get>;
export type SessionInfo = SecurityState['sessions'][number];

export const fetchSecurity = () => unwrap(security.$get());
export const beginTwoFactor = (password: string) =>
  unwrap(security['two-factor'].setup.$post(withJson({}, { password })));
export const enableTwoFactor = (code: string) => unwrap(security['two-factor'].enable.$post(withJson({}, { code })));
export const disableTwoFactor = (code: string) => unwrap(security['two-factor'].disable.$post(withJson({}, { code })));
export const revokeSession = (id: string) => unwrap(security.sessions[':id'].$delete({ param: { id } }));
export const revokeOtherSessions = () => unwrap(security.sessions['revoke-others'].$post(withJson({}, {})));
/**
 * The server always ends the other sessions on a password change. A better-auth endpoint behind the
 * auth bridge: its routes are not typed, so this stays a plain call.
 */
export const changePassword = (currentPassword: string, newPassword: string) =>
  api<unknown>('/api/auth/change-password', { json: { currentPassword, newPassword } });

/** The cache's key and reader for the security settings (two-step sign-in and sessions). */
export const securityQueries = {
  state: () => queryOptions({ queryKey: ['security'], queryFn: fetchSecurity }),
};
export type PasskeyInfo = SecurityState['passkeys'][number];

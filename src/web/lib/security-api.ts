import { api } from './api.ts';

export interface SessionInfo {
  id: string;
  created_at: string;
  updated_at: string;
  expires_at: string;
  ip_address: string | null;
  user_agent: string | null;
  current: boolean;
}
export interface SecurityState {
  two_factor: { enabled: boolean; backup_codes_left: number };
  sessions: SessionInfo[];
}

export const fetchSecurity = () => api<SecurityState>('/api/security');
export const beginTwoFactor = (password: string) =>
  api<{ uri: string; secret: string; qr: string }>('/api/security/two-factor/setup', { json: { password } });
export const enableTwoFactor = (code: string) =>
  api<{ backup_codes: string[] }>('/api/security/two-factor/enable', { json: { code } });
export const disableTwoFactor = (code: string) =>
  api<{ enabled: false }>('/api/security/two-factor/disable', { json: { code } });
export const revokeSession = (id: string) =>
  api<null>(`/api/security/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const revokeOtherSessions = () => api<{ revoked: number }>('/api/security/sessions/revoke-others', { json: {} });
/** The server always ends the other sessions on a password change. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  api<unknown>('/api/auth/change-password', { json: { currentPassword, newPassword } });

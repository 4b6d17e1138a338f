import { api } from './api.ts';

export interface CoupleState {
  partner: { id: string; name: string; linked_at: string } | null;
  invitation: { id: string; expires_at: string } | null;
}
export interface NewInvitation {
  id: string;
  token: string;
  url: string;
  expires_at: string;
  emailed: boolean;
}

export const fetchCouple = () => api<CoupleState>('/api/couple');
export const createInvitation = (email?: string) =>
  api<NewInvitation>('/api/couple/invitations', { json: email ? { email } : {} });
export const revokeInvitation = (id: string) =>
  api<null>(`/api/couple/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const lookupInvitation = (token: string) =>
  api<{ inviter_name: string; expires_at: string; already_linked: boolean }>('/api/couple/invitations/lookup', {
    json: { token },
  });
export const acceptInvitation = (token: string) =>
  api<{ partner: CoupleState['partner'] }>('/api/couple/invitations/accept', { json: { token } });
export const declineInvitation = (token: string) => api<null>('/api/couple/invitations/decline', { json: { token } });
export const unlinkPartner = () => api<{ partner: null }>('/api/couple', { method: 'DELETE' });

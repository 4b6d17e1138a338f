import type { z } from 'zod/mini';
import type { signUpRequestSchema } from '../../domain/auth-forms.ts';
import type { Profile, ProfilePatch } from '../../domain/profile.ts';
import { api } from '../lib/api.ts';
import type { SessionUser } from '../lib/api-client.ts';

export type { SessionUser };

export const fetchSession = () => api<{ user: SessionUser } | null>('/api/auth/get-session');
export const signUpRequest = (body: z.input<typeof signUpRequestSchema>) =>
  api<{ user: SessionUser }>('/api/auth/sign-up/email', { json: body });
export const signInRequest = (body: { email: string; password: string; code?: string }) =>
  api<{ user: SessionUser }>('/api/auth/sign-in/email', { json: body });
export const signOutRequest = () => api<unknown>('/api/auth/sign-out', { json: {} });
export const fetchProfile = () => api<Profile>('/api/profile');
export const patchProfile = (patch: ProfilePatch) => api<Profile>('/api/profile', { method: 'PATCH', json: patch });

import { queryOptions } from '@tanstack/react-query';
import { type Answer, client, unwrap } from './api-client.ts';

const security = client.security;

export type SecurityState = Answer<typeof security.$get>;
export type SessionInfo = SecurityState['sessions'][number];

export const fetchSecurity = () => unwrap(security.$get());
// The changes that take proof (ending sessions too) are in security-changes.ts, with the forms that make them.

/** The cache's key and reader for the security settings (two-step sign-in and sessions). */
export const securityQueries = {
  state: () => queryOptions({ queryKey: ['security'], queryFn: fetchSecurity }),
};
export type PasskeyInfo = SecurityState['passkeys'][number];

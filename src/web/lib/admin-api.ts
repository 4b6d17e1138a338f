import { queryOptions } from '@tanstack/react-query';
import type { ContactReplyInput, ContactStatus, FigureWindow } from '../../domain/admin.ts';
import { ApiError } from './api.ts';
import { type Answer, client, unwrap, withJson, withQuery } from './api-client.ts';

const admin = client.admin;
const param = (id: string) => ({ param: { id } });

export type InboxView = Answer<typeof admin.inbox.$get>;
export type ContactMessageView = Answer<(typeof admin.inbox)[':id']['$get']>;
export type PersonView = Answer<(typeof admin.people)[':id']['$get']>;
export type FiguresView = Answer<typeof admin.figures.$get>;
export type AuditView = Answer<typeof admin.audit.$get>;
export type JobsView = Answer<typeof admin.jobs.$get>;

/**
 * What the console is to the signed-in person: it answers 404 to everyone who is not an operator, and
 * 403 `operator_needs_two_factor` to an operator without two-factor sign-in (decision 058).
 */
export type OperatorAccess = 'console' | 'needs_two_factor' | 'none';

export async function fetchOperatorAccess(): Promise<OperatorAccess> {
  try {
    await unwrap(admin.me.$get());
    return 'console';
  } catch (error) {
    if (error instanceof ApiError && error.code === 'operator_needs_two_factor') return 'needs_two_factor';
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return 'none';
    throw error;
  }
}

export const fetchInbox = (status: ContactStatus, page: number) =>
  unwrap(admin.inbox.$get(withQuery({}, { status, page: String(page) })));
export const fetchMessage = (id: string) => unwrap(admin.inbox[':id'].$get(param(id)));
export const sendReply = (id: string, body: ContactReplyInput) =>
  unwrap(admin.inbox[':id'].replies.$post(withJson(param(id), body)));
export const closeMessage = (id: string) => unwrap(admin.inbox[':id'].close.$post(param(id)));
export const reopenMessage = (id: string) => unwrap(admin.inbox[':id'].reopen.$post(param(id)));
/** The address in the body: a query string is kept by proxies and logs (ASVS 14.2.1). */
export const findPeople = (email: string) => unwrap(admin.people.search.$post(withJson({}, { email })));
export const fetchPerson = (id: string) => unwrap(admin.people[':id'].$get(param(id)));
export const refundPerson = (id: string) => unwrap(admin.people[':id'].refund.$post(param(id)));
export const endAllSessions = (id: string) => unwrap(admin.people[':id'].sessions['revoke-all'].$post(param(id)));
export const resetSecondFactors = (id: string) => unwrap(admin.people[':id'].factors.reset.$post(param(id)));
export const fetchFigures = (days: FigureWindow) => unwrap(admin.figures.$get(withQuery({}, { days: String(days) })));
export const fetchJobs = () => unwrap(admin.jobs.$get());
export const fetchAudit = (page: number) => unwrap(admin.audit.$get(withQuery({}, { page: String(page) })));

/** The cache's keys and readers for the console; everything under `['admin']`. */
export const adminQueries = {
  me: () => queryOptions({ queryKey: ['admin', 'me'], queryFn: fetchOperatorAccess, staleTime: 60_000 }),
  /**
   * Asked on entering the console, before any of it shows, and forgotten a second after leaving it
   * (useSuspenseQuery's shortest): each visit asks afresh (decision 041).
   */
  visit: () => queryOptions({ queryKey: ['admin', 'me', 'visit'], queryFn: fetchOperatorAccess, gcTime: 0 }),
  inboxAll: ['admin', 'inbox'] as const,
  inbox: (status: ContactStatus, page: number) =>
    queryOptions({ queryKey: ['admin', 'inbox', status, page], queryFn: () => fetchInbox(status, page) }),
  message: (id: string) => queryOptions({ queryKey: ['admin', 'message', id], queryFn: () => fetchMessage(id) }),
  people: (email: string) =>
    queryOptions({ queryKey: ['admin', 'people', email], queryFn: () => findPeople(email), enabled: email !== '' }),
  person: (id: string) => queryOptions({ queryKey: ['admin', 'person', id], queryFn: () => fetchPerson(id) }),
  figures: (days: FigureWindow) =>
    queryOptions({ queryKey: ['admin', 'figures', days], queryFn: () => fetchFigures(days) }),
  jobs: () => queryOptions({ queryKey: ['admin', 'jobs'], queryFn: fetchJobs }),
  audit: (page: number) => queryOptions({ queryKey: ['admin', 'audit', page], queryFn: () => fetchAudit(page) }),
};

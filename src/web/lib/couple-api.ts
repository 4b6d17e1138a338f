import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../domain/language.ts';
import { type Answer, client, unwrap, withJson, withQuery } from './api-client.ts';

const couple = client.couple;
const invitation = couple.invitations;
const shared = couple.shared[':id'];
const param = (id: string) => ({ param: { id } });

export type CoupleState = Answer<typeof couple.$get>;
export type NewInvitation = Answer<typeof invitation.$post>;
/** Why the signed-in person could not accept an invitation (the message is `errors.couple.{refusal}`). */
export type InvitationRefusal = NonNullable<Answer<typeof invitation.lookup.$post>['refusal']>;
export type SharedAssessment = Answer<typeof couple.shared.$get>[number];
export type CoupleReport = Answer<typeof shared.report.$get>;
export type StartedShared = Answer<typeof couple.shared.$post>;
/** A couple report the person keeps from an ended link (decision 062). */
export type KeptReport = Answer<typeof couple.kept.$get>[number];

export const fetchCouple = () => unwrap(couple.$get());
export const createInvitation = (email?: string) => unwrap(invitation.$post(withJson({}, email ? { email } : {})));
export const revokeInvitation = (id: string) => unwrap(invitation[':id'].$delete(param(id)));
export const lookupInvitation = (token: string) => unwrap(invitation.lookup.$post(withJson({}, { token })));
export const acceptInvitation = (token: string) => unwrap(invitation.accept.$post(withJson({}, { token })));
export const declineInvitation = (token: string) => unwrap(invitation.decline.$post(withJson({}, { token })));
export const unlinkPartner = () => unwrap(couple.$delete());

export const fetchShared = () => unwrap(couple.shared.$get());
export const fetchKept = () => unwrap(couple.kept.$get());
export const startShared = (assessmentType: string) =>
  unwrap(couple.shared.$post(withJson({}, { assessment_type: assessmentType })));
export const joinShared = (id: string) => unwrap(shared.join.$post(param(id)));
export const fetchCoupleReport = (id: string, language: Language) =>
  unwrap(shared.report.$get(withQuery(param(id), { language })));
/** Removes the caller's own copy of a report kept from an ended link (decision 062); the other's stays. */
export const removeKeptReport = (id: string) => unwrap(shared.report.$delete(param(id)));
export const setShareAnswers = (id: string, share: boolean) =>
  unwrap(shared['share-answers'].$put(withJson(param(id), { share })));

/** The cache's keys and readers for the partner link and what the two take together. */
export const coupleQueries = {
  /** Everything under `['couple']`: invalidate it after linking, unlinking or starting together. */
  all: ['couple'] as const,
  state: () => queryOptions({ queryKey: ['couple', 'state'], queryFn: fetchCouple }),
  shared: () => queryOptions({ queryKey: ['couple', 'shared'], queryFn: fetchShared }),
  /** The copies kept from ended links: every plan reads them (decision 062). */
  kept: () => queryOptions({ queryKey: ['couple', 'kept'], queryFn: fetchKept }),
  report: (id: string, language: Language) =>
    queryOptions({
      queryKey: ['couple', 'shared', id, 'report', language],
      queryFn: () => fetchCoupleReport(id, language),
    }),
  invitation: (token: string) =>
    queryOptions({
      queryKey: ['couple', 'invitation', token],
      queryFn: () => lookupInvitation(token),
      // Looked up once per visit: the lookup is rate-limited, and answering it changes what it says.
      staleTime: Infinity,
    }),
};

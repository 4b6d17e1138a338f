import { queryOptions } from '@tanstack/react-query';
import type { AgeGroup, Pairing, Perspective } from '../../domain/assessment/family-types.ts';
import { type Answer, client, unwrap, withJson } from './api-client.ts';

const family = client.family;
const invitation = family.invitations;
const assessment = family.assessments[':id'];
const param = (id: string) => ({ param: { id } });

export type FamilyView = Answer<typeof family.$get>;
export type FamilyLink = FamilyView['links'][number];
export type FamilyAssessment = Answer<typeof family.assessments.$get>[number];
export type FamilyReport = Answer<typeof assessment.report.$get>;

export const fetchFamily = () => unwrap(family.$get());
export const fetchFamilyAssessments = () => unwrap(family.assessments.$get());
export const addSupervisedChild = (pairing: Pairing, name: string) =>
  unwrap(family.children.$post(withJson({}, { pairing, name })));
export const createFamilyInvitation = (role: Perspective, pairing: Pairing, ageGroup: AgeGroup) =>
  unwrap(invitation.$post(withJson({}, { role, pairing, age_group: ageGroup })));
export const lookupFamilyInvitation = (token: string) => unwrap(invitation.lookup.$post(withJson({}, { token })));
export const acceptFamilyInvitation = (token: string) => unwrap(invitation.accept.$post(withJson({}, { token })));
export const declineFamilyInvitation = (token: string) => unwrap(invitation.decline.$post(withJson({}, { token })));
export const endFamilyLink = (id: string) => unwrap(family.links[':id'].$delete(param(id)));
export const startFamilyAssessment = (linkId: string) =>
  unwrap(family.links[':id'].assessments.$post(withJson(param(linkId), {})));
export const joinFamilyAssessment = (id: string) => unwrap(assessment.join.$post(withJson(param(id), {})));
export const openChildSession = (id: string) => unwrap(assessment['child-session'].$post(withJson(param(id), {})));
export const fetchFamilyReport = (id: string) => unwrap(assessment.report.$get(param(id)));
export const setFamilyShareAnswers = (id: string, share: boolean) =>
  unwrap(assessment['share-answers'].$put(withJson(param(id), { share })));

/** The cache's keys and readers for family links and their assessments. */
export const familyQueries = {
  /** Everything under `['family']`: invalidate it after any change to a link or an assessment. */
  all: ['family'] as const,
  view: () => queryOptions({ queryKey: ['family', 'view'], queryFn: fetchFamily }),
  assessments: () => queryOptions({ queryKey: ['family', 'assessments'], queryFn: fetchFamilyAssessments }),
  report: (id: string) =>
    queryOptions({ queryKey: ['family', 'assessments', id, 'report'], queryFn: () => fetchFamilyReport(id) }),
  invitation: (token: string) =>
    queryOptions({
      queryKey: ['family', 'invitation', token],
      queryFn: () => lookupFamilyInvitation(token),
      // Looked up once per visit: the lookup is rate-limited, and answering it changes what it says.
      staleTime: Infinity,
    }),
};

import { queryOptions } from '@tanstack/react-query';
import type { SafetyCheckPut } from '../../domain/safety-requests.ts';
import { type Answer, client, unwrap, withJson, withQuery } from './api-client.ts';

export type SafetyCheckView = Answer<(typeof client)['safety-check']['$get']>;
export type SafetyResourcesView = Answer<(typeof client)['safety-resources']['$get']>;

export const fetchSafetyCheck = () => unwrap(client['safety-check'].$get());
export const saveSafetyCheck = (body: SafetyCheckPut) => unwrap(client['safety-check'].$put(withJson({}, body)));
export const fetchSafetyResources = (country: string) =>
  unwrap(client['safety-resources'].$get(withQuery({}, country ? { country } : {})));

/** The cache's keys and readers for the private check (its state only: the answers never come back). */
export const safetyQueries = {
  check: () => queryOptions({ queryKey: ['safety-check'], queryFn: fetchSafetyCheck }),
  resources: (country: string) =>
    queryOptions({
      queryKey: ['safety-resources', country],
      queryFn: () => fetchSafetyResources(country),
      staleTime: 5 * 60_000,
    }),
};

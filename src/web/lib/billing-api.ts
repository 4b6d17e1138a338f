import { queryOptions } from '@tanstack/react-query';
import type { CheckoutRequest } from '../../domain/billing.ts';
import { type Answer, client, unwrap, withJson } from './api-client.ts';

const billing = client.billing;

export type BillingState = Answer<typeof billing.$get>;

export const fetchBilling = () => unwrap(billing.$get());
export const startCheckout = (request: CheckoutRequest) => unwrap(billing.checkout.$post(withJson({}, request)));
export const openPortal = () => unwrap(billing.portal.$post());
export const refundPayment = () => unwrap(billing.refund.$post());

export const billingQueries = {
  state: () => queryOptions({ queryKey: ['billing'], queryFn: fetchBilling }),
};

import { Hono } from 'hono';
import { checkoutRequestSchema } from '../../domain/billing.ts';
import { notFound } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/json.ts';
import { requireUser } from '../http/session.ts';
import type { Billing } from './service.ts';

/** /api/billing: the signed-in person's plan and payments (decision 040). */
export function billingRoutes(billing: Billing) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await billing.state(requireUser(c).id)))
    .post('/checkout', async (c) => {
      const me = requireUser(c);
      const request = await readJson(c, checkoutRequestSchema);
      return c.json(await billing.checkout(me.id, request, c.get('language')));
    })
    .post('/portal', async (c) => c.json(await billing.portal(requireUser(c).id)))
    .post('/refund', async (c) => c.json(await billing.refund(requireUser(c).id)));
}

/**
 * POST /api/billing/webhook: Stripe's deliveries, before any session is read. The body is read as the
 * exact bytes Stripe signed; parsing it first would change what the signature covers.
 */
export function billingWebhookRoutes(
  handle: ((raw: string, signature: string | undefined) => Promise<unknown>) | null,
) {
  return new Hono<AppEnv>().post('/', async (c) => {
    if (!handle) throw notFound();
    return c.json(await handle(await c.req.text(), c.req.header('stripe-signature')));
  });
}

/**
 * Stripe for the end-to-end tests: the local server that speaks Stripe's API (src/server/testing/fake-stripe.ts),
 * delivering its signed webhooks over HTTP to the billing app instance. Its checkout page has a Pay button.
 */
import { startFakeStripe } from '../../src/server/testing/fake-stripe.ts';

const [port, webhookUrl, secretKey, webhookSecret] = process.argv.slice(2);
const fake = await startFakeStripe({
  port: Number(port),
  deliverTo: webhookUrl as string,
  secretKey: secretKey as string,
  webhookSecret: webhookSecret as string,
});
console.log(`fake Stripe on ${fake.url}`);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));

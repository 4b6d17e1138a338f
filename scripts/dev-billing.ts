/**
 * `npm run dev:billing`: the app in billing mode (PLANS_MODE=billing) with payments through the local
 * server that speaks Stripe's API (src/server/testing/fake-stripe.ts, the one the tests use): its
 * checkout page has a Pay button, and its signed webhooks reach this app. Nothing leaves the machine.
 *
 * That server keeps its customers and subscriptions in memory, so the app starts on an empty database
 * of its own each time (data/billing, apart from `npm start`'s ./data): both forget together, and no
 * account points at a subscription the local Stripe no longer knows. DATA_DIR set: that one, kept.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { FAKE_PRICES, startFakeStripe } from '../src/server/testing/fake-stripe.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT || '3000';
const dataDir = process.env.DATA_DIR || path.join(root, 'data/billing');
if (!process.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });

const secretKey = 'sk_test_dev_local_stripe';
const webhookSecret = 'whsec_dev_local_stripe';
const stripe = await startFakeStripe({
  secretKey,
  webhookSecret,
  deliverTo: `http://127.0.0.1:${port}/api/billing/webhook`,
});
console.log(
  `Local Stripe-protocol server on ${stripe.url}; the app in billing mode on port ${port} (data in ${dataDir}).`,
);

// Its own process group: start.ts runs the server as a child of its own, and a signal to the group
// reaches the server itself, which then finishes its requests in flight (SHUTDOWN_TIMEOUT_MS).
const app = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    PLANS_MODE: 'billing',
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stripe.url,
    ...FAKE_PRICES,
  },
});
const group = app.pid as number;
const alive = () => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};
const stop = () => {
  if (alive()) process.kill(-group, 'SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
app.on('exit', async (code, signal) => {
  // start.ts may go first; the local Stripe stays until the server has answered its last request.
  while (alive()) await new Promise((resolve) => setTimeout(resolve, 100));
  await stripe.close();
  process.exit(code ?? (signal ? 0 : 1));
});

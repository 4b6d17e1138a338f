import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Language } from '../../domain/language.ts';
import { pushEndpointSchema, pushSubscriptionSchema } from '../../domain/push.ts';
import type { Db } from '../db/client.ts';
import { profiles, pushSubscriptions } from '../db/schema.ts';
import { validationFailed } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/json.ts';
import { requireUser } from '../http/session.ts';
import { translate } from '../i18n.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { isPushEndpoint, type PushMessage, type PushSender } from './push.ts';

/** The job that sends one push message to one subscription. */
export const PUSH_JOB = 'push';

interface PushJob extends Record<string, unknown> {
  subscription_id: string;
  message: PushMessage;
}

/**
 * Runs push jobs: a subscription removed since (signed out, turned off, gone) makes the job a no-op; the
 * push service's 404/410 removes it. The message's words were written when the job was made, in the
 * reader's language.
 */
export function handlePushJobs(jobs: Jobs, db: Db, sender: PushSender) {
  jobs.handle<PushJob>(PUSH_JOB, {
    async run({ subscription_id, message }) {
      const [subscription] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscription_id));
      if (!subscription) return;
      const target = {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      };
      if ((await sender.send(target, message)) === 'gone') {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      }
    },
    // The words are personal; once sent, only which subscription it went to stays.
    summary: ({ subscription_id }) => ({ subscription_id }),
    maxAttempts: 4,
  });
}

/**
 * Queues one message to every device of a person; returns how many. `db` may be a transaction: the
 * messages then exist exactly when it commits.
 */
export async function pushToPerson(
  db: Db,
  jobs: Jobs,
  userId: string,
  message: (language: Language) => PushMessage,
  options: { key?: string; runAt?: Date } = {},
) {
  const [profile] = await db
    .select({ language: profiles.language_preference })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const language: Language = profile?.language === 'ar' ? 'ar' : 'en';
  const devices = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.user_id, userId));
  for (const device of devices) {
    await jobs.enqueue(
      PUSH_JOB,
      { subscription_id: device.id, message: message(language) },
      { key: options.key ? `${options.key}:${device.id}` : undefined, runAt: options.runAt, tx: db },
    );
  }
  return devices.length;
}

/**
 * /api/push: the server's public VAPID key for the browser to subscribe with, this browser's
 * subscription on and off, and a test message to see it work.
 */
export function pushRoutes(deps: { db: Db; jobs: Jobs; sender: PushSender; serviceOrigins: readonly string[] }) {
  const { db, jobs, sender, serviceOrigins } = deps;
  return new Hono<AppEnv>()
    .get('/key', (c) => {
      requireUser(c);
      return c.json({ public_key: sender.publicKey });
    })
    .post('/subscriptions', async (c) => {
      const me = requireUser(c);
      const body = await readJson(c, pushSubscriptionSchema);
      if (!isPushEndpoint(body.endpoint, serviceOrigins)) throw validationFailed('errors.pushService');
      // A browser has one subscription; it belongs to whoever turned notices on in it last.
      await db
        .insert(pushSubscriptions)
        .values({ user_id: me.id, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { user_id: me.id, p256dh: body.keys.p256dh, auth: body.keys.auth },
        });
      return c.body(null, 204);
    })
    .delete('/subscriptions', async (c) => {
      const me = requireUser(c);
      const { endpoint } = await readJson(c, pushEndpointSchema);
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.user_id, me.id), eq(pushSubscriptions.endpoint, endpoint)));
      return c.body(null, 204);
    })
    .post('/test', async (c) => {
      const me = requireUser(c);
      const minute = new Date().toISOString().slice(0, 16);
      const devices = await pushToPerson(
        db,
        jobs,
        me.id,
        (language) => ({
          title: translate('notices.testTitle', language),
          body: translate('notices.testBody', language),
          url: '/settings',
          topic: 'test',
          ttl: 600,
        }),
        // Pressed again within the minute: the same message, not another.
        { key: `push-test:${minute}` },
      );
      jobs.wake();
      return c.json({ devices });
    });
}

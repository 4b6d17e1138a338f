import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushReceiver, startPushReceiver } from '../testing/push-receiver.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

let receiver: PushReceiver;
let ctx: TestContext;
beforeAll(async () => {
  receiver = await startPushReceiver();
  ctx = await createTestApp(
    { push: { serviceOrigins: [receiver.origin], subject: 'mailto:hello@wifaq.example' } },
    { pushAgent: receiver.agent },
  );
});
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});

const subscribe = (client: TestClient, subscription: object) =>
  client.request('/api/push/subscriptions', { json: subscription });

describe('/api/push', () => {
  it('takes a browser’s subscription and sends its test message there, in the reader’s language', async () => {
    const client = new TestClient(ctx);
    await client.signUp();
    await client.request('/api/profile', { method: 'PATCH', json: { language_preference: 'ar' } });
    const key = await client.json<{ public_key: string }>('/api/push/key');
    expect(Buffer.from(key.body.public_key, 'base64url')).toHaveLength(65);
    const phone = receiver.subscribe();
    expect((await subscribe(client, { ...phone, expirationTime: null })).status).toBe(204);

    const sent = await client.json<{ devices: number }>('/api/push/test', { json: {} });
    expect(sent.body.devices).toBe(1);
    await ctx.app.jobs.runDue();
    const got = receiver.received.filter((r) => r.path === new URL(phone.endpoint).pathname);
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0]?.text ?? '{}')).toEqual({
      title: 'تنبيهات وِفاق مفعّلة',
      body: 'ستظهر تنبيهات وِفاق على هذا الجهاز.',
      url: '/settings',
      tag: 'test',
    });
    expect(got[0]?.vapid).toMatchObject({ key: key.body.public_key, sub: 'mailto:hello@wifaq.example' });

    // Pressed again within the minute: the same message, not a second one.
    await client.request('/api/push/test', { json: {} });
    await ctx.app.jobs.runDue();
    expect(receiver.received.filter((r) => r.path === new URL(phone.endpoint).pathname)).toHaveLength(1);
  });

  it('refuses an endpoint that is not a push service, with a 400 and nothing stored', async () => {
    const client = new TestClient(ctx);
    await client.signUp();
    const keys = receiver.subscribe().keys;
    for (const endpoint of ['https://169.254.169.254/latest', 'http://127.0.0.1:5432/', 'https://evil.example/push']) {
      const refused = await client.json<{ error: { code: string; message: string } }>('/api/push/subscriptions', {
        json: { endpoint, keys },
      });
      expect(refused.status, endpoint).toBe(400);
      expect(refused.body.error.message).toBe("This browser's push service is not one Wifaq sends notices through.");
    }
    for (const body of [
      {},
      { endpoint: 'x' },
      { endpoint: receiver.subscribe().endpoint, keys: { p256dh: 'x', auth: 'y' } },
    ]) {
      expect((await subscribe(client, body)).status).toBe(400);
    }
    expect((await client.json<{ devices: number }>('/api/push/test', { json: {} })).body.devices).toBe(0);
  });

  it('forgets a subscription the browser dropped, and one the person turned off', async () => {
    const client = new TestClient(ctx);
    await client.signUp();
    const dropped = receiver.subscribe();
    const turnedOff = receiver.subscribe();
    await subscribe(client, dropped);
    await subscribe(client, turnedOff);
    receiver.drop(dropped.endpoint);
    expect(
      (await client.request('/api/push/subscriptions', { method: 'DELETE', json: { endpoint: turnedOff.endpoint } }))
        .status,
    ).toBe(204);
    expect((await client.json<{ devices: number }>('/api/push/test', { json: {} })).body.devices).toBe(1);
    await ctx.app.jobs.runDue();
    expect((await client.json<{ devices: number }>('/api/push/test', { json: {} })).body.devices).toBe(0);
  });

  it('moves a browser to whoever turned notices on in it last; another person cannot turn off mine', async () => {
    const first = new TestClient(ctx);
    const second = new TestClient(ctx);
    await first.signUp();
    await second.signUp();
    const shared = receiver.subscribe();
    await subscribe(first, shared);
    await subscribe(second, shared);
    expect((await first.json<{ devices: number }>('/api/push/test', { json: {} })).body.devices).toBe(0);
    // The first person's DELETE names the endpoint but it is no longer theirs: nothing happens.
    await first.request('/api/push/subscriptions', { method: 'DELETE', json: { endpoint: shared.endpoint } });
    expect((await second.json<{ devices: number }>('/api/push/test', { json: {} })).body.devices).toBe(1);
  });
});

import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushReceiver, startPushReceiver } from '../testing/push-receiver.ts';
import { isPushEndpoint, pushSender, vapidKeys } from './push.ts';

let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(() => receiver.close());

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'wifaq-vapid-'));

describe('VAPID keys', () => {
  it('are made once in DATA_DIR, readable by the server alone, and kept across restarts', () => {
    const dir = dataDir();
    const keys = vapidKeys(dir);
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(statSync(path.join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect(vapidKeys(dir)).toEqual(keys);
    expect(vapidKeys(dataDir()).publicKey).not.toBe(keys.publicKey);
    expect(readFileSync(path.join(dir, 'vapid.json'), 'utf8')).toContain(keys.privateKey);
  });
});

describe('a push message', () => {
  it('reaches the subscriber encrypted (RFC 8291) and signed for the push service (RFC 8292)', async () => {
    const keys = vapidKeys(dataDir());
    const sender = pushSender({ keys, subject: 'mailto:hello@wifaq.example', agent: receiver.agent });
    const subscription = receiver.subscribe();
    const message = { title: 'تقرير وِفاق جاهز', body: 'أنهت أمينة إجاباتها.', url: '/couple', topic: 'report-ready' };
    const outcome = await sender.send(subscription, message).catch((error: Error) => error.message);
    expect(receiver.refusals).toEqual([]);
    expect(outcome).toBe('sent');
    const got = receiver.received.at(-1);
    expect(got?.path).toBe(new URL(subscription.endpoint).pathname);
    expect(JSON.parse(got?.text ?? '{}')).toEqual({
      title: message.title,
      body: message.body,
      url: '/couple',
      tag: 'report-ready',
    });
    expect(got?.vapid).toMatchObject({ aud: receiver.origin, sub: 'mailto:hello@wifaq.example', key: keys.publicKey });
    expect(got?.topic).toBe('report-ready');
    expect(Number(got?.ttl)).toBe(86_400);
  });

  it('encrypted for one subscriber cannot be read as another', async () => {
    const sender = pushSender({ keys: vapidKeys(dataDir()), subject: 'mailto:a@b.example', agent: receiver.agent });
    const mine = receiver.subscribe();
    const theirs = receiver.subscribe();
    // Their endpoint with my keys: the service holds their keys and cannot decrypt it.
    const before = receiver.refusals.length;
    await expect(
      sender.send({ endpoint: theirs.endpoint, keys: mine.keys }, { title: 't', body: 'b', url: '/' }),
    ).rejects.toThrow();
    expect(receiver.refusals.slice(before).join()).toMatch(/unable to authenticate|bad padding|auth/i);
  });

  it('is "gone" when the browser dropped the subscription, so the caller forgets it', async () => {
    const sender = pushSender({ keys: vapidKeys(dataDir()), subject: 'mailto:a@b.example', agent: receiver.agent });
    const subscription = receiver.subscribe();
    receiver.drop(subscription.endpoint);
    expect(await sender.send(subscription, { title: 't', body: 'b', url: '/' })).toBe('gone');
  });
});

describe('push endpoints', () => {
  it('are the browsers’ push services over HTTPS, or an origin the operator names', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(isPushEndpoint(endpoint), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil.example/?https://fcm.googleapis.com',
      'https://user:pass@fcm.googleapis.com/x',
      'https://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:5432/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) {
      expect(isPushEndpoint(endpoint), endpoint).toBe(false);
    }
    expect(isPushEndpoint(`${receiver.origin}/push/x`)).toBe(false);
    expect(isPushEndpoint(`${receiver.origin}/push/x`, [receiver.origin])).toBe(true);
  });
});

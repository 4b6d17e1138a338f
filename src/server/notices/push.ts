import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import type { Agent } from 'node:https';
import path from 'node:path';
import webpush from 'web-push';

/**
 * Web Push from Wifaq's server (issue 30, item 3): VAPID keys of its own (RFC 8292), kept in DATA_DIR
 * beside the auth secret so `npm start` needs no configuration and subscriptions outlive a restart, and
 * messages encrypted for the subscriber (RFC 8291) by `web-push`.
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair: read from DATA_DIR/vapid.json, made there (mode 0600) the first time.
 * Made whole in a file of its own and linked into place, which fails if another process got there first:
 * instances starting together on one DATA_DIR all read the same pair, never half a file.
 */
export function vapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
    writeFileSync(draft, `${JSON.stringify(webpush.generateVAPIDKeys())}\n`, { mode: 0o600 });
    chmodSync(draft, 0o600);
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') {
    throw new Error(`${file} holds no VAPID key pair`);
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

/**
 * The push services browsers subscribe with. The server posts only to these: an endpoint is a URL a
 * browser hands over, and one pointing anywhere else (an internal address, a cloud metadata service)
 * would make the server send requests where an attacker chooses.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const PUSH_SERVICE_SUFFIXES = ['.notify.windows.com', '.push.apple.com'];

/**
 * Whether the server may post to `endpoint`: HTTPS on a known push service, or an origin of `extra`
 * (a test's local push service, from PUSH_SERVICE_ORIGINS).
 */
export function isPushEndpoint(endpoint: string, extra: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extra.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  /** What the service worker shows: already in the reader's language and gender. */
  title: string;
  body: string;
  /** The page the notification opens (a path of the app). */
  url: string;
  /** One notification per topic on the device: a newer one replaces an older one not yet shown. */
  topic?: string;
  /** Seconds the push service keeps it for a device that is offline. */
  ttl?: number;
}

export type PushOutcome = 'sent' | 'gone';

export interface PushSenderOptions {
  keys: VapidKeys;
  /** Who runs the server, for the push service's operator: `mailto:` or `https:`. */
  subject: string;
  /** Tests trust their local push service's certificate through this agent. */
  agent?: Agent;
}

export function pushSender({ keys, subject, agent }: PushSenderOptions) {
  return {
    publicKey: keys.publicKey,
    /**
     * Sends one message. `gone` when the push service says the subscription no longer exists (404 or
     * 410): the caller forgets it. Any other refusal throws, and the job retries.
     */
    async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
      // The topic doubles as the notification's tag, so the device shows the newer of two, not both.
      const payload = JSON.stringify({
        title: message.title,
        body: message.body,
        url: message.url,
        ...(message.topic ? { tag: message.topic } : {}),
      });
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: message.ttl ?? 24 * 60 * 60,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
          timeout: 10_000,
          ...(message.topic ? { topic: message.topic } : {}),
          ...(agent ? { agent } : {}),
        });
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          return 'gone';
        }
        throw error;
      }
    },
  };
}

export type PushSender = ReturnType<typeof pushSender>;

import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { generate } from 'selfsigned';

/**
 * A local push service, as a browser's (FCM, Mozilla's autopush, Apple's) would be for Wifaq's server:
 * it hands out subscriptions whose keys it holds, checks each message's VAPID authorisation (RFC 8292:
 * an ES256 JWT for this origin, signed by the key the header names) and decrypts the payload as the
 * browser would (RFC 8291, aes128gcm, RFC 8188). The real `web-push` client code runs against it, over
 * HTTPS (the only scheme it speaks) with a certificate made for the run, which `agent` trusts.
 */

export interface PushSubscriptionJSON {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The subscription's path on this service. */
  path: string;
  /** The decrypted payload, as text. */
  text: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID claims (aud, exp, sub) and the public key that signed them (base64url). */
  vapid: { aud: string; exp: number; sub: string; key: string };
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

interface Subscriber {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
}

/** RFC 8291 section 3.4 and RFC 8188: the plaintext of one aes128gcm message to `subscriber`. */
export function decryptPush(body: Buffer, subscriber: Subscriber): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  const shared = subscriber.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.publicKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const parts: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence++) {
    const record = records.subarray(offset, Math.min(offset + recordSize, records.length));
    const iv = Buffer.from(nonce);
    // The record's sequence number XORed into the nonce's low bytes (RFC 8188 section 2.3); far fewer than 2^32.
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: the last non-zero byte is the delimiter, 2 on the last record and 1 before it.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const delimiter = plain[end];
    const last = offset + recordSize >= records.length;
    if (delimiter !== (last ? 2 : 1)) throw new Error(`bad padding delimiter ${delimiter}`);
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts).toString('utf8');
}

async function verifyVapid(request: IncomingMessage, origin: string): Promise<ReceivedPush['vapid']> {
  const header = request.headers.authorization ?? '';
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorisation: ${header.slice(0, 20)}`);
  const [token, key] = [match[1], match[2]];
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('VAPID token is not ES256');
  const point = Buffer.from(key, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) };
  const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), { audience: origin });
  const exp = Number(payload.exp);
  if (!(exp > Date.now() / 1000 && exp <= Date.now() / 1000 + 24 * 60 * 60))
    throw new Error('VAPID exp not within 24 h');
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Error('VAPID sub missing');
  return { aud: origin, exp, sub: payload.sub, key };
}

export async function startPushReceiver() {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  /** Paths answered 410 Gone, as a push service answers for a subscription the browser dropped. */
  const gone = new Set<string>();
  const refusals: string[] = [];

  const tls = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    notAfterDate: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
  });
  const server = createServer({ key: tls.private, cert: tls.cert }, async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', 'https://push.local').pathname;
    try {
      if (request.method !== 'POST') throw new Error(`method ${request.method}`);
      if (gone.has(path)) {
        response.writeHead(410).end();
        return;
      }
      const subscriber = subscribers.get(path);
      if (!subscriber) {
        response.writeHead(404).end();
        return;
      }
      const vapid = await verifyVapid(request, origin);
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const text = decryptPush(Buffer.concat(chunks), subscriber);
      const header = (name: string) => request.headers[name] as string | undefined;
      received.push({ path, text, ttl: header('ttl'), urgency: header('urgency'), topic: header('topic'), vapid });
      response.writeHead(201).end();
    } catch (error) {
      refusals.push(error instanceof Error ? error.message : String(error));
      response.writeHead(400).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** An HTTPS agent that trusts this service's certificate (and nothing else). */
    agent: new Agent({ ca: tls.cert }),
    received,
    refusals,
    /** A new subscription, as `PushSubscription.toJSON()` gives it in a browser. */
    subscribe(): PushSubscriptionJSON {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('hex')}`;
      subscribers.set(path, { ecdh, publicKey, auth });
      return { endpoint: `${origin}${path}`, keys: { p256dh: b64url(publicKey), auth: b64url(auth) } };
    },
    /** The browser dropped this subscription: the service answers 410 from now on. */
    drop(endpoint: string) {
      gone.add(new URL(endpoint).pathname);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushReceiver = Awaited<ReturnType<typeof startPushReceiver>>;

import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNoticeChannel, isNoticeEvent, type NoticeChannel, type NoticeEvent } from '../../domain/notices.ts';
import { purposeKeys, type ServerSecrets } from '../keys.ts';

/**
 * The token of a mail's one-click unsubscribe link (RFC 8058, decision 067): who, which event, which
 * channel and when it was made, signed with HMAC-SHA256 under a key of its own derived from the server's
 * secret (keys.ts), naming that key's version so a link made before a rotation still works while the
 * previous secret is kept. Nothing in it is secret; it only cannot be made or changed without the key.
 */
export const UNSUBSCRIBE_TOKEN_DAYS = 365;
const VERSION = 'u1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_LENGTH = 200;

export interface UnsubscribeClaim {
  userId: string;
  event: NoticeEvent;
  channel: NoticeChannel;
}

export type TokenCheck = { ok: true; claim: UnsubscribeClaim } | { ok: false; reason: 'invalid' | 'expired' };

export function unsubscribeTokens(secrets: string | ServerSecrets, now: () => number = Date.now) {
  const keys = purposeKeys(secrets, 'unsubscribe');
  const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    make(claim: UnsubscribeClaim): string {
      const issued = Math.floor(now() / 1000).toString(36);
      const body = [VERSION, keys.current.id, claim.userId, claim.event, claim.channel, issued].join('.');
      return `${body}.${mac(keys.current.key, body)}`;
    },
    check(token: unknown): TokenCheck {
      if (typeof token !== 'string' || token.length > MAX_LENGTH) return { ok: false, reason: 'invalid' };
      const parts = token.split('.');
      if (parts.length !== 7) return { ok: false, reason: 'invalid' };
      const [version, keyId, userId, event, channel, issued, signature] = parts as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const key = keys.byId(keyId);
      if (version !== VERSION || !key || !UUID.test(userId) || !isNoticeEvent(event) || !isNoticeChannel(channel))
        return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(mac(key.key, parts.slice(0, 6).join('.')));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'invalid' };
      const issuedAt = Number.parseInt(issued, 36) * 1000;
      if (!Number.isFinite(issuedAt) || issuedAt > now() + 60_000) return { ok: false, reason: 'invalid' };
      if (now() - issuedAt > UNSUBSCRIBE_TOKEN_DAYS * 24 * 3600 * 1000) return { ok: false, reason: 'expired' };
      return { ok: true, claim: { userId, event, channel } };
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;

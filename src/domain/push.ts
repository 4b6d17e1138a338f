import { z } from 'zod/mini';

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it (issue 30, item 3): the push
 * service's URL for this device and the keys messages are encrypted with (RFC 8291): a P-256 public key
 * (65 bytes) and a 16-byte secret, base64url. One schema for the settings page and the server; what else
 * the browser sends (`expirationTime`) is dropped.
 */
const invalid = { error: 'errors.invalidInput' };

/** 65 bytes in base64url are 87 characters, 16 bytes 22 (a browser may pad them with `=`). */
const P256_PUBLIC_KEY = /^[A-Za-z0-9_-]{87}=*$/;
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}=*$/;
const base64url = (pattern: RegExp) => z.string(invalid).check(z.regex(pattern, invalid));

const endpoint = z.string(invalid).check(z.minLength(1, invalid), z.maxLength(2048, invalid));

export const pushEndpointSchema = z.object({ endpoint }, invalid);

export const pushSubscriptionSchema = z.object(
  { endpoint, keys: z.object({ p256dh: base64url(P256_PUBLIC_KEY), auth: base64url(AUTH_SECRET) }, invalid) },
  invalid,
);

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

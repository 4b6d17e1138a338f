import { z } from 'zod/mini';

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it (issue 30, item 3): the push
 * service's URL for this device and the keys messages are encrypted with (RFC 8291): a P-256 public key
 * (65 bytes) and a 16-byte secret, base64url. One schema for the settings page and the server; what else
 * the browser sends (`expirationTime`) is dropped.
 */
const invalid = { error: 'errors.invalidInput' };

const base64url = (bytes: number) =>
  z.string(invalid).check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}=*$`), invalid));

const endpoint = z.string(invalid).check(z.minLength(1, invalid), z.maxLength(2048, invalid));

export const pushEndpointSchema = z.object({ endpoint }, invalid);

export const pushSubscriptionSchema = z.object(
  { endpoint, keys: z.object({ p256dh: base64url(65), auth: base64url(16) }, invalid) },
  invalid,
);

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

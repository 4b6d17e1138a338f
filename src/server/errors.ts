import type { ContentfulStatusCode } from 'hono/utils/http-status';

interface AppErrorOptions {
  headers?: Record<string, string>;
  /**
   * Values for the message's {{placeholders}} beyond the fixed limits (e.g. a question key); a number
   * `count` also picks the plural form (Arabic has six).
   */
  params?: Record<string, string | number>;
  /** Machine-readable detail sent beside the message (e.g. the missing answer keys). */
  details?: Record<string, unknown>;
}

/**
 * A failure the caller can understand. `messageKey` is an i18n key rendered in the caller's language;
 * `code` is stable for programs.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: ContentfulStatusCode;
  readonly messageKey: string;
  readonly headers: Record<string, string>;
  readonly params: Record<string, string | number>;
  readonly details: Record<string, unknown> | undefined;
  constructor(status: ContentfulStatusCode, code: string, messageKey: string, options: AppErrorOptions = {}) {
    super(code);
    this.status = status;
    this.code = code;
    this.messageKey = messageKey;
    this.headers = options.headers ?? {};
    this.params = options.params ?? {};
    this.details = options.details;
  }
}

export const notFound = () => new AppError(404, 'not_found', 'errors.notFound');
export const unauthorized = () => new AppError(401, 'unauthorized', 'errors.unauthorized');
export const validationFailed = (messageKey: string, params?: Record<string, string>) =>
  new AppError(400, 'validation_failed', messageKey, params ? { params } : {});

/**
 * 429 with Retry-After, and a message saying how long to wait in the reader's words: seconds under a
 * minute, then whole minutes (rounded up, so nobody comes back too early).
 */
export function tooManyAttempts(seconds: number) {
  const wait = Math.max(1, Math.ceil(seconds));
  const [messageKey, count] =
    wait < 60 ? ['errors.rateLimited.seconds', wait] : ['errors.rateLimited.minutes', Math.ceil(wait / 60)];
  return new AppError(429, 'rate_limited', messageKey, { headers: { 'Retry-After': String(wait) }, params: { count } });
}

import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure the caller can understand. `messageKey` is an i18n key rendered in the caller's language;
 * `code` is stable for programs.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: ContentfulStatusCode;
  readonly messageKey: string;
  readonly headers: Record<string, string>;
  constructor(status: ContentfulStatusCode, code: string, messageKey: string, headers: Record<string, string> = {}) {
    super(code);
    this.status = status;
    this.code = code;
    this.messageKey = messageKey;
    this.headers = headers;
  }
}

export const notFound = () => new AppError(404, 'not_found', 'errors.notFound');
export const unauthorized = () => new AppError(401, 'unauthorized', 'errors.unauthorized');
export const validationFailed = (messageKey: string) => new AppError(400, 'validation_failed', messageKey);

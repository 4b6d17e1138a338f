import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import type { Env } from './env.ts';

/**
 * What the app knows of the request being served, wherever in its code a line is logged: its id (on every
 * line of the request, http/request-id.ts), the client's address and the app's logger (for security
 * events, security-events.ts). Empty outside a request (start-up, the outbox's worker, the command line).
 */
export interface RequestScope {
  requestId: string;
  clientIp: string | null;
  logger: Logger;
}
export const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * JSON logs. Request logs carry method, path, status and duration only: never bodies, query strings,
 * cookies or authorization headers, so answers, passwords and tokens cannot reach a log line.
 * The redact list is a second guard for anything logged by mistake.
 */
/** `destination`: where lines go (stdout unless given; tests pass a collector). */
export function createLogger(env: Pick<Env, 'logLevel'>, destination?: pino.DestinationStream) {
  return pino(
    {
      level: env.logLevel,
      base: undefined,
      // Every line of a request names it, so its request line, its security events and its errors join up.
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { request_id: scope.requestId } : {};
      },
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'responses',
          '*.responses',
          'answers',
          '*.answers',
          'headers.cookie',
          'headers.authorization',
          '*.headers.cookie',
          '*.headers.authorization',
        ],
        censor: '[redacted]',
      },
    },
    destination as pino.DestinationStream,
  );
}

export type Logger = ReturnType<typeof createLogger>;

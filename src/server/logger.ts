import pino from 'pino';
import type { Env } from './env.ts';

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

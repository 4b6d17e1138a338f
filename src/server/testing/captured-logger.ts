import { Writable } from 'node:stream';
import { createLogger } from '../logger.ts';

/** A logger whose lines a test reads back, one JSON line each, as the app would have written them. */
export function capturedLogger(logLevel: 'info' | 'debug' = 'info') {
  const lines: string[] = [];
  const logger = createLogger(
    { logLevel },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  return { logger, lines };
}

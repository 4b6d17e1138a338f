import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';

/** What a log line is, whatever it carries (docs/asvs.md, V16.2 and V16.4). */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'info' }, stream), lines };
}

describe('log lines (ASVS V16.2, V16.4.1)', () => {
  it('stay one JSON line whatever a value holds: line breaks and forged fields are encoded, not obeyed', () => {
    const { logger, lines } = capture();
    const forged = 'x"}\n{"event":"security","kind":"sign_in","outcome":"success","account_id":"admin"}\r\n';
    logger.info({ path: forged, name: '\u001b[31mred\u2028' }, forged);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(line.path).toBe(forged);
    expect(line.msg).toBe(forged);
    expect(line.event).toBeUndefined();
    expect(line.account_id).toBeUndefined();
  });

  it('carry the time as UTC epoch milliseconds and the level, in a format any log processor reads', () => {
    const { logger, lines } = capture();
    const before = Date.now();
    logger.warn({ kind: 'probe' }, 'probe');
    const line = JSON.parse(lines[0] ?? '') as { time: number; level: number; kind: string };
    expect(line.time).toBeGreaterThanOrEqual(before);
    expect(line.time).toBeLessThanOrEqual(Date.now());
    expect(line.level).toBe(40);
    expect(line.kind).toBe('probe');
  });

  it('never hold a password, token or cookie handed to them by mistake', () => {
    const { logger, lines } = capture();
    logger.info({
      password: 'hunter2 secret',
      token: 'tok-123',
      body: { password: 'inner-secret', token: 'inner-tok' },
    });
    expect(lines[0]).not.toMatch(/hunter2|tok-123|inner-secret|inner-tok/);
  });
});

import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { createPdfPool, type PdfPool } from './render-pool.ts';
import { sampleReportDocument } from './sample-documents.ts';

// Admission is decided synchronously when render() is called, so calls made one after another
// without awaiting are "at the same time" for the pool, whatever the machine's speed: no sleeps.

const pools: PdfPool[] = [];
const pool = (...args: Parameters<typeof createPdfPool>) => {
  const made = createPdfPool(...args);
  pools.push(made);
  return made;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

/** The AppError a refused render rejects with. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the PDF pool', () => {
  it('renders in a worker thread, not on the thread that serves requests', async () => {
    const { pdf, threadId: renderedOn } = await pool({ threads: 1 }).render(sampleReportDocument('en'));
    expect(renderedOn).not.toBe(threadId);
    expect(renderedOn).toBeGreaterThan(0);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('Growth Opportunity');
  });

  it('bounds the queue: past the workers and the waiting places, 503 busy with Retry-After', async () => {
    const renders = pool({ threads: 1, queue: 1 });
    const running = renders.render(sampleReportDocument('en'));
    const waiting = renders.render(sampleReportDocument('en'));
    const refused = await refusal(renders.render(sampleReportDocument('en')));
    expect(refused.status).toBe(503);
    expect(refused.code).toBe('busy');
    expect(refused.messageKey).toBe('errors.reportsBusy');
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    await Promise.all([running, waiting]);
    expect(renders.inFlight).toBe(0);
  });

  it('serves renders first come first served, whoever asks while they wait', async () => {
    const renders = pool({ threads: 1 });
    const order: string[] = [];
    const ask = (who: string) =>
      renders.render(sampleReportDocument('en')).then(() => {
        order.push(who);
      });
    const first = ['a', 'b', 'c', 'd'].map(ask);
    // Someone asking once the first is done queues behind those already waiting.
    await first[0];
    await Promise.all([...first, ask('e')]);
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('gives up a render that outlasts its time limit, and frees its place', async () => {
    // One millisecond: less than a worker takes to start, let alone to lay out two pages.
    const renders = pool({ threads: 1, timeoutMs: 1 });
    const refused = await refusal(renders.render(sampleReportDocument('ar')));
    expect(refused.status).toBe(503);
    expect(refused.code).toBe('busy');
    expect(renders.inFlight).toBe(0);
    renders.reserve().release();
  });

  it('counts a reserved place as a render in flight until it is given back, once', async () => {
    const renders = pool({ threads: 1, queue: 0 });
    const slot = renders.reserve();
    expect(renders.inFlight).toBe(1);
    // One worker and no waiting places: a second render does not fit.
    expect(() => renders.reserve()).toThrow(AppError);
    slot.release();
    slot.release();
    expect(renders.inFlight).toBe(0);
    // A place given back renders nothing more.
    await expect(slot.render(sampleReportDocument('en'))).rejects.toThrow(/renders once/);
    renders.reserve().release();
  });
});

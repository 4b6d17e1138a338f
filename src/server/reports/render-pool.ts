import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { RenderedPdf } from './pdf-worker.ts';
import type { ReportDocument } from './report-document.ts';

/**
 * PDF reports are laid out in worker threads (docs/decisions/020-pdf-worker-pool.md): a render is
 * about 0.1 s of solid CPU, and on the main thread every other request waited for it.
 *
 * Admission is decided here, synchronously, when a place is reserved (the report routes reserve one
 * before they read anything from the database, so a refusal costs next to nothing):
 * - everyone together has at most `threads + queue` in flight; beyond that 503 `busy`, so the queue
 *   (and the wait in it) has a bound;
 * - a render that has not come back `timeoutMs` after it was handed to the pool is given up (503
 *   `busy`), and the worker running it is stopped.
 * The refusals carry Retry-After: how long renders take to come back just now, in whole seconds.
 * How many one person may have in flight is not the pool's to say: a report is one kind of expensive
 * work among others, counted per person in one place (http/work-limit.ts, decision 051).
 */

export interface PdfPoolOptions {
  /** Worker threads at most. Default: one fewer than the cores, at least one. */
  threads?: number;
  /** Renders that may wait for a worker, across everyone. Default 16. */
  queue?: number;
  /** From handing a document to the pool to the file, waiting included. Default 15 s. */
  timeoutMs?: number;
  /** An idle worker exits after this long (the next render starts a new one, about 0.5 s). Default 60 s. */
  idleMs?: number;
  /** How much lower the workers' CPU priority is than the main thread's (Linux nice). Default 5. */
  nice?: number;
  logger?: Logger;
}

/** One admitted render's place in the pool. */
export interface PdfSlot {
  /** Renders `doc` in a worker; once per slot. */
  render(doc: ReportDocument): Promise<RenderedPdf>;
  /** Gives the place back; safe to call more than once. */
  release(): void;
}

export interface PdfPool {
  /** Takes a place, or throws the 503 AppError when none may be had. */
  reserve(): PdfSlot;
  /** reserve, render, release. */
  render(doc: ReportDocument): Promise<RenderedPdf>;
  /** Renders in flight now, waiting or running. */
  readonly inFlight: number;
  /** Stops the workers; renders still waiting fail. */
  close(): Promise<void>;
}

const WORKER_FILE = fileURLToPath(new URL('./pdf-worker.ts', import.meta.url));

export function createPdfPool(options: PdfPoolOptions = {}): PdfPool {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  const capacity = threads + (options.queue ?? 16);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const { logger } = options;

  const pool = new Piscina<ReportDocument, RenderedPdf>({
    filename: WORKER_FILE,
    // None kept when idle: a worker with react-pdf and the fonts loaded holds tens of MB.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: options.idleMs ?? 60_000,
    // Tasks wait in `turns` below, first come first served, and reach the pool only when a worker is
    // free. (Piscina's own queue moves a task that carries an AbortSignal to the back each time it
    // cannot be placed: under steady load some renders waited until everyone else had stopped.)
    maxQueue: threads,
    // Below the main thread's priority (Linux): when the cores are contended, requests go first.
    niceIncrement: options.nice ?? 5,
  });

  const workers = turns(threads);
  let inFlight = 0;
  /** How long a render takes to come back (admission to file), smoothed; what Retry-After says. */
  let turnaroundMs = 1000;
  const retryAfter = () => ({ 'Retry-After': String(Math.max(1, Math.ceil(turnaroundMs / 1000))) });
  const busy = () => new AppError(503, 'busy', 'errors.reportsBusy', { headers: retryAfter() });

  async function run(doc: ReportDocument) {
    const started = performance.now();
    const signal = AbortSignal.timeout(timeoutMs);
    const timedOut = (stage: string) => {
      logger?.warn({ event: 'pdf_timeout', stage, ms: timeoutMs, inFlight }, 'PDF render timed out');
      return busy();
    };
    try {
      await workers.take(signal);
    } catch {
      throw timedOut('waiting');
    }
    try {
      const rendered = await pool.run(doc, { signal });
      turnaroundMs = 0.8 * turnaroundMs + 0.2 * (performance.now() - started);
      return rendered;
    } catch (error) {
      // Aborted while running: Piscina has stopped that worker; the next render starts another.
      if (signal.aborted) throw timedOut('running');
      throw error;
    } finally {
      workers.give();
    }
  }

  function reserve(): PdfSlot {
    if (inFlight >= capacity) throw busy();
    inFlight++;
    let released = false;
    let used = false;
    return {
      render: (doc) => {
        if (released || used) return Promise.reject(new Error('a PDF slot renders once, before its release'));
        used = true;
        return run(doc);
      },
      release: () => {
        if (released) return;
        released = true;
        inFlight--;
      },
    };
  }

  return {
    reserve,
    async render(doc) {
      const slot = reserve();
      try {
        return await slot.render(doc);
      } finally {
        slot.release();
      }
    },
    get inFlight() {
      return inFlight;
    },
    close: () => pool.close({ force: true }),
  };
}

/**
 * `size` turns on the workers, handed out first come first served. A waiter whose signal aborts
 * leaves the line (and take rejects); a turn given back goes straight to the first in line, so a
 * newcomer never overtakes.
 */
function turns(size: number) {
  let free = size;
  // A Set keeps insertion order and removes in O(1).
  const line = new Set<() => void>();
  return {
    take(signal: AbortSignal): Promise<void> {
      if (free > 0 && line.size === 0) {
        free--;
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => {
        const granted = () => {
          signal.removeEventListener('abort', aborted);
          resolve();
        };
        const aborted = () => {
          line.delete(granted);
          reject(signal.reason);
        };
        if (signal.aborted) return reject(signal.reason);
        line.add(granted);
        signal.addEventListener('abort', aborted, { once: true });
      });
    },
    give() {
      const [next] = line;
      if (next) {
        line.delete(next);
        next();
      } else {
        free++;
      }
    },
  };
}

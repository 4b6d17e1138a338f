import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';
import type { AppEnv } from './app-env.ts';

/**
 * How much expensive work one person may have in flight on this instance (decision 051): the export,
 * results and reports, progress, the timeline, completing an assessment, the PDF reports. Each of
 * these reads and computes far more than an autosave, and one account running them in 16 loops took
 * another person's autosave from 4 ms to 119 ms (security review of 2026-11-27, finding 4).
 *
 * - At most `perPerson` requests of one person run at once; the others wait in that person's own
 *   line, first come first served, for at most `maxWaitMs`, and at most `waiting` of them. Past
 *   either bound: 429 `rate_limited` with Retry-After, in the reader's words. A short wait rather
 *   than an immediate refusal: a refused client that asks again at once costs a session read per
 *   refusal, so refusing a loop makes more work than parking it.
 * - Counted in this process, in memory: what it protects is this instance's event loop and its
 *   database connections. A person's entry exists only while they have work running or waiting.
 * - A place is given back exactly once, whatever happens to the request (`limitWork` releases in
 *   `finally`); a waiter whose request is aborted, or whose wait runs out, leaves the line.
 */
export interface WorkLimitOptions {
  /** Expensive requests one person may have running at once. Default 2. */
  perPerson?: number;
  /** How many more of one person's may wait for a place. Default 32. */
  waiting?: number;
  /** How long one may wait before it is refused. Default 2 s. */
  maxWaitMs?: number;
}

/** Gives the place back; calling it again does nothing. */
export type Release = () => void;

export interface WorkLimit {
  /**
   * One of `person`'s places: at once when one is free, else after a wait in their line. Rejects with
   * the 429 AppError when the line is full, when the wait runs out, or when `signal` (read only if the
   * request must wait: its caller went away) aborts first; nobody reads that last answer, but an
   * ordinary refusal keeps it out of the error log.
   */
  enter(person: string, signal?: () => AbortSignal): Promise<Release>;
  /** Requests of `person` running now, or of everyone. */
  running(person?: string): number;
  /** Requests of `person` waiting now, or of everyone. */
  waiting(person?: string): number;
  /** People with work running or waiting: the entries this limit holds in memory. */
  readonly people: number;
  readonly perPerson: number;
  readonly maxWaiting: number;
}

interface Person {
  running: number;
  /** Each waiter's grant, in arrival order (a Set keeps insertion order and removes in O(1)). */
  line: Set<() => void>;
}

export function createWorkLimit(options: WorkLimitOptions = {}): WorkLimit {
  const perPerson = options.perPerson ?? 2;
  const maxWaiting = options.waiting ?? 32;
  const maxWaitMs = options.maxWaitMs ?? 2000;
  const people = new Map<string, Person>();
  /** How long a place is held (smoothed): what Retry-After is reckoned from. */
  let heldMs = 200;

  const refusal = (queued: number) => {
    // The wait for a place behind the `queued` already waiting, in whole seconds, at least one.
    const seconds = Math.max(1, Math.ceil((heldMs * Math.ceil((queued + 1) / perPerson)) / 1000));
    return new AppError(429, 'rate_limited', 'errors.workInProgress', {
      headers: { 'Retry-After': String(seconds) },
      params: { count: seconds },
    });
  };

  function forgetIfIdle(person: string, entry: Person) {
    if (entry.running === 0 && entry.line.size === 0) people.delete(person);
  }

  function place(person: string, entry: Person): Release {
    const started = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      heldMs = 0.8 * heldMs + 0.2 * (performance.now() - started);
      const [next] = entry.line;
      if (next) {
        // Handed straight to the first in line: the count does not change, and nobody overtakes.
        entry.line.delete(next);
        next();
        return;
      }
      entry.running--;
      forgetIfIdle(person, entry);
    };
  }

  async function enter(person: string, signal?: () => AbortSignal): Promise<Release> {
    const entry = people.get(person) ?? { running: 0, line: new Set() };
    people.set(person, entry);
    if (entry.running < perPerson && entry.line.size === 0) {
      entry.running++;
      return place(person, entry);
    }
    if (entry.line.size >= maxWaiting) throw refusal(entry.line.size);
    const { line } = entry;
    const aborted = signal?.();
    if (aborted?.aborted) throw refusal(line.size);
    await new Promise<void>((resolve, reject) => {
      const leave = (error: unknown) => {
        line.delete(granted);
        clearTimeout(timer);
        aborted?.removeEventListener('abort', onAbort);
        forgetIfIdle(person, entry);
        reject(error);
      };
      const onAbort = () => leave(refusal(line.size - 1));
      const granted = () => {
        clearTimeout(timer);
        aborted?.removeEventListener('abort', onAbort);
        resolve();
      };
      const timer = setTimeout(() => leave(refusal(line.size - 1)), maxWaitMs);
      line.add(granted);
      aborted?.addEventListener('abort', onAbort, { once: true });
    });
    return place(person, entry);
  }

  const sum = (count: (entry: Person) => number, person?: string) => {
    if (person !== undefined) {
      const entry = people.get(person);
      return entry ? count(entry) : 0;
    }
    let total = 0;
    for (const entry of people.values()) total += count(entry);
    return total;
  };

  return {
    enter,
    running: (person) => sum((entry) => entry.running, person),
    waiting: (person) => sum((entry) => entry.line.size, person),
    get people() {
      return people.size;
    },
    perPerson,
    maxWaiting,
  };
}

/**
 * The limit around a route, for the signed-in person (anyone else goes on to the route's own 401).
 * `methods`: only these count (the timeline's reads, not its milestone writes); default every method.
 */
export function limitWork(limit: WorkLimit, methods?: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user || (methods && !methods.includes(c.req.method))) return next();
    // The request's signal is read only when it must wait: building the full request costs.
    const release = await limit.enter(user.id, () => c.req.raw.signal);
    try {
      await next();
    } finally {
      release();
    }
  };
}

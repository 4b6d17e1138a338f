import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';
import { securityEvent } from '../security-events.ts';
import type { AppEnv } from './app-env.ts';

/**
 * How much expensive work one person may have on this instance (decision 051): the export, results
 * and reports, progress, the timeline, completing an assessment, the PDF reports. Each of these reads
 * and computes far more than an autosave, and one account running them in loops took another
 * person's autosave from 4 ms to 119 ms (security review of 2026-11-27, finding 4).
 *
 * - **In flight**: at most `perPerson` requests of one person hold a place at once.
 * - **Over time**: a person's places may be held, on average, for at most `share` of the time (the
 *   held times of their requests added up, each counting at most `COUNTED_MS`, after a first
 *   `burstMs`, paid back at `share` per millisecond). Bounding the number in flight alone did not do:
 *   requests one after the other without a pause still kept the event loop (and PGlite, on the same
 *   thread) busy for one person, and another person's autosave waited behind them.
 * - The rest waits in that person's own line, first come first served, for at most `maxWaitMs`, and
 *   at most `waiting` of them. Past either bound: 429 `rate_limited` with Retry-After, in the reader's
 *   words. A short wait rather than an immediate refusal: a refused client that asks again at once
 *   costs a session read per refusal, so refusing a loop makes more work than parking it.
 * - Counted in this process, in memory: what it protects is this instance's event loop, its database
 *   connections and its PDF worker. A person's entry lasts while they have work running or waiting,
 *   or time still to pay back (a few seconds at most), then goes.
 * - A place is given back exactly once, whatever happens to the request (`limitWork` releases in
 *   `finally`); a waiter whose request is aborted, or whose wait runs out, leaves the line.
 */
export interface WorkLimitOptions {
  /** Expensive requests one person may have running at once. Default 2. */
  perPerson?: number;
  /** The share of time one person's places may be held, on average. Default a quarter; Infinity: no bound. */
  share?: number;
  /** Held time a person may run up before `share` applies. Default 3 s: three requests at their longest. */
  burstMs?: number;
  /** How many more of one person's may wait for a place. Default 32. */
  waiting?: number;
  /** How long one may wait before it is refused. Default 2 s. */
  maxWaitMs?: number;
}

/** Gives the place back; calling it again does nothing. */
export type Release = () => void;

export interface WorkLimit {
  /**
   * One of `person`'s places: at once when one is free and their time allows, else after a wait in
   * their line. Rejects with the 429 AppError when the line is full, when the wait runs out, or when
   * `signal` (read only if the request must wait: its caller went away) aborts first; nobody reads
   * that last answer, but an ordinary refusal keeps it out of the error log.
   */
  enter(person: string, signal?: () => AbortSignal): Promise<Release>;
  /** Requests of `person` running now, or of everyone. */
  running(person?: string): number;
  /** Requests of `person` waiting now, or of everyone. */
  waiting(person?: string): number;
  /** People with work running or waiting, or time to pay back: the entries this limit holds in memory. */
  readonly people: number;
  readonly perPerson: number;
  readonly maxWaiting: number;
}

interface Person {
  running: number;
  /** Each waiter's grant, in arrival order (a Set keeps insertion order and removes in O(1)). */
  line: Set<() => void>;
  /** Held time not yet paid back, in ms, as of `at`. */
  owed: number;
  at: number;
  /** Lets the next in line in once the person's time allows; or forgets an idle person once it is paid. */
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * What one request adds to its person's held time at most. Longer is waiting on others (a PDF behind
 * other people's renders, a database busy with everyone), not this person's cost, and counting it
 * would pace a person for the server's load.
 */
const COUNTED_MS = 1000;

export function createWorkLimit(options: WorkLimitOptions = {}): WorkLimit {
  const perPerson = options.perPerson ?? 2;
  const share = options.share ?? 0.25;
  const burstMs = options.burstMs ?? 3000;
  const maxWaiting = options.waiting ?? 32;
  const maxWaitMs = options.maxWaitMs ?? 2000;
  const people = new Map<string, Person>();
  /** How long a place is held (smoothed): what Retry-After is reckoned from. */
  let heldMs = 200;

  /** Held time `entry` has not paid back at `now`. */
  const owedAt = (entry: Person, now: number) =>
    Number.isFinite(share) ? Math.max(0, entry.owed - (now - entry.at) * share) : 0;
  /** How long until `entry`'s time allows another place. */
  const paceWait = (entry: Person, now: number) => Math.max(0, owedAt(entry, now) - burstMs) / share;

  const refusal = (entry: Person, queued: number) => {
    // The wait for a place behind the `queued` already waiting, in whole seconds, at least one.
    const turns = heldMs * Math.ceil((queued + 1) / perPerson);
    const seconds = Math.max(1, Math.ceil((turns + paceWait(entry, performance.now())) / 1000));
    return new AppError(429, 'rate_limited', 'errors.workInProgress', {
      headers: { 'Retry-After': String(seconds) },
      params: { count: seconds },
    });
  };

  /**
   * Lets the first in line in while a place is free and the person's time allows, else sets a timer
   * for when it will; a person with nothing running or waiting is forgotten once paid up.
   */
  function admit(person: string, entry: Person) {
    clearTimeout(entry.timer);
    entry.timer = undefined;
    const now = performance.now();
    while (entry.line.size > 0 && entry.running < perPerson) {
      const wait = paceWait(entry, now);
      if (wait > 0) {
        entry.timer = setTimeout(() => admit(person, entry), Math.ceil(wait));
        return;
      }
      const [next] = entry.line;
      entry.line.delete(next as () => void);
      entry.running++;
      next?.();
    }
    if (entry.running > 0 || entry.line.size > 0) return;
    const paid = owedAt(entry, now) / share;
    if (paid <= 0 || !Number.isFinite(paid)) {
      people.delete(person);
      return;
    }
    // Kept until paid up, so that a person asking one request at a time is paced too; never longer.
    entry.timer = setTimeout(() => admit(person, entry), Math.ceil(paid));
    entry.timer.unref?.();
  }

  function place(person: string, entry: Person): Release {
    const started = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = performance.now();
      heldMs = 0.8 * heldMs + 0.2 * (now - started);
      entry.owed = owedAt(entry, now) + Math.min(now - started, COUNTED_MS);
      entry.at = now;
      entry.running--;
      admit(person, entry);
    };
  }

  async function enter(person: string, signal?: () => AbortSignal): Promise<Release> {
    const now = performance.now();
    const entry = people.get(person) ?? { running: 0, line: new Set(), owed: 0, at: now };
    people.set(person, entry);
    if (entry.running < perPerson && entry.line.size === 0 && paceWait(entry, now) === 0) {
      entry.running++;
      return place(person, entry);
    }
    if (entry.line.size >= maxWaiting) throw refusal(entry, entry.line.size);
    const { line } = entry;
    const aborted = signal?.();
    if (aborted?.aborted) {
      admit(person, entry);
      throw refusal(entry, line.size);
    }
    await new Promise<void>((resolve, reject) => {
      const leave = () => {
        const error = refusal(entry, line.size - 1);
        line.delete(granted);
        clearTimeout(timer);
        aborted?.removeEventListener('abort', leave);
        admit(person, entry);
        reject(error);
      };
      const granted = () => {
        clearTimeout(timer);
        aborted?.removeEventListener('abort', leave);
        resolve();
      };
      const timer = setTimeout(leave, maxWaitMs);
      line.add(granted);
      aborted?.addEventListener('abort', leave, { once: true });
      // Free places but time owed: the line moves when the time allows.
      if (entry.line.size === 1) admit(person, entry);
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
    const release = await limit
      .enter(user.id, () => c.req.raw.signal)
      .catch((error: unknown) => {
        // A refusal is a security event (ASVS 16.3.3), as the request limits' are.
        if (error instanceof AppError && error.status === 429)
          securityEvent('rate_limited', { account_id: user.id, limit: 'work' });
        throw error;
      });
    try {
      await next();
    } finally {
      release();
    }
  };
}

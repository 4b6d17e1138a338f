import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import type { Logger } from '../logger.ts';

export type JobPayload = Record<string, unknown>;

export interface JobHandler<P extends JobPayload = JobPayload> {
  /** Does the work; throwing means "try again later" until the tries run out. */
  run(payload: P, job: { id: string; attempts: number }): Promise<void>;
  /** What stays of the payload once the job is done or dead: nothing by default, since a payload can hold a link. */
  summary?(payload: P): JobPayload | null;
  /** Tries before the job is a dead letter: the first and five retries unless said otherwise. */
  maxAttempts?: number;
}

/**
 * Thrown by a handler to say "not now, at `until`" (a notice that falls due inside someone's quiet hours):
 * the job waits without counting a try or recording a failure.
 */
export class JobDeferred extends Error {
  readonly until: Date;
  constructor(until: Date) {
    super('job deferred');
    this.until = until;
    this.name = 'JobDeferred';
  }
}

export const DEFAULT_MAX_ATTEMPTS = 6;
/** Exponential back-off: a minute, then five times longer each try (5 min, 25 min, about 2 h, 10 h), at most 12 h. */
export const retryDelaySeconds = (attempts: number) => Math.min(60 * 5 ** (attempts - 1), 12 * 3600);
const DEFAULT_LEASE_SECONDS = 60;
const BATCH = 10;

export interface EnqueueOptions {
  /** Unique: a second enqueue with the same key adds nothing and answers the first job's id. */
  key?: string | undefined;
  /** Not before then (a deferred notice, a reminder); now by default. */
  runAt?: Date | undefined;
  /** The caller's transaction: the job exists exactly when what it follows from was committed. */
  tx?: Db | undefined;
}

export interface Jobs {
  enqueue(kind: string, payload: JobPayload, options?: EnqueueOptions): Promise<{ id: string; created: boolean }>;
  /** What a worker does for jobs of `kind` (set once, where the service that does it is made). */
  handle<P extends JobPayload>(kind: string, handler: JobHandler<P>): void;
  /** Runs what is due now, in rounds, until nothing is; resolves with how many ran (tests, and the poll). */
  runDue(): Promise<number>;
  /** Runs what is due soon, when started: for a caller whose transaction enqueued and has now committed. */
  wake(): void;
  /** Polls for due jobs until `stop`; an enqueue also wakes it at once. */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/**
 * Durable jobs on the database (decision 066). An enqueue is an insert. Each instance's worker leases due
 * jobs of the kinds it has handlers for with `FOR UPDATE SKIP LOCKED` (on PGlite, one process, the lock is
 * a no-op and the lease is what counts), extends the lease while it works, and finishes only jobs it still
 * holds: two workers never run one job together, and a worker that dies leaves its jobs to be taken again
 * when their lease ends. Delivery is therefore at least once; what reaches the outside carries the job's id
 * (a mail's Message-ID, a push's tag) so a crash between the send and its record is not a second message.
 */
export function createJobs(deps: { db: Db; logger: Logger; leaseSeconds?: number | undefined }): Jobs {
  const { db, logger } = deps;
  const leaseSeconds = deps.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const worker = randomUUID();
  const handlers = new Map<string, JobHandler>();
  const held = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;

  async function claim() {
    if (handlers.size === 0) return [];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.done_at),
          isNull(jobs.dead_at),
          inArray(jobs.kind, [...handlers.keys()]),
          lte(jobs.run_at, sql`now()`),
          or(isNull(jobs.locked_until), lte(jobs.locked_until, sql`now()`)),
        ),
      )
      .orderBy(asc(jobs.run_at))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        locked_until: sql`now() + make_interval(secs => ${leaseSeconds})`,
        locked_by: worker,
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /** Keeps this worker's leases from running out while it works through a slow batch. */
  async function extendLeases() {
    if (held.size === 0) return;
    await db
      .update(jobs)
      .set({ locked_until: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(and(eq(jobs.locked_by, worker), inArray(jobs.id, [...held])));
  }

  const mine = (id: string) => and(eq(jobs.id, id), eq(jobs.locked_by, worker));

  async function round() {
    const rows = await claim();
    for (const row of rows) held.add(row.id);
    const heartbeat = setInterval(
      () =>
        extendLeases().catch((error: unknown) =>
          logger.warn({ event: 'job_lease_not_extended', reason: errorClass(error) }, 'could not extend job leases'),
        ),
      (leaseSeconds * 1000) / 3,
    );
    heartbeat.unref();
    try {
      for (const row of rows) {
        const handler = handlers.get(row.kind) as JobHandler;
        const payload = row.payload ?? {};
        try {
          await handler.run(payload, { id: row.id, attempts: row.attempts });
          const [finished] = await db
            .update(jobs)
            .set({
              done_at: sql`now()`,
              locked_until: null,
              locked_by: null,
              payload: handler.summary?.(payload) ?? null,
              last_error: null,
            })
            .where(mine(row.id))
            .returning({ id: jobs.id });
          if (!finished) logger.warn({ event: 'job_lease_lost', jobId: row.id, kind: row.kind }, 'job lease lost');
        } catch (error) {
          if (error instanceof JobDeferred) {
            await db
              .update(jobs)
              .set({
                // Never before a second from now: a clock behind the database's must not spin the worker.
                run_at: sql`greatest(${error.until.toISOString()}::timestamptz, now() + interval '1 second')`,
                attempts: sql`${jobs.attempts} - 1`,
                locked_until: null,
                locked_by: null,
              })
              .where(mine(row.id));
            continue;
          }
          const reason = errorClass(error);
          const dead = row.attempts >= (handler.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
          await db
            .update(jobs)
            .set(
              dead
                ? {
                    dead_at: sql`now()`,
                    locked_until: null,
                    locked_by: null,
                    payload: handler.summary?.(payload) ?? null,
                    last_error: reason,
                  }
                : {
                    run_at: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
                    locked_until: null,
                    locked_by: null,
                    last_error: reason,
                  },
            )
            .where(mine(row.id));
          logger.warn(
            { event: dead ? 'job_dead' : 'job_failed', jobId: row.id, kind: row.kind, attempts: row.attempts, reason },
            dead ? 'job failed for the last time; kept as a dead letter' : 'job failed; will retry',
          );
        } finally {
          held.delete(row.id);
        }
      }
    } finally {
      clearInterval(heartbeat);
    }
    return rows.length;
  }

  async function runDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let ran = 0;
      do {
        again = false;
        for (let n = await round(); n > 0; n = await round()) ran += n;
      } while (again);
      return ran;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const wake = () => {
    if (!timer) return; // not started (tests call runDue themselves)
    // The class only: a failed query's text can carry a payload's words.
    runDue().catch((error: unknown) =>
      logger.warn({ event: 'job_round_failed', reason: errorClass(error) }, 'job round failed; will poll again'),
    );
  };

  return {
    async enqueue(kind, payload, options = {}) {
      const tx = options.tx ?? db;
      const [row] = await tx
        .insert(jobs)
        .values({ kind, payload, key: options.key ?? null, ...(options.runAt ? { run_at: options.runAt } : {}) })
        .onConflictDoNothing({ target: jobs.key })
        .returning({ id: jobs.id });
      // After the caller's transaction, if any, has had its chance to commit.
      setImmediate(wake);
      if (row) return { id: row.id, created: true };
      const [existing] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(eq(jobs.key, options.key ?? ''));
      if (!existing) throw new Error('job not enqueued');
      return { id: existing.id, created: false };
    },
    handle(kind, handler) {
      handlers.set(kind, handler as unknown as JobHandler);
    },
    runDue,
    wake,
    start(intervalMs = 15_000) {
      if (timer) return;
      timer = setInterval(wake, intervalMs);
      timer.unref();
      wake();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

/** An SMTP reply code or an error's name: enough to tell a refusal from a network failure, never content. */
export function errorClass(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause && typeof cause === 'object') return errorClass(cause);
  const e = error as { responseCode?: unknown; code?: unknown; name?: unknown; statusCode?: unknown };
  if (typeof e.responseCode === 'number') return `smtp_${e.responseCode}`;
  if (typeof e.statusCode === 'number') return `http_${e.statusCode}`;
  if (typeof e.code === 'string' && /^[A-Z_]+$/.test(e.code)) return e.code;
  return typeof e.name === 'string' ? e.name.slice(0, 40) : 'Error';
}

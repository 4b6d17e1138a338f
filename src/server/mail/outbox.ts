import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Language } from '../../domain/language.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { type MailKind, type MailParams, renderMail } from './templates.ts';
import type { MailTransport } from './transport.ts';

/** Waits between tries: a minute, five, half an hour, two hours, then twelve; then it has failed. */
export const RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 43_200] as const;
/** How long a worker holds a row it is sending before another may take it over. */
const CLAIM_SECONDS = 120;
const BATCH = 10;

export interface QueuedMail {
  kind: MailKind;
  to: string;
  language: Language;
  params: MailParams;
}

/**
 * Work the outbox does for a request rather than a mail already written: a password reset asked for an
 * address is queued as it is, whether or not an account has it, and the worker decides (issue 26). The
 * request costs the asker the same single insert either way, so its time says nothing about the address.
 */
export const OUTBOX_REQUESTS = ['reset_request'] as const;
export type OutboxRequest = (typeof OUTBOX_REQUESTS)[number];

export interface Outbox {
  /** Renders the mail in its reader's language and stores it; it is sent soon after, retried if needed. */
  queue(mail: QueuedMail, db?: Db): Promise<string>;
  /** Queues a request for an address; its handler runs with the sending, retried like a mail. */
  request(kind: OutboxRequest, to: string): Promise<void>;
  /** What the worker does for a request of `kind` (set once, where the service that does it is made). */
  handle(kind: OutboxRequest, handler: (to: string) => Promise<void>): void;
  /** Sends what is due now; resolves when this round is done (tests, and the poll). */
  deliverDue(): Promise<number>;
  /**
   * Sends what is due soon, when started: for a caller whose transaction queued mail and has now
   * committed (on PostgreSQL the wake `queue` gives can run before the commit and find nothing).
   */
  wake(): void;
  /** Polls for due mail until `stop`; a queued mail also wakes it at once. */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/**
 * The durable outbox (decision 034). `queue` is an insert, in the caller's transaction when it passes
 * one, so a mail exists exactly when what it announces happened. Delivery claims due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease, so two instances never send the same row, and a worker that
 * dies mid-send leaves its rows to be taken again when the lease ends.
 */
export function createOutbox(deps: { db: Db; transport: MailTransport; logger: Logger }): Outbox {
  const { db, transport, logger } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  const handlers = new Map<string, (to: string) => Promise<void>>();

  async function claim() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sent_at),
          isNull(mailOutbox.failed_at),
          lte(mailOutbox.next_attempt_at, sql`now()`),
          or(isNull(mailOutbox.locked_until), lte(mailOutbox.locked_until, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.next_attempt_at))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        locked_until: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function round() {
    const rows = await claim();
    for (const row of rows) {
      try {
        const handler = handlers.get(row.kind);
        if (handler) {
          await handler(row.to_address);
          // Done: the address someone typed, perhaps nobody's, is not kept.
          await db
            .update(mailOutbox)
            .set({ sent_at: sql`now()`, locked_until: null, to_address: '', last_error: null })
            .where(eq(mailOutbox.id, row.id));
          continue;
        }
        await transport.deliver({
          messageId: `<${row.id}@wifaq.mail>`,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body ?? '',
          html: row.html_body ?? '',
        });
        await db
          .update(mailOutbox)
          .set({ sent_at: sql`now()`, locked_until: null, text_body: null, html_body: null, last_error: null })
          .where(eq(mailOutbox.id, row.id));
        logger.info({ event: 'mail_sent', mailId: row.id, kind: row.kind, attempts: row.attempts }, 'mail sent');
      } catch (error) {
        const reason = errorClass(error);
        const delay = RETRY_DELAYS_SECONDS[row.attempts - 1];
        await db
          .update(mailOutbox)
          .set(
            delay === undefined
              ? { failed_at: sql`now()`, locked_until: null, text_body: null, html_body: null, last_error: reason }
              : {
                  next_attempt_at: sql`now() + make_interval(secs => ${delay})`,
                  locked_until: null,
                  last_error: reason,
                },
          )
          .where(eq(mailOutbox.id, row.id));
        logger.warn(
          { event: 'mail_failed', mailId: row.id, kind: row.kind, attempts: row.attempts, reason, final: !delay },
          delay === undefined ? 'mail could not be sent; giving up' : 'mail not sent; will retry',
        );
      }
    }
    return rows.length;
  }

  async function deliverDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        for (let n = await round(); n > 0; n = await round()) sent += n;
      } while (again);
      return sent;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const wake = () => {
    if (!timer) return; // not started (tests call deliverDue themselves)
    deliverDue().catch((error: unknown) => logger.error({ err: error }, 'mail outbox round failed'));
  };

  return {
    async queue(mail, tx = db) {
      const rendered = renderMail(mail.kind, mail.language, mail.params);
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          kind: mail.kind,
          to_address: mail.to,
          subject: rendered.subject,
          text_body: rendered.text,
          html_body: rendered.html,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail not queued');
      // After the caller's transaction, if any, has had its chance to commit.
      setImmediate(wake);
      return row.id;
    },
    async request(kind, to) {
      await db.insert(mailOutbox).values({ kind, to_address: to, subject: '' });
      setImmediate(wake);
    },
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    deliverDue,
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
function errorClass(error: unknown) {
  const e = error as { responseCode?: unknown; code?: unknown; name?: unknown };
  if (typeof e.responseCode === 'number') return `smtp_${e.responseCode}`;
  if (typeof e.code === 'string' && /^[A-Z_]+$/.test(e.code)) return e.code;
  return typeof e.name === 'string' ? e.name.slice(0, 40) : 'Error';
}

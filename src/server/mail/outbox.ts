import type { Language } from '../../domain/language.ts';
import type { Db } from '../db/client.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Logger } from '../logger.ts';
import { type MailKind, type MailParams, renderMail } from './templates.ts';
import type { MailAttachment, MailTransport } from './transport.ts';

export interface QueuedMail {
  kind: MailKind;
  to: string;
  language: Language;
  params: MailParams;
  /** The job key (decision 066): a mail for the same event is queued once, however often it is asked for. */
  key?: string;
  /** Extra headers, e.g. RFC 8058's one-click unsubscribe on a notice (decision 067). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
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
  /** Runs every due job, mail among them; resolves when none is left (tests call it to read what was sent). */
  deliverDue(): Promise<number>;
  /**
   * Sends what is due soon, when started: for a caller whose transaction queued mail and has now
   * committed (on PostgreSQL the wake `queue` gives can run before the commit and find nothing).
   */
  wake(): void;
}

/** A rendered mail as its job holds it until sent; then only its kind stays. */
interface MailJob extends Record<string, unknown> {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** The mail's `Message-ID`: its job's id, the same on every try. */
export const mailMessageId = (jobId: string) => `<${jobId}@wifaq.mail>`;

/**
 * The mail outbox (decision 035), on the durable jobs (decision 066). `queue` renders the mail in its
 * reader's language and enqueues it, in the caller's transaction when it passes one, so a mail exists
 * exactly when what it announces happened. If a process dies after the SMTP server took a mail but
 * before its job was marked done, the copy sent again has the same `Message-ID`, and receiving systems
 * drop it as a duplicate.
 */
export function createOutbox(deps: { jobs: Jobs; transport: MailTransport; logger: Logger }): Outbox {
  const { jobs, transport, logger } = deps;
  jobs.handle<MailJob>('mail', {
    async run(mail, job) {
      await transport.deliver({
        messageId: mailMessageId(job.id),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: mail.attachments,
      });
      logger.info({ event: 'mail_sent', mailId: job.id, kind: mail.kind, attempts: job.attempts }, 'mail sent');
    },
    // Bodies can hold single-use links, and the address is nobody's business once sent: the kind stays.
    summary: (mail) => ({ kind: mail.kind }),
  });
  return {
    async queue(mail, tx) {
      const rendered = renderMail(mail.kind, mail.language, mail.params);
      const payload: MailJob = {
        kind: mail.kind,
        to: mail.to,
        ...rendered,
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      };
      return (await jobs.enqueue('mail', payload, { tx, key: mail.key })).id;
    },
    async request(kind, to) {
      await jobs.enqueue(kind, { to });
    },
    handle(kind, handler) {
      // No summary: the address someone typed, perhaps nobody's, is not kept once the request was handled.
      jobs.handle<{ to: string }>(kind, { run: ({ to }) => handler(to) });
    },
    deliverDue: () => jobs.runDue(),
    wake: () => jobs.wake(),
  };
}

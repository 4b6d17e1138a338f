import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';

/** One message as the outbox hands it over; `messageId` is the outbox row's, the same on every retry. */
export interface OutgoingMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a notice's `List-Unsubscribe` and `List-Unsubscribe-Post`, RFC 8058). */
  headers?: Record<string, string> | undefined;
  /** Files sent with it (the monthly report's PDF), their content base64. */
  attachments?: MailAttachment[] | undefined;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
}

export interface MailTransport {
  /** Where mail goes, for the start-up log: `smtp` or the folder of `.eml` files. */
  readonly describe: string;
  deliver(mail: OutgoingMail): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it every mail is written as an `.eml` file to
 * `DATA_DIR/mail/` (readable by any mail program), so a default set-up works end to end: a person
 * running Wifaq locally opens the file to follow a link. The log names the file, never the link.
 */
export function createMailTransport(env: Pick<Env, 'mail' | 'dataDir'>, logger: Logger): MailTransport {
  const from = env.mail?.from ?? 'Wifaq <no-reply@localhost>';
  const message = (mail: OutgoingMail) => ({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // Stable across retries: if a crash ever comes between the server accepting a mail and the row
    // being marked sent, the copy sent again carries the same id and mail systems keep one.
    messageId: mail.messageId,
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.attachments
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            encoding: 'base64',
          })),
        }
      : {}),
  });
  if (env.mail) {
    const smtp = nodemailer.createTransport(env.mail.smtpUrl);
    return {
      describe: 'smtp',
      async deliver(mail) {
        await smtp.sendMail(message(mail));
      },
    };
  }
  const folder = path.join(env.dataDir, 'mail');
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: folder,
    async deliver(mail) {
      const info = await files.sendMail(message(mail));
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.slice(1, 9)}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      await chmod(file, 0o600);
      logger.info({ event: 'mail_written', file }, 'mail written to a file (no SMTP_URL)');
    },
  };
}

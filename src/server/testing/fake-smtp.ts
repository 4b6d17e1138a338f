import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestContext } from './test-app.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, so nodemailer's real client is exercised. */
export async function startFakeSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Each connection would otherwise wait on a reverse DNS lookup of 127.0.0.1 (seconds without a resolver).
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes one MIME part's body by its Content-Transfer-Encoding. */
function decodePart(head: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A decoded `encoded-word` header value (=?UTF-8?B?…?= or =?UTF-8?Q?…?=), as a mail program shows it. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, how: string, text: string) =>
      how.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

export interface ParsedMail {
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  html: string;
  /** A header's value as written (unfolded), or '' when the mail has none. */
  header(name: string): string;
  /** Files sent with the mail, their bytes decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

interface MimePart {
  head: string;
  raw: string;
}

/** The leaf parts of a MIME body, a multipart inside a multipart (a mail with an attachment) included. */
function leafParts(head: string, body: string): MimePart[] {
  const unfolded = head.replace(/\n[ \t]+/g, ' ');
  const boundary = /content-type:\s*multipart\//i.test(unfolded)
    ? unfolded.match(/boundary="?([^";\s]+)"?/i)?.[1]
    : undefined;
  if (!boundary) return [{ head, raw: body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => {
      const [partHead = '', ...rest] = part.replace(/^\n/, '').split(/\n\n/);
      return leafParts(partHead, rest.join('\n\n'));
    });
}

/** The subject and the plain-text and HTML parts of a mail nodemailer wrote, however it encoded them. */
export function parseMail(mail: ReceivedMail): ParsedMail {
  const raw = mail.raw.replace(/\r\n/g, '\n');
  const [head = ''] = raw.split(/\n\n/);
  const unfolded = head.replace(/\n[ \t]+/g, ' ');
  const header = (name: string) => unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1] ?? '';
  const parts = leafParts(head, raw.slice(head.length + 2));
  const part = (type: string) => {
    const found = parts.find(
      (p) =>
        new RegExp(`content-type:\\s*${type}`, 'i').test(p.head) && !/content-disposition:\s*attachment/i.test(p.head),
    );
    return found ? decodePart(found.head, found.raw) : '';
  };
  const attachments = parts
    .filter((p) => /content-disposition:\s*attachment/i.test(p.head.replace(/\n[ \t]+/g, ' ')))
    .map((p) => {
      const partHead = p.head.replace(/\n[ \t]+/g, ' ');
      return {
        filename: partHead.match(/filename="?([^";\n]+)"?/i)?.[1] ?? '',
        contentType: partHead.match(/content-type:\s*([^;\s]+)/i)?.[1] ?? '',
        content: Buffer.from(p.raw.replace(/\s+/g, ''), 'base64'),
      };
    });
  return {
    to: mail.to,
    subject: decodeHeader(header('Subject')),
    messageId: header('Message-ID'),
    text: part('text/plain'),
    html: part('text/html'),
    header,
    attachments,
  };
}

/** The token in a mail's link to one of the product's pages (`…#token=…`). */
export function tokenIn(mail: ParsedMail, page: string): string {
  const match = mail.text.match(new RegExp(`/${page}#token=([^\\s]+)`));
  if (!match?.[1]) throw new Error(`no /${page} link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

/**
 * A local SMTP server with what apps sent through it, by address: the mail settings to give
 * `createTestApp`, and each app's due outbox sent before reading, so a test reads what a person would
 * have received by then.
 */
export async function startMailbox() {
  const smtp = await startFakeSmtp();
  const mailsTo = async (app: Pick<TestContext, 'app'>, address: string): Promise<ParsedMail[]> => {
    await app.app.outbox.deliverDue();
    return smtp.received.filter((m) => m.to.includes(address)).map(parseMail);
  };
  return {
    ...smtp,
    mail: { smtpUrl: smtp.url, from: 'Wifaq <no-reply@wifaq.test>' },
    /** Every mail `app` delivered to `address` so far, oldest first. */
    mailsTo,
    /** The last mail with this subject `app` delivered to `address`; throws when there is none. */
    async lastMail(app: Pick<TestContext, 'app'>, address: string, subject: string) {
      const mail = (await mailsTo(app, address)).findLast((m) => m.subject === subject);
      if (!mail) throw new Error(`no mail "${subject}" to ${address}`);
      return mail;
    },
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

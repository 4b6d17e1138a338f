import nodemailer from 'nodemailer';
import type { Env } from './env.ts';

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise no mailer (callers skip email). */
export function createMailer(mail: Env['mail']): Mailer | null {
  if (!mail) return null;
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: mail.from, ...message });
    },
  };
}

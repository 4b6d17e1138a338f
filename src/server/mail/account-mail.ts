import { eq } from 'drizzle-orm';
import { addressContext } from '../../domain/address.ts';
import type { Language } from '../../domain/language.ts';
import type { Db } from '../db/client.ts';
import { profiles, user } from '../db/schema.ts';
import { profileLanguage } from '../http/language.ts';
import type { Outbox, OutboxRequest } from './outbox.ts';
import { type MailKind, type MailParams, writtenForTheAccount } from './templates.ts';

/** The product's pages a mail links to; tokens ride in the fragment, which no server or log ever sees. */
export const mailLinks = (appUrl: string) => ({
  verifyEmail: (token: string) => `${appUrl}/verify-email#token=${encodeURIComponent(token)}`,
  resetPassword: (token: string) => `${appUrl}/reset-password#token=${encodeURIComponent(token)}`,
  undoEmailChange: (token: string) => `${appUrl}/undo-email-change#token=${encodeURIComponent(token)}`,
  forgotPassword: `${appUrl}/forgot-password`,
  security: `${appUrl}/settings/security`,
  billing: `${appUrl}/settings/billing`,
  login: `${appUrl}/login`,
});

export interface AccountMail {
  /**
   * A mail to a person about their own account, in their saved language, to their current address
   * unless `to` says otherwise (the old address after a change), and in Arabic addressed as their profile's
   * gender says (decision 063), unless it is written for someone else (`couple_invitation`). Never throws: an account event must
   * not fail because its notice could not be queued; the failure is logged by class.
   */
  send(userId: string, kind: MailKind, params?: MailParams & { to?: string }): Promise<void>;
  /** Queues work for an address that may or may not have an account (mail/outbox.ts OUTBOX_REQUESTS). */
  request(kind: OutboxRequest, to: string): Promise<void>;
  /** For someone who may have no account language yet: the address and language are given. */
  sendTo(to: string, language: Language, kind: MailKind, params?: MailParams): Promise<void>;
}

export function accountMail(db: Db, outbox: Outbox, onError: (kind: MailKind, error: unknown) => void): AccountMail {
  return {
    async send(userId, kind, params = {}) {
      try {
        const [row] = await db
          .select({
            email: user.email,
            name: user.name,
            language_preference: profiles.language_preference,
            gender: profiles.gender,
          })
          .from(user)
          .leftJoin(profiles, eq(profiles.id, user.id))
          .where(eq(user.id, userId));
        if (!row) return;
        const { to, ...rest } = params;
        await outbox.queue({
          kind,
          to: to ?? row.email,
          language: profileLanguage(row.language_preference ? { language_preference: row.language_preference } : null),
          params: { name: row.name, ...(writtenForTheAccount(kind) ? addressContext(row.gender) : {}), ...rest },
        });
      } catch (error) {
        onError(kind, error);
      }
    },
    request: (kind, to) => outbox.request(kind, to),
    async sendTo(to, language, kind, params = {}) {
      try {
        await outbox.queue({ kind, to, language, params });
      } catch (error) {
        onError(kind, error);
      }
    },
  };
}

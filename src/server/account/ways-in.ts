import { eq } from 'drizzle-orm';
import type { Language } from '../../domain/language.ts';
import type { Db } from '../db/client.ts';
import { backupCodes, passkeys, twoFactors } from '../db/schema.ts';
import { translate } from '../i18n.ts';

/** What was removed when an account was taken back, for the owner's mail. */
export interface RemovedWaysIn {
  passkeys: string[];
  twoFactor: boolean;
}

/**
 * Removes every way into an account besides its address and password: its passkeys and its two-factor
 * enrolment (secret and backup codes). Used when the account is taken back by the inbox that owns it
 * (an undone address change, the first reset of an address nobody had confirmed): whoever held the
 * account before may have added any of them, and none can be told apart from the owner's own.
 */
export async function removeSecondWaysIn(db: Db, userId: string): Promise<RemovedWaysIn> {
  const removed = await db.delete(passkeys).where(eq(passkeys.user_id, userId)).returning({ name: passkeys.name });
  const enrolled = await db
    .delete(twoFactors)
    .where(eq(twoFactors.user_id, userId))
    .returning({ enabled_at: twoFactors.enabled_at });
  await db.delete(backupCodes).where(eq(backupCodes.user_id, userId));
  return { passkeys: removed.map((p) => p.name), twoFactor: enrolled.some((e) => e.enabled_at !== null) };
}

/**
 * The mail's sentences naming what was removed (empty when nothing was), in the reader's language:
 * passkeys by the names their owner gave them.
 */
export function describeRemoved(removed: RemovedWaysIn) {
  return (language: Language) => {
    const lines: string[] = [];
    if (removed.twoFactor) lines.push(translate('mail.removed.twoFactor', language));
    if (removed.passkeys.length > 0) {
      const quote = (name: string) => (language === 'ar' ? `«${name}»` : `“${name}”`);
      const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(removed.passkeys.map(quote));
      lines.push(translate('mail.removed.passkeys', language, { count: removed.passkeys.length, names }));
    }
    return lines.join(' ');
  };
}

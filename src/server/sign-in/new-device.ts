import type { Language } from '../../domain/language.ts';
import { intlLocale } from '../../domain/language.ts';
import { deviceName } from '../../domain/user-agent.ts';
import { translate } from '../i18n.ts';
import type { AccountMail } from '../mail/account-mail.ts';

/**
 * "A new sign-in to your account", when a browser without this account's device cookie signs in
 * (the cookie of sign-in/limits.ts). It names the browser and system as the security page does, and
 * the time in UTC, named in the reader's language («بالتوقيت العالمي المنسَّق», content review 6.2): the server
 * does not know the reader's zone when it writes.
 */
export async function mailNewDevice(mail: AccountMail, userId: string, userAgent: string | null, securityUrl: string) {
  const at = new Date();
  const { browser, system } = deviceName(userAgent);
  await mail.send(userId, 'new_sign_in', {
    url: securityUrl,
    device: (language: Language) =>
      browser && system
        ? translate('security.deviceOn', language, { browser, system })
        : (browser ?? system ?? translate('security.unknownDevice', language)),
    time: (language: Language) =>
      `${new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} ${translate('mail.new_sign_in.utc', language)}`,
  });
}

import { intlLocale, type Language } from './language.ts';
import {
  AGE_MAX,
  AGE_MIN,
  ANSWER_MAX,
  ANSWER_MIN,
  CHILD_NAME_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_REPLY_MAX,
  COUNSELLOR_BIO_MAX,
  COUNSELLOR_CREDENTIAL_MAX,
  COUNSELLOR_NAME_MAX,
  FULL_NAME_MAX,
  MILESTONE_NOTE_MAX,
  MILESTONE_TITLE_MAX,
  PASSKEY_NAME_MAX,
  PASSKEYS_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './limits.ts';

/**
 * The numbers inside messages come from the rules themselves, so a changed limit can never disagree
 * with the text that announces it. Keys are i18n keys; values are interpolated as {{name}}.
 */
const PARAMS: Record<string, Record<string, number>> = {
  'validation.counsellorNameLong': { max: COUNSELLOR_NAME_MAX },
  'validation.counsellorCredentialLong': { max: COUNSELLOR_CREDENTIAL_MAX },
  'validation.counsellorBioLong': { max: COUNSELLOR_BIO_MAX },
  'validation.passwordMin': { min: PASSWORD_MIN },
  'validation.passwordMax': { max: PASSWORD_MAX },
  'validation.fullNameTooLong': { max: FULL_NAME_MAX },
  'validation.childNameTooLong': { max: CHILD_NAME_MAX },
  'validation.milestoneTitleTooLong': { max: MILESTONE_TITLE_MAX },
  'validation.milestoneNoteTooLong': { max: MILESTONE_NOTE_MAX },
  'validation.passkeyNameMax': { max: PASSKEY_NAME_MAX },
  'errors.passkeys.too_many': { max: PASSKEYS_MAX },
  'validation.ageRange': { min: AGE_MIN, max: AGE_MAX },
  'validation.answerRange': { min: ANSWER_MIN, max: ANSWER_MAX },
  'validation.contactMessageShort': { min: CONTACT_MESSAGE_MIN },
  'validation.contactMessageLong': { max: CONTACT_MESSAGE_MAX },
  'validation.contactReplyLong': { max: CONTACT_REPLY_MAX },
  'errors.auth.password_too_short': { min: PASSWORD_MIN },
  'errors.auth.password_too_long': { max: PASSWORD_MAX },
  'signup.passwordHint': { min: PASSWORD_MIN },
};

/** Message parameters for a key, numbers already formatted for the language. */
export function messageParams(key: string, language: Language): Record<string, string> {
  const format = new Intl.NumberFormat(intlLocale(language), { useGrouping: false });
  return Object.fromEntries(Object.entries(PARAMS[key] ?? {}).map(([name, n]) => [name, format.format(n)]));
}

import type { AddressContext } from '../../domain/address.ts';
import type { Language } from '../../domain/language.ts';
import { hasMessage, translate } from '../i18n.ts';
import { withNumerals } from '../reader-numerals.ts';

/**
 * Every mail the product sends. Its words live in the i18n catalogues under `mail.<kind>`: `subject`,
 * `body` (paragraphs separated by a blank line), and optionally `action` (the button), `after`
 * (a paragraph below it) and `footer` (in place of the common one, for a mail that is not about an account).
 */
export const MAIL_KINDS = [
  'verify_email',
  'reset_password',
  'password_reset_done',
  'password_changed',
  'email_change_verify',
  'email_changed',
  'account_taken_back',
  'two_factor_on',
  'two_factor_off',
  'passkey_added',
  'passkey_removed',
  'new_sign_in',
  'account_deleted',
  'sign_up_existing',
  'couple_invitation',
  'billing_receipt',
  'billing_payment_failed',
  'billing_refunded',
  'billing_duplicate_refunded',
  'partner_plan_covers',
  'partner_plan_ended',
  'partner_unlinked',
  'partner_account_deleted',
  'contact_reply',
  'operator_sessions_ended',
  'operator_factors_reset',
  'monthly_report',
  'partner_finished',
  'report_ready',
  'plan_week',
  'plan_changed',
  'retake_due',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Whether a mail speaks to the account it is sent from: all but the couple invitation, which one person
 * sends and another, whose gender the app does not know, reads (its Arabic fits anyone).
 */
export const writtenForTheAccount = (kind: MailKind) => kind !== 'couple_invitation';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Values a mail's text may name; `url` is the button's link. A function is given the mail's language
 * (a date or a device written in the reader's words). `context` (domain/address.ts) picks the Arabic
 * written for a man or a woman (`body_female`…) wherever the mail has it, the button and link line included.
 */
export type MailParams = Record<string, string | number | ((language: Language) => string)> & {
  url?: string;
} & AddressContext;

const optional = (key: string, language: Language, params: Record<string, string | number>) =>
  hasMessage(key) ? translate(key, language, params) : null;

/**
 * One mail in one language: a plain-text body and an HTML body with the same words. The HTML is
 * written right to left for Arabic, and every value in it is escaped (the catalogue's text is not
 * HTML, and a name or address is whatever a person typed).
 */
export function renderMail(kind: MailKind, language: Language, given: MailParams): RenderedMail {
  // Western digits in every mail, whoever's request queued it: it may be the sender's, not the reader's.
  return withNumerals('latn', () => composeMail(kind, language, given));
}

function composeMail(kind: MailKind, language: Language, given: MailParams): RenderedMail {
  const params: Record<string, string | number> & { url?: string } = Object.fromEntries(
    Object.entries(given).map(([name, value]) => [name, typeof value === 'function' ? value(language) : value]),
  );
  const key = `mail.${kind}`;
  const subject = translate(`${key}.subject`, language, params);
  const paragraphs = translate(`${key}.body`, language, params).split(/\n{2,}/);
  const action = params.url ? optional(`${key}.action`, language, params) : null;
  const after = optional(`${key}.after`, language, params);
  // A notice names its event and its one-click unsubscribe link (decision 073); account mail says why it came.
  const footer =
    optional(`${key}.footer`, language, params) ??
    translate(params.unsubscribeUrl ? 'mail.noticeFooter' : 'mail.footer', language, params);
  const fallback = params.url ? translate('mail.linkFallback', language, params) : null;

  const text = [
    ...paragraphs,
    ...(params.url ? [`${action ? `${action}:\n` : ''}${params.url}`] : []),
    ...(after ? [after] : []),
    `— ${translate('app.name', language)}`,
    footer,
  ].join('\n\n');

  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const font =
    language === 'ar'
      ? "'Noto Naskh Arabic', 'Segoe UI', Tahoma, Arial, sans-serif"
      : "Inter, 'Segoe UI', Helvetica, Arial, sans-serif";
  const p = (content: string, style = '') =>
    `<p style="margin:0 0 16px;line-height:1.6;${style}">${escapeHtml(content).replace(/\n/g, '<br>')}</p>`;
  const button =
    params.url && action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(params.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#57534e">${escapeHtml(fallback ?? '')}<br><span dir="ltr" style="word-break:break-all">${escapeHtml(params.url)}</span></p>`
      : '';
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:32px 24px;font-family:${font};font-size:16px;color:#1c1917;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0f766e">${escapeHtml(translate('app.name', language))}</p>
${paragraphs.map((paragraph) => p(paragraph)).join('\n')}
${button}
${after ? p(after) : ''}
${p(footer, 'font-size:13px;color:#57534e;border-top:1px solid #e7e5e4;padding-top:16px;margin-top:24px')}
</div>
</body>
</html>`;
  return { subject, text, html };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

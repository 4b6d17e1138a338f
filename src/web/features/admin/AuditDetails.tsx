import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocale } from '../../../domain/language.ts';
import { useFormat } from '../../i18n/format.ts';
import type { AuditView } from '../../lib/admin-api.ts';
import { paths } from '../../paths.ts';

/** One entry of the audit log: what was done, when, by whom, to whom, and what came of it. */
export function AuditEntry({ entry }: { entry: AuditView['entries'][number] }) {
  const { t, i18n } = useTranslation();
  const { dateTime } = useFormat();
  return (
    <li className="px-4 py-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <span className="font-semibold text-stone-900">
          {i18n.exists(`admin.audit.actions.${entry.action}`) ? t(`admin.audit.actions.${entry.action}`) : entry.action}
        </span>
        <time dateTime={entry.created_at} className="text-xs text-stone-600">
          {dateTime(entry.created_at)}
        </time>
      </div>
      <p className="mt-0.5 text-stone-700">
        {t('admin.audit.by')}{' '}
        <span dir="ltr" className="break-all">
          {entry.actor_email ?? (entry.actor_id ? t('admin.audit.deleted') : t('admin.audit.commandLine'))}
        </span>
        {entry.target_user_id ? (
          <>
            {' · '}
            {t('admin.audit.on')}{' '}
            <span dir="ltr" className="break-all">
              {entry.target_email ?? t('admin.audit.deleted')}
            </span>
          </>
        ) : null}
      </p>
      {entry.details ? <AuditDetails details={entry.details} /> : null}
    </li>
  );
}

/**
 * An audit entry's details in the reader's words (walkthrough m9): counts, amounts and what changed,
 * never the stored keys ("via: command · changed: true"). Who acted is the line above; ids stay in the
 * log, except a message's, which becomes a link to it.
 */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { language, number } = useFormat();
  const count = (key: string) => (typeof details[key] === 'number' ? details[key] : undefined);
  const age = (value: unknown) => (typeof value === 'number' ? number(value) : t('admin.audit.details.noAge'));
  const parts: ReactNode[] = [];
  if (details.changed === false) parts.push(t('admin.audit.details.unchanged'));
  const found = count('results');
  if (found !== undefined) parts.push(t('admin.audit.details.found', { count: found }));
  const cents = count('amount_cents');
  if (cents !== undefined && typeof details.currency === 'string') {
    const amount = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency: details.currency.toUpperCase(),
    }).format(cents / 100);
    parts.push(t('admin.audit.details.amount', { amount }));
  }
  const sessions = count('sessions');
  if (sessions !== undefined) parts.push(t('admin.audit.details.signedOut', { count: sessions }));
  if (details.two_factor === 1) parts.push(t('admin.audit.details.twoFactorRemoved'));
  const passkeys = count('passkeys');
  if (passkeys !== undefined) parts.push(t('admin.audit.details.passkeysRemoved', { count: passkeys }));
  if ('to' in details) parts.push(t('admin.audit.details.age', { from: age(details.from), to: age(details.to) }));
  const message = typeof details.message_id === 'string' ? details.message_id : null;
  if (parts.length === 0 && !message) return null;
  return (
    <p className="mt-0.5 text-stone-600">
      {parts.join(language === 'ar' ? '، ' : ' · ')}
      {message ? (
        <>
          {parts.length > 0 ? (language === 'ar' ? '، ' : ' · ') : null}
          <Link
            to={`${paths.admin('inbox')}?message=${encodeURIComponent(message)}`}
            className="font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {t('admin.audit.details.openMessage')}
          </Link>
        </>
      ) : null}
    </p>
  );
}

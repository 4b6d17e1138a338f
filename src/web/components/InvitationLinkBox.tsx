import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format.ts';
import { Button, buttonClass } from './ui/Button.tsx';

/**
 * A private invitation link just made: shown once, with copy and a WhatsApp share (the way most
 * families in the region pass things on). `children` adds actions such as cancelling it. `takeFocus`
 * moves focus to the link as it shows, for a form that closes as it makes it (the family page's).
 */
export function InvitationLinkBox(props: {
  url: string;
  expiresAt: string;
  shareMessage: string;
  note?: ReactNode;
  children?: ReactNode;
  takeFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const linkId = useId();
  const [copied, setCopied] = useState(false);
  const link = useRef<HTMLInputElement>(null);
  const { takeFocus } = props;
  useEffect(() => {
    if (takeFocus) link.current?.focus();
  }, [takeFocus]);
  return (
    <div className="mt-5 space-y-3">
      <label htmlFor={linkId} className="block text-sm font-medium text-stone-800">
        {t('couple.yourLink')}
      </label>
      <input
        id={linkId}
        ref={link}
        readOnly
        dir="ltr"
        value={props.url}
        onFocus={(e) => e.target.select()}
        className="block w-full rounded-xl border border-stone-300 bg-sand-50 px-3.5 py-2.5 text-sm text-stone-900"
      />
      <p className="text-sm text-stone-600">
        {t('couple.linkExpires', { date: date(props.expiresAt) })} {t('couple.linkOnce')}
      </p>
      {props.note}
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={async () => {
            await navigator.clipboard?.writeText(props.url).catch(() => undefined);
            setCopied(true);
          }}
        >
          {copied ? t('couple.copied') : t('couple.copy')}
        </Button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(`${props.shareMessage} ${props.url}`)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary')}
        >
          {t('couple.whatsapp')}
        </a>
        {props.children}
      </div>
      <p role="status" className="sr-only">
        {copied ? t('couple.copied') : ''}
      </p>
    </div>
  );
}

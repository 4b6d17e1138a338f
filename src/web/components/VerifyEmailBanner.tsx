import { useTranslation } from 'react-i18next';
import { useAuth } from '../session/AuthProvider.tsx';
import { useResendConfirmation } from '../session/use-resend-confirmation.ts';
import { WithAddress } from './Named.tsx';
import { Button } from './ui/Button.tsx';

/**
 * Asks a signed-in person to confirm their address until they have (EMAIL_VERIFICATION=optional):
 * without it, a forgotten password could not be recovered, and invitations are not mailed for them.
 * The app layout loads it only for such a person.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const { sent, busy, resend } = useResendConfirmation(profile?.email);
  if (!profile || profile.email_verified) return null;
  return (
    <section aria-label={t('recovery.verifyTitle')} className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm text-amber-950 sm:px-6">
        <p className="min-w-0 flex-1 basis-72">
          <WithAddress i18nKey="recovery.banner" email={profile.email} />
        </p>
        {sent ? (
          <p role="status" className="font-medium">
            {t('recovery.bannerSent')}
          </p>
        ) : (
          <Button variant="secondary" className="min-h-11 text-sm" onClick={() => void resend()} disabled={busy}>
            {t('recovery.bannerResend')}
          </Button>
        )}
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WithAddress } from '../../components/Named.tsx';
import { OnDemandForm } from '../../components/OnDemandForm.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { onDemand, preloadOnIntent } from '../../lib/on-demand.ts';
import { useOpenInPlace } from '../../lib/use-open-in-place.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

/** The form and its form layer load when someone is about to change the address, not with the page. */
const emailForm = onDemand(async () => (await import('./EmailForm.tsx')).EmailForm);
const EmailForm = emailForm.Component;

/**
 * The sign-in address (decision 035) and whether it is confirmed; a change is confirmed from the new
 * address, and nothing changes until then; the old address is told and can undo it.
 */
export function EmailCard() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const change = useOpenInPlace();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (!profile) return null;
  return (
    <section aria-labelledby="email" className="rounded-3xl border border-stone-200 bg-white p-6">
      <h2 id="email" className="text-lg font-semibold text-stone-900">
        {t('recovery.emailTitle')}
      </h2>
      <p className="mt-2 text-stone-700">
        <WithAddress
          i18nKey={profile.email_verified ? 'recovery.emailConfirmed' : 'recovery.emailUnconfirmed'}
          email={profile.email}
        />
      </p>
      {sentTo ? (
        <p
          role="status"
          className="mt-4 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          <WithAddress i18nKey="recovery.changeSent" email={sentTo} />
        </p>
      ) : null}
      {change.open ? (
        <OnDemandForm className="mt-5">
          <EmailForm
            current={profile.email}
            onCancel={change.close}
            onSent={(email) => {
              setSentTo(email);
              change.close();
            }}
          />
        </OnDemandForm>
      ) : (
        <Button
          ref={change.opener(true)}
          variant="secondary"
          className="mt-5"
          {...preloadOnIntent(emailForm)}
          onClick={() => change.show(true)}
        >
          {t('recovery.openEmailChange')}
        </Button>
      )}
    </section>
  );
}

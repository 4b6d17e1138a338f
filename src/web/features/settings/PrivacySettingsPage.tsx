import { useTranslation } from 'react-i18next';
import { OnDemandForm } from '../../components/OnDemandForm.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { useFormat } from '../../i18n/format.ts';
import { api } from '../../lib/api.ts';
import { onDemand, preloadOnIntent } from '../../lib/on-demand.ts';
import { useNavigateShown } from '../../lib/page-shown.tsx';
import { useAiProvider } from '../../lib/use-ai-provider.ts';
import { useOpenInPlace } from '../../lib/use-open-in-place.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';
import { useAddress } from '../../session/address.ts';

/**
 * The proof both changes take, opened from its card and fetched only then (decision 048): with it goes
 * the form layer (react-hook-form, zod/mini), which the page at rest does not need.
 */
const accountProofForm = onDemand(async () => (await import('./AccountProofForm.tsx')).AccountProofForm);
const AccountProofForm = accountProofForm.Component;

/** /settings/privacy: the consent the person gave, a copy of their data, and deleting the account. */
export default function PrivacySettingsPage() {
  const { t } = useTranslation();
  const { date } = useFormat();
  const { profile } = useAuth();
  const aiProvider = useAiProvider();

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle page={t('privacySettings.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('privacySettings.title')}</h1>

      <section aria-labelledby="consent" className="rounded-3xl border border-stone-200 bg-white p-6">
        <h2 id="consent" className="text-lg font-semibold text-stone-900">
          {t('privacySettings.consentTitle')}
        </h2>
        <p className="mt-2 text-stone-700">
          {profile?.data_consent_at
            ? t('privacySettings.consentGiven', { date: date(profile.data_consent_at) })
            : t('privacySettings.consentBefore')}{' '}
          {aiProvider ? t('signup.consentAi', { provider: aiProvider }) : t('privacySettings.noAi')}
        </p>
      </section>

      <section aria-labelledby="check-in" className="rounded-3xl border border-stone-200 bg-white p-6">
        <h2 id="check-in" className="text-lg font-semibold text-stone-900">
          {t('safety.settings.title')}
        </h2>
        <p className="mt-2 text-stone-700">{t('safety.settings.body')}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.checkIn({ again: true })} replace variant="secondary">
            {t('safety.settings.take')}
          </ButtonLink>
          <ButtonLink to={paths.help(paths.settingsPrivacy)} replace variant="ghost">
            {t('safety.settings.help')}
          </ButtonLink>
        </div>
      </section>

      <ExportSection />
      <DeleteSection />
    </div>
  );
}

function ExportSection() {
  const { t } = useTranslation();
  // A man's partner is a woman: «شريكة حياتك» (decision 063).
  const address = useAddress();
  // Cancel, Escape or the download closes the form and gives focus back to the button that opened it.
  const asking = useOpenInPlace();

  const download = async (proof: { password: string; code?: string }) => {
    const data = await api<unknown>('/api/account/export', { json: proof });
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `wifaq-export-${new Date().toISOString().slice(0, 10)}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    asking.close();
  };

  return (
    <section aria-labelledby="export" className="rounded-3xl border border-stone-200 bg-white p-6">
      <h2 id="export" className="text-lg font-semibold text-stone-900">
        {t('privacySettings.exportTitle')}
      </h2>
      <p className="mt-2 text-stone-700">{t('privacySettings.exportBody', address)}</p>
      {asking.open ? (
        <OnDemandForm className="mt-5">
          <AccountProofForm
            submitLabel={t('privacySettings.exportButton')}
            onProven={download}
            onCancel={asking.close}
          />
        </OnDemandForm>
      ) : (
        <Button
          ref={asking.opener(true)}
          variant="secondary"
          className="mt-5"
          {...preloadOnIntent(accountProofForm)}
          onClick={() => asking.show(true)}
        >
          {t('privacySettings.exportStart')}
        </Button>
      )}
    </section>
  );
}

function DeleteSection() {
  const { t } = useTranslation();
  // «شريكة حياتك» to a man, «كنتِ مرتبطةً» to a woman (decision 063).
  const address = useAddress();
  const navigate = useNavigateShown();
  const { refresh } = useAuth();
  const asking = useOpenInPlace();

  const erase = async (proof: { password: string; code?: string }) => {
    await api('/api/account/delete', { json: proof });
    // Leave the signed-in area first, and wait until the home page (its own chunk) is shown:
    // refreshing while still here would send the guard to /login.
    // The home page then says the account is gone (walkthrough m15), once: the state is this entry's.
    await navigate(paths.home, { replace: true, state: { accountDeleted: true } });
    await refresh();
  };

  return (
    <section aria-labelledby="delete" className="rounded-3xl border border-rose-200 bg-white p-6">
      <h2 id="delete" className="text-lg font-semibold text-stone-900">
        {t('privacySettings.deleteTitle')}
      </h2>
      <p className="mt-2 text-stone-700">{t('privacySettings.deleteBody', address)}</p>
      {asking.open ? (
        <OnDemandForm className="mt-5">
          <AccountProofForm
            submitLabel={t('privacySettings.deleteConfirm')}
            danger
            onProven={erase}
            onCancel={asking.close}
          />
        </OnDemandForm>
      ) : (
        <Button
          ref={asking.opener(true)}
          variant="secondary"
          className="mt-5"
          {...preloadOnIntent(accountProofForm)}
          onClick={() => asking.show(true)}
        >
          {t('privacySettings.deleteStart')}
        </Button>
      )}
    </section>
  );
}

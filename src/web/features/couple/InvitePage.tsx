import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api.ts';
import {
  type CoupleState,
  createInvitation,
  fetchCouple,
  type NewInvitation,
  revokeInvitation,
  unlinkPartner,
} from '../../lib/couple-api.ts';
import { TogetherChooser } from './TogetherChooser.tsx';

/** /couple/invite: invite a partner with a private link, or see and end the current link. */
export default function InvitePage() {
  const { t } = useTranslation();
  const { date } = useFormat();
  const linkId = useId();
  const [state, setState] = useState<CoupleState | null>(null);
  const [created, setCreated] = useState<NewInvitation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const [email, setEmail] = useState('');
  const [confirmUnlink, setConfirmUnlink] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    fetchCouple()
      .then(setState)
      .catch(() => setState({ partner: null, invitation: null, plan: null }));
  }, []);

  if (!state) return <Spinner className="py-24" />;
  const heading = state.partner ? t('couple.partnerTitle') : t('couple.inviteTitle');
  const share = created
    ? `https://wa.me/?text=${encodeURIComponent(`${t('couple.shareMessage')} ${created.url}`)}`
    : '';

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle page={heading} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{heading}</h1>
      {error ? (
        <div className="mt-6">
          <ErrorAlert>{error}</ErrorAlert>
        </div>
      ) : null}

      {state.partner ? (
        <section className="mt-6 rounded-3xl border border-stone-200 bg-white p-6">
          <p className="text-lg text-stone-900">{t('couple.linkedWith', { name: state.partner.name })}</p>
          <p className="mt-1 text-sm text-stone-600">
            {t('couple.linkedSince', { date: date(state.partner.linked_at) })}
          </p>
          <p className="mt-4 text-stone-700">{t('couple.linkedBody')}</p>
          {confirmUnlink ? (
            <div className="mt-5 rounded-2xl border border-sand-200 bg-sand-50 p-4">
              <p className="text-stone-800">{t('couple.unlinkConfirm', { name: state.partner.name })}</p>
              <div className="mt-3 flex flex-wrap gap-3">
                <Button
                  disabled={busy}
                  onClick={() =>
                    run(async () => {
                      await unlinkPartner();
                      // The plan may change too: a partner's Couple plan covered this account.
                      setState(await fetchCouple());
                      setConfirmUnlink(false);
                    })
                  }
                >
                  {t('couple.unlinkYes')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirmUnlink(false)}>
                  {t('couple.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="secondary" className="mt-5" onClick={() => setConfirmUnlink(true)}>
              {t('couple.unlink')}
            </Button>
          )}
        </section>
      ) : null}
      {state.partner ? (
        <TogetherChooser partnerName={state.partner.name} plan={state.plan} />
      ) : (
        <section className="mt-6 rounded-3xl border border-stone-200 bg-white p-6">
          <p className="text-stone-700">{t('couple.inviteBody')}</p>
          {created ? (
            <div className="mt-5 space-y-3">
              <label htmlFor={linkId} className="block text-sm font-medium text-stone-800">
                {t('couple.yourLink')}
              </label>
              <input
                id={linkId}
                readOnly
                dir="ltr"
                value={created.url}
                onFocus={(e) => e.target.select()}
                className="block w-full rounded-xl border border-stone-300 bg-sand-50 px-3.5 py-2.5 text-sm text-stone-900"
              />
              <p className="text-sm text-stone-600">
                {t('couple.linkExpires', { date: date(created.expires_at) })} {t('couple.linkOnce')}
              </p>
              {created.emailed ? <p className="text-sm font-medium text-brand-800">{t('couple.emailed')}</p> : null}
              <div className="flex flex-wrap gap-3">
                <Button
                  onClick={async () => {
                    await navigator.clipboard?.writeText(created.url).catch(() => undefined);
                    setCopied(true);
                  }}
                >
                  {copied ? t('couple.copied') : t('couple.copy')}
                </Button>
                <a
                  href={share}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-5 font-semibold text-stone-900 hover:border-brand-600"
                >
                  {t('couple.whatsapp')}
                </a>
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() =>
                    run(async () => {
                      await revokeInvitation(created.id);
                      setCreated(null);
                      setState({ ...state, invitation: null });
                    })
                  }
                >
                  {t('couple.revoke')}
                </Button>
              </div>
              <p role="status" className="sr-only">
                {copied ? t('couple.copied') : ''}
              </p>
            </div>
          ) : (
            <>
              {state.invitation ? (
                <p className="mt-4 rounded-2xl bg-sand-50 p-4 text-sm text-stone-700">
                  {t('couple.pendingInvitation', { date: date(state.invitation.expires_at) })}
                </p>
              ) : null}
              <div className="mt-5">
                <TextField
                  label={t('couple.emailLabel')}
                  hint={t('couple.emailHint')}
                  name="email"
                  type="email"
                  dir="ltr"
                  autoComplete="off"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </div>
              <Button
                className="mt-5"
                disabled={busy}
                onClick={() =>
                  run(async () => {
                    setCopied(false);
                    setCreated(await createInvitation(email.trim() || undefined));
                  })
                }
              >
                {state.invitation ? t('couple.newLink') : t('couple.createLink')}
              </Button>
            </>
          )}
        </section>
      )}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InvitationLinkBox } from '../../components/InvitationLinkBox.tsx';
import { KeptReportsSlot } from '../../components/KeptReportsSlot.tsx';
import { Named } from '../../components/Named.tsx';
import { OnDemandForm } from '../../components/OnDemandForm.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { UpgradeCard } from '../../components/UpgradeCard.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import {
  type CoupleState,
  coupleQueries,
  createInvitation,
  type NewInvitation,
  revokeInvitation,
  unlinkPartner,
} from '../../lib/couple-api.ts';
import { onDemand, preloadOnIntent } from '../../lib/on-demand.ts';
import { forget, queryClient } from '../../lib/query-client.ts';
import { safetyQueries } from '../../lib/safety-api.ts';
import { useAction } from '../../lib/use-action.ts';
import { useOpenInPlace } from '../../lib/use-open-in-place.ts';
import { paths } from '../../paths.ts';
import { useAddress } from '../../session/address.ts';
import { TogetherChooser } from './TogetherChooser.tsx';

/** The partner link as this page shows it; the plan is unknown when the link could not be read. */
type CoupleView = Omit<CoupleState, 'plan'> & { plan: CoupleState['plan'] | null };
const UNKNOWN_STATE: CoupleView = { partner: null, invitation: null, plan: null, under_age: false };

/**
 * The one form, for mailing the link too: opened from its button and fetched only then (decision 048), so
 * the page at rest loads no form layer. A link without an email needs no form: one button makes it.
 */
const inviteByEmailForm = onDemand(async () => (await import('./InviteByEmailForm.tsx')).InviteByEmailForm);
const InviteByEmailForm = inviteByEmailForm.Component;

/** /couple/invite: invite a partner with a private link, or see and end the current link. */
export default function InvitePage() {
  const { t } = useTranslation();
  // A man's partner is a woman: «شريكة حياتك» (decision 063).
  const address = useAddress();
  const { date } = useFormat();
  const query = useQuery(coupleQueries.state());
  // A failed read shows the invitation form, as for someone without a partner.
  const state: CoupleView | undefined = query.data ?? (query.isError ? UNKNOWN_STATE : undefined);
  const [created, setCreated] = useState<NewInvitation | null>(null);
  // An address was given: if no mail went (the inviter's own address is unconfirmed), say so.
  const [mailAsked, setMailAsked] = useState(false);
  const { busy, error, run } = useAction();
  // Cancel or Escape closes the email form and gives focus back to its button; a link made takes the focus.
  const emailing = useOpenInPlace();
  const [confirmUnlink, setConfirmUnlink] = useState(false);
  // After a check that showed the help card, the page does not urge an invitation: it says linking is a
  // choice, and the form is there for whoever makes it (decision 054).
  const safety = useQuery(safetyQueries.check());
  const quiet = safety.data?.flagged === true;

  if (!state || safety.isPending) return <Spinner className="py-24" />;
  const heading = state.partner
    ? t('couple.partnerTitle', address)
    : quiet
      ? t('couple.linkTitle')
      : t('couple.inviteTitle', address);

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
          <p className="text-lg text-stone-900">
            <Named i18nKey="couple.linkedWith" names={{ name: state.partner.name }} />
          </p>
          <p className="mt-1 text-sm text-stone-600">
            {t('couple.linkedSince', { date: date(state.partner.linked_at) })}
          </p>
          <p className="mt-4 text-stone-700">{t('couple.linkedBody')}</p>
          {confirmUnlink ? (
            <div className="mt-5 rounded-2xl border border-sand-200 bg-sand-50 p-4">
              <p className="text-stone-800">
                <Named i18nKey="couple.unlinkConfirm" names={{ name: state.partner.name }} />
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <Button
                  disabled={busy}
                  onClick={() =>
                    run(async () => {
                      await unlinkPartner();
                      // The plan may change too: a partner's Couple plan covered this account.
                      await forget(coupleQueries.all);
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
      ) : state.under_age ? (
        <UnderAge />
      ) : (
        <section className="mt-6 rounded-3xl border border-stone-200 bg-white p-6">
          {quiet ? <p className="mb-3 text-stone-700">{t('couple.linkChoice')}</p> : null}
          <p className="text-stone-700">{t('couple.inviteBody', address)}</p>
          {/* Told before the partner joins, not after (issue 29, m14): linking is free, doing things together is not. */}
          {state.plan?.mode === 'billing' && !state.plan.allowance.coupleFeatures ? (
            <div className="mt-4">
              <UpgradeCard message={t('couple.planBeforeLink')} />
            </div>
          ) : null}
          {created ? (
            <InvitationLinkBox
              url={created.url}
              takeFocus
              expiresAt={created.expires_at}
              shareMessage={t('couple.shareMessage')}
              note={
                created.emailed ? (
                  <p className="text-sm font-medium text-brand-800">{t('couple.emailed')}</p>
                ) : mailAsked ? (
                  <p className="text-sm font-medium text-amber-900">{t('couple.emailNotVerified')}</p>
                ) : null
              }
            >
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() =>
                  run(async () => {
                    await revokeInvitation(created.id);
                    setCreated(null);
                    queryClient.setQueryData(
                      coupleQueries.state().queryKey,
                      (old) => old && { ...old, invitation: null },
                    );
                  })
                }
              >
                {t('couple.revoke')}
              </Button>
            </InvitationLinkBox>
          ) : (
            <>
              {state.invitation ? (
                <p className="mt-4 rounded-2xl bg-sand-50 p-4 text-sm text-stone-700">
                  {t('couple.pendingInvitation', { date: date(state.invitation.expires_at) })}
                </p>
              ) : null}
              {emailing.open ? (
                <OnDemandForm className="mt-5">
                  <InviteByEmailForm
                    onCancel={emailing.close}
                    create={async (email) => {
                      const made = await createInvitation(email);
                      setMailAsked(true);
                      setCreated(made);
                      emailing.closeToResult();
                    }}
                  />
                </OnDemandForm>
              ) : (
                <div className="mt-5 flex flex-wrap gap-3">
                  <Button
                    disabled={busy}
                    onClick={() =>
                      run(async () => {
                        setMailAsked(false);
                        setCreated(await createInvitation());
                      })
                    }
                  >
                    {state.invitation ? t('couple.newLink') : t('couple.createLink')}
                  </Button>
                  <Button
                    ref={emailing.opener(true)}
                    variant="secondary"
                    {...preloadOnIntent(inviteByEmailForm)}
                    onClick={() => emailing.show(true)}
                  >
                    {t('couple.emailOpen')}
                  </Button>
                </div>
              )}
            </>
          )}
        </section>
      )}
      {/* Where the one who unlinked stays: what they kept of the ended link is right here (decision 062). */}
      <KeptReportsSlot className="mt-8" />
    </div>
  );
}

/** Under 18: partner links are for adults. Says so, and what the person can do instead. */
function UnderAge() {
  const { t } = useTranslation();
  const link = 'font-semibold text-brand-800 underline underline-offset-4';
  return (
    <section aria-labelledby="under-age" className="mt-6 rounded-3xl border border-sand-200 bg-sand-50 p-6">
      <h2 id="under-age" className="text-lg font-semibold text-stone-900">
        {t('couple.underAgeTitle')}
      </h2>
      <p className="mt-2 text-stone-700">{t('couple.underAgeBody')}</p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to={paths.assessments} className={link}>
            {t('dashboard.takeAssessment')}
          </Link>
        </li>
        <li>
          <Link to={paths.family} className={link}>
            {t('couple.underAgeFamily')}
          </Link>
        </li>
      </ul>
    </section>
  );
}

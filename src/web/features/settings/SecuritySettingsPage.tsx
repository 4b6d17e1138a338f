import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deviceName } from '../../../domain/user-agent.ts';
import { WithAddress } from '../../components/Named.tsx';
import { OnDemandForm } from '../../components/OnDemandForm.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { onDemand, preloadOnIntent } from '../../lib/on-demand.ts';
import { passkeysSupported } from '../../lib/passkeys.ts';
import { forget } from '../../lib/query-client.ts';
import { type SecurityState, securityQueries } from '../../lib/security-api.ts';
import { useAction } from '../../lib/use-action.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useOpenInPlace } from '../../lib/use-open-in-place.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';
import { useResendConfirmation } from '../../session/use-resend-confirmation.ts';
import { EmailCard } from './EmailCard.tsx';

/*
 * The page shows where the account stands; each change is a form that opens from a button. Those
 * forms, and the form layer they share (react-hook-form and zod/mini, 21 KB of gzip), load when
 * someone is about to open one (issue #18): most visits only look.
 */
const passwordForm = onDemand(async () => (await import('./PasswordForm.tsx')).PasswordForm);
const PasswordForm = passwordForm.Component;
const turnOnSteps = onDemand(async () => (await import('./TwoFactorSteps.tsx')).TurnOnSteps);
const TurnOnSteps = turnOnSteps.Component;
const disableStep = onDemand(async () => (await import('./TwoFactorSteps.tsx')).DisableStep);
const DisableStep = disableStep.Component;
const addPasskeyStep = onDemand(async () => (await import('./PasskeySteps.tsx')).AddPasskeyStep);
const AddPasskeyStep = addPasskeyStep.Component;
const removePasskeyStep = onDemand(async () => (await import('./PasskeySteps.tsx')).RemovePasskeyStep);
const RemovePasskeyStep = removePasskeyStep.Component;
const endSessionsStep = onDemand(async () => (await import('./EndSessionsStep.tsx')).EndSessionsStep);
const EndSessionsStep = endSessionsStep.Component;
const OTHERS = 'others';

/**
 * Where a second way in would be added, for an address not yet confirmed: the server refuses both until
 * it is (issue 26), so the card says why and offers the link again instead of a button that would fail.
 */
function ConfirmAddressFirst() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const { sent, busy, resend } = useResendConfirmation(profile?.email);
  // The button gives way to the answer: focus follows it, so a keyboard user is not sent back to the top.
  const answer = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) answer.current?.focus();
  }, [sent]);
  if (!profile) return null;
  return (
    <div className="mt-5 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p>
        <WithAddress i18nKey="security.confirmFirst" email={profile.email} />
      </p>
      {sent ? (
        <p ref={answer} tabIndex={-1} role="status" className="mt-2 font-medium focus:outline-none">
          {t('security.confirmSent')}
        </p>
      ) : (
        <Button variant="secondary" className="mt-3 min-h-11 text-sm" onClick={() => void resend()} disabled={busy}>
          {t('security.confirmResend')}
        </Button>
      )}
    </div>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-stone-200 bg-white p-6">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /settings/security: the sign-in address, two-factor sign-in, passkeys, the devices signed in, and the password. */
export default function SecuritySettingsPage() {
  const { t } = useTranslation();
  const { data: state } = useQuery(securityQueries.state());
  const reload = () => forget(securityQueries.state().queryKey);

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle page={t('security.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('security.title')}</h1>
      {state ? (
        <>
          <EmailCard />
          <TwoFactorCard state={state} reload={reload} />
          <PasskeysCard state={state} reload={reload} />
          <SessionsCard state={state} reload={reload} />
          <PasswordCard reload={reload} />
        </>
      ) : (
        <Spinner className="py-16" />
      )}
      <p>
        <Link to={paths.settingsPrivacy} className="text-sm font-semibold text-brand-800 underline underline-offset-4">
          {t('dashboard.privacyLink')}
        </Link>
      </p>
    </div>
  );
}

function TwoFactorCard({ state, reload }: { state: SecurityState; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const action = useAction();
  const [codes, setCodes] = useState<string[] | null>(null);
  /** Turning on starts with the password; turning off asks for a code. */
  const proof = useOpenInPlace();
  const asking = proof.open !== null;
  const stopAsking = () => {
    action.setError(null);
    proof.close();
  };
  const enabled = state.two_factor.enabled;
  const confirmed = useAuth().profile?.email_verified === true;

  if (codes) {
    return (
      <Card id="two-factor" title={t('security.twoFactorTitle')}>
        <p className="mt-2 font-medium text-emerald-800" role="status">
          {t('security.enabledNow')}
        </p>
        <p className="mt-3 text-stone-700">{t('security.backupIntro')}</p>
        <ul
          className="mt-4 grid grid-cols-1 gap-2 font-mono text-stone-900 sm:grid-cols-2"
          dir="ltr"
          aria-label={t('security.backupCodes')}
        >
          {codes.map((c) => (
            <li key={c} className="rounded-lg bg-sand-50 px-3 py-2 text-center">
              {c}
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={() => navigator.clipboard?.writeText(codes.join('\n')).catch(() => undefined)}
          >
            {t('security.copyCodes')}
          </Button>
          <Button onClick={() => setCodes(null)}>{t('security.savedCodes')}</Button>
        </div>
      </Card>
    );
  }

  return (
    <Card id="two-factor" title={t('security.twoFactorTitle')}>
      <p className="mt-2 text-stone-700">
        {enabled
          ? t('security.twoFactorOn', {
              count: state.two_factor.backup_codes_left,
              left: number(state.two_factor.backup_codes_left),
            })
          : t('security.twoFactorOff')}
      </p>
      {/* While a step is open, it shows its own error next to what was typed. */}
      {action.error && !asking ? (
        <div className="mt-4">
          <ErrorAlert>{action.error}</ErrorAlert>
        </div>
      ) : null}
      {!enabled && !asking && !confirmed ? <ConfirmAddressFirst /> : null}
      {!enabled && !asking && confirmed ? (
        <Button
          ref={proof.opener(true)}
          className="mt-5"
          {...preloadOnIntent(turnOnSteps)}
          onClick={() => proof.show(true)}
        >
          {t('security.turnOn')}
        </Button>
      ) : null}
      {!enabled && asking ? (
        <OnDemandForm className="mt-5">
          <TurnOnSteps
            action={action}
            onCancel={stopAsking}
            onDone={async (backupCodes) => {
              setCodes(backupCodes);
              proof.close();
              await reload();
            }}
          />
        </OnDemandForm>
      ) : null}
      {enabled && !asking ? (
        <Button
          ref={proof.opener(true)}
          variant="secondary"
          className="mt-5"
          {...preloadOnIntent(disableStep)}
          onClick={() => proof.show(true)}
        >
          {t('security.turnOff')}
        </Button>
      ) : null}
      {enabled && asking ? (
        <OnDemandForm className="mt-5">
          <DisableStep
            action={action}
            onCancel={stopAsking}
            onDone={async () => {
              // The card turns to "off" first, so focus goes back to the button that turns it on.
              await reload();
              proof.close();
            }}
          />
        </OnDemandForm>
      ) : null}
    </Card>
  );
}

const ADDING = 'adding';

/** A new passkey's name to start from: this browser on this system, as the sessions list names it. */
function thisDeviceName(t: (key: string, values: Record<string, string>) => string) {
  const { browser, system } = deviceName(typeof navigator === 'undefined' ? null : navigator.userAgent);
  return browser && system ? t('security.deviceOn', { browser, system }) : (system ?? browser ?? '');
}

/** Passkeys (decision 037): the list, adding one on this device, and removing one, each with the password. */
function PasskeysCard({ state, reload }: { state: SecurityState; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const action = useAction();
  const hydrated = useHydrated();
  /** `ADDING`, or the id of the passkey being removed. */
  const step = useOpenInPlace<string>();
  const adding = step.open === ADDING;
  const removing = state.passkeys.find((p) => p.id === step.open) ?? null;
  const [done, setDone] = useState<string | null>(null);
  const supported = hydrated && passkeysSupported();
  const confirmed = useAuth().profile?.email_verified === true;
  /** After a change: the list first, so the form gives way to the updated list and its message together. */
  const finished = (message: string) => async () => {
    await reload();
    setDone(t(message));
    step.close();
  };
  const start = (next: () => void) => {
    action.setError(null);
    setDone(null);
    next();
  };
  return (
    <Card id="passkeys" title={t('passkeys.title')}>
      <p className="mt-2 text-stone-700">{t('passkeys.intro')}</p>
      {state.passkeys.length === 0 ? (
        <p className="mt-4 text-stone-600">{t('passkeys.none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100" aria-labelledby="passkeys">
          {state.passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="break-words font-medium text-stone-900">{p.name}</p>
                <p className="text-sm text-stone-600">
                  {t('passkeys.added', { date: date(p.created_at) })}
                  {' · '}
                  {p.last_used_at ? t('passkeys.lastUsed', { date: date(p.last_used_at) }) : t('passkeys.neverUsed')}
                </p>
              </div>
              {removing?.id === p.id ? null : (
                <Button
                  ref={step.opener(p.id)}
                  variant="ghost"
                  disabled={action.busy}
                  {...preloadOnIntent(removePasskeyStep)}
                  onClick={() => start(() => step.show(p.id))}
                  aria-label={t('passkeys.removeLabel', { name: p.name })}
                >
                  {t('passkeys.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {done ? (
        <p role="status" className="mt-4 font-medium text-emerald-800">
          {done}
        </p>
      ) : null}
      {action.error && !adding && !removing ? (
        <div className="mt-4">
          <ErrorAlert>{action.error}</ErrorAlert>
        </div>
      ) : null}
      {removing ? (
        <OnDemandForm className="mt-5">
          <RemovePasskeyStep
            passkey={removing}
            action={action}
            onCancel={() => start(step.close)}
            onDone={finished('passkeys.removedNow')}
          />
        </OnDemandForm>
      ) : null}
      {adding ? (
        <OnDemandForm className="mt-5">
          <AddPasskeyStep
            suggestedName={thisDeviceName(t)}
            twoFactor={state.two_factor.enabled}
            action={action}
            onCancel={() => start(step.close)}
            onDone={finished('passkeys.addedNow')}
          />
        </OnDemandForm>
      ) : null}
      {!adding && !removing ? (
        !confirmed ? (
          <ConfirmAddressFirst />
        ) : supported ? (
          <Button
            ref={step.opener(ADDING)}
            className="mt-5"
            {...preloadOnIntent(addPasskeyStep)}
            onClick={() => start(() => step.show(ADDING))}
          >
            {t('passkeys.add')}
          </Button>
        ) : hydrated ? (
          <p className="mt-4 text-sm text-stone-600">{t('passkeys.unsupported')}</p>
        ) : null
      ) : null}
    </Card>
  );
}

function SessionsCard({ state, reload }: { state: SecurityState; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const action = useAction();
  /** The session being signed out (its id), every other one (OTHERS), or none. */
  const ending = useOpenInPlace<string>();
  const start = (key: string | null) => {
    action.setError(null);
    if (key === null) ending.close();
    else ending.show(key);
  };
  const others = state.sessions.filter((s) => !s.current);
  const describe = (userAgent: string | null) => {
    const { browser, system } = deviceName(userAgent);
    if (browser && system) return t('security.deviceOn', { browser, system });
    return browser ?? system ?? t('security.unknownDevice');
  };
  const endingSession = state.sessions.find((s) => s.id === ending.open);
  const which =
    ending.open === OTHERS
      ? OTHERS
      : endingSession
        ? { id: endingSession.id, device: describe(endingSession.user_agent) }
        : null;
  return (
    <Card id="sessions" title={t('security.sessionsTitle')}>
      <p className="mt-2 text-stone-700">{t('security.sessionsBody')}</p>
      <ul className="mt-4 divide-y divide-stone-100">
        {/* This device first, then the others, most recently active first. */}
        {[...state.sessions]
          .sort((a, b) => Number(b.current) - Number(a.current))
          .map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium text-stone-900">
                  {describe(s.user_agent)}
                  {s.current ? (
                    <span className="ms-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      {t('security.thisDevice')}
                    </span>
                  ) : null}
                </p>
                {/* Sessions on one browser and system look alike; when each began tells them apart (m15). */}
                <p className="text-sm text-stone-600">{t('security.firstSignIn', { date: date(s.created_at) })}</p>
                <p className="text-sm text-stone-600">
                  {t('security.lastActive', { date: date(s.updated_at) })}
                  {s.ip_address ? (
                    <>
                      {' · '}
                      <span dir="ltr">{s.ip_address}</span>
                    </>
                  ) : null}
                </p>
              </div>
              {s.current || ending.open === s.id ? null : (
                <Button
                  ref={ending.opener(s.id)}
                  variant="ghost"
                  disabled={action.busy}
                  {...preloadOnIntent(endSessionsStep)}
                  onClick={() => start(s.id)}
                  aria-label={`${t('security.signOutDevice')}: ${describe(s.user_agent)}`}
                >
                  {t('security.signOutDevice')}
                </Button>
              )}
            </li>
          ))}
      </ul>
      {which ? (
        <OnDemandForm className="mt-5">
          <EndSessionsStep
            which={which}
            twoFactor={state.two_factor.enabled}
            action={action}
            onCancel={() => start(null)}
            onDone={async () => {
              // The list first, so the form gives way to the list without the device it signed out.
              await reload();
              ending.close();
            }}
          />
        </OnDemandForm>
      ) : others.length > 0 ? (
        <Button
          ref={ending.opener(OTHERS)}
          variant="secondary"
          className="mt-4"
          disabled={action.busy}
          {...preloadOnIntent(endSessionsStep)}
          onClick={() => start(OTHERS)}
        >
          {t('security.signOutEverywhere')}
        </Button>
      ) : null}
    </Card>
  );
}

/** The password: what changing it does, and the form to change it, opened on request. */
function PasswordCard({ reload }: { reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const change = useOpenInPlace();
  const [done, setDone] = useState(false);
  return (
    <Card id="password" title={t('security.passwordTitle')}>
      <p className="mt-2 text-pretty text-stone-700">{t('security.passwordBody')}</p>
      {done ? (
        <p role="status" className="mt-4 font-medium text-emerald-800">
          {t('security.passwordChanged')}
        </p>
      ) : null}
      {change.open ? (
        <OnDemandForm className="mt-5">
          <PasswordForm
            onCancel={change.close}
            onDone={async () => {
              change.close();
              setDone(true);
              await reload();
            }}
          />
        </OnDemandForm>
      ) : (
        <Button
          ref={change.opener(true)}
          variant="secondary"
          className="mt-5"
          {...preloadOnIntent(passwordForm)}
          onClick={() => {
            setDone(false);
            change.show(true);
          }}
        >
          {t('security.changePassword')}
        </Button>
      )}
    </Card>
  );
}

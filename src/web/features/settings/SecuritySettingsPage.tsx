import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  addPasskeyFormSchema,
  beginTwoFactorSchema,
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  removePasskeySchema,
} from '../../../domain/security-requests.ts';
import { deviceName } from '../../../domain/user-agent.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { CodeField, TextField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { onDemand, preloadOnIntent } from '../../lib/on-demand.ts';
import { addPasskey, passkeysSupported, removePasskey } from '../../lib/passkeys.ts';
import { forget } from '../../lib/query-client.ts';
import {
  type PasskeyInfo,
  revokeOtherSessions,
  revokeSession,
  type SecurityState,
  securityQueries,
} from '../../lib/security-api.ts';
import { beginTwoFactor, disableTwoFactor, enableTwoFactor } from '../../lib/security-changes.ts';
import { useAction } from '../../lib/use-action.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useOpenInPlace } from '../../lib/use-open-in-place.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { paths } from '../../paths.ts';
import { EmailCard } from './EmailCard.tsx';
import { OnDemandForm } from './OnDemandForm.tsx';

/*
 * The page shows where the account stands; a change is a form that opens from a button. The password
 * form, and the form layer it brings (react-hook-form and zod/mini, 21 KB of gzip), load when someone
 * is about to open it (issue #18): most visits only look.
 */
const passwordForm = onDemand(async () => (await import('./PasswordForm.tsx')).PasswordForm);
const PasswordForm = passwordForm.Component;

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
  const [setup, setSetup] = useState<{ qr: string; secret: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  /** Turning on starts with the password; turning off asks for a code. */
  const [asking, setAsking] = useState(false);
  const enabled = state.two_factor.enabled;

  if (codes) {
    return (
      <Card id="two-factor" title={t('security.twoFactorTitle')}>
        <p className="mt-2 font-medium text-emerald-800" role="status">
          {t('security.enabledNow')}
        </p>
        <p className="mt-3 text-stone-700">{t('security.backupIntro')}</p>
        <ul
          className="mt-4 grid grid-cols-2 gap-2 font-mono text-stone-900"
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
      {action.error ? (
        <div className="mt-4">
          <ErrorAlert>{action.error}</ErrorAlert>
        </div>
      ) : null}
      {!enabled && !setup && !asking ? (
        <Button className="mt-5" onClick={() => setAsking(true)}>
          {t('security.turnOn')}
        </Button>
      ) : null}
      {!enabled && !setup && asking ? (
        <PasswordStep
          action={action}
          onCancel={() => setAsking(false)}
          onDone={(started) => {
            setSetup(started);
            setAsking(false);
          }}
        />
      ) : null}
      {!enabled && setup ? (
        <ConfirmCodeStep
          setup={setup}
          action={action}
          onDone={async (backupCodes) => {
            setCodes(backupCodes);
            setSetup(null);
            await reload();
          }}
        />
      ) : null}
      {enabled && !asking ? (
        <Button variant="secondary" className="mt-5" onClick={() => setAsking(true)}>
          {t('security.turnOff')}
        </Button>
      ) : null}
      {enabled && asking ? (
        <DisableStep
          action={action}
          onCancel={() => setAsking(false)}
          onDone={async () => {
            setAsking(false);
            await reload();
          }}
        />
      ) : null}
    </Card>
  );
}

type Action = ReturnType<typeof useAction>;

/** Turning on, step 1: the password, so a borrowed phone cannot tie the account to its app. */
function PasswordStep(props: {
  action: Action;
  onCancel: () => void;
  onDone: (setup: { qr: string; secret: string }) => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(beginTwoFactorSchema, { defaultValues: { password: '' } });
  return (
    <ProofForm
      intro={t('security.passwordToTurnOn')}
      submitLabel={t('security.continue')}
      busy={props.action.busy}
      onCancel={props.onCancel}
      onSubmit={form.handleSubmit(({ password }) =>
        props.action.run(async () => props.onDone(await beginTwoFactor(password))),
      )}
    >
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
    </ProofForm>
  );
}

/** Turning on, step 2: scan the key, then prove it with the app's first code. */
function ConfirmCodeStep(props: {
  setup: { qr: string; secret: string };
  action: Action;
  onDone: (backupCodes: string[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(enableTwoFactorSchema, { defaultValues: { code: '' } });
  return (
    <form
      noValidate
      className="mt-5 space-y-4"
      onSubmit={form.handleSubmit(({ code }) =>
        props.action.run(async () => props.onDone((await enableTwoFactor(code)).backup_codes)),
      )}
    >
      <ol className="list-decimal space-y-2 ps-5 text-stone-700">
        <li>{t('security.stepScan')}</li>
        <li>{t('security.stepCode')}</li>
      </ol>
      <img
        src={props.setup.qr}
        alt={t('security.qrAlt')}
        width={192}
        height={192}
        className="size-48 rounded-xl border border-stone-200"
      />
      <p className="text-sm text-stone-700">
        {t('security.manualKey')}{' '}
        <code
          dir="ltr"
          className="break-all rounded bg-sand-50 px-1.5 py-0.5 font-mono text-stone-900"
          data-testid="totp-secret"
        >
          {props.setup.secret}
        </code>
      </p>
      <CodeField label={t('login.code')} inputMode="numeric" {...form.field('code')} />
      <Button type="submit" disabled={props.action.busy}>
        {t('security.confirmOn')}
      </Button>
    </form>
  );
}

/** Turning off: a code from the app or a backup code, so a known password is not enough. */
function DisableStep(props: { action: Action; onCancel: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const form = useSchemaForm(disableTwoFactorSchema, { defaultValues: { code: '' } });
  return (
    <ProofForm
      intro={t('security.codeToTurnOff')}
      submitLabel={t('security.confirmOff')}
      busy={props.action.busy}
      onCancel={props.onCancel}
      onSubmit={form.handleSubmit(({ code }) =>
        props.action.run(async () => {
          await disableTwoFactor(code);
          await props.onDone();
        }),
      )}
    >
      <CodeField label={t('security.codeLabel')} {...form.field('code')} />
    </ProofForm>
  );
}

/** One step that asks for proof (the password or a code) before a two-factor change, with a way back. */
function ProofForm(props: {
  intro: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => unknown;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form noValidate className="mt-5 space-y-4" onSubmit={props.onSubmit}>
      <p className="text-stone-700">{props.intro}</p>
      {props.children}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={props.busy}>
          {props.submitLabel}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          {t('couple.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Passkeys (decision 037): the list, adding one on this device, and removing one, each with the password. */
function PasskeysCard({ state, reload }: { state: SecurityState; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const action = useAction();
  const hydrated = useHydrated();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeyInfo | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const supported = hydrated && passkeysSupported();
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
                  variant="ghost"
                  disabled={action.busy}
                  onClick={() => start(() => setRemoving(p))}
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
        <RemovePasskeyStep
          passkey={removing}
          action={action}
          onCancel={() => start(() => setRemoving(null))}
          onDone={async () => {
            setRemoving(null);
            setDone(t('passkeys.removedNow'));
            await reload();
          }}
        />
      ) : null}
      {adding ? (
        <AddPasskeyStep
          twoFactor={state.two_factor.enabled}
          action={action}
          onCancel={() => start(() => setAdding(false))}
          onDone={async () => {
            setAdding(false);
            setDone(t('passkeys.addedNow'));
            await reload();
          }}
        />
      ) : null}
      {!adding && !removing ? (
        supported ? (
          <Button className="mt-5" onClick={() => start(() => setAdding(true))}>
            {t('passkeys.add')}
          </Button>
        ) : hydrated ? (
          <p className="mt-4 text-sm text-stone-600">{t('passkeys.unsupported')}</p>
        ) : null
      ) : null}
    </Card>
  );
}

/** Adding: a name and the proof, then this device's own prompt (fingerprint, face or screen lock). */
function AddPasskeyStep(props: {
  twoFactor: boolean;
  action: Action;
  onCancel: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { browser, system } = deviceName(typeof navigator === 'undefined' ? null : navigator.userAgent);
  const suggested = browser && system ? t('security.deviceOn', { browser, system }) : (system ?? browser ?? '');
  const form = useSchemaForm(addPasskeyFormSchema, {
    summary: true,
    defaultValues: { name: suggested, password: '', code: '' },
  });
  const problem = props.action.error ?? form.problem;
  return (
    <form
      noValidate
      className="mt-5 space-y-4"
      onSubmit={form.handleSubmit(({ name, password, code }) =>
        props.action.run(async () => {
          await addPasskey({ name, password, ...(code.trim() ? { code: code.trim() } : {}) });
          await props.onDone();
        }),
      )}
    >
      <p className="text-stone-700">{props.twoFactor ? t('passkeys.addIntroCode') : t('passkeys.addIntro')}</p>
      <TextField label={t('passkeys.name')} hint={t('passkeys.nameHint')} autoComplete="off" {...form.field('name')} />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      {props.twoFactor ? <CodeField label={t('security.codeLabel')} {...form.field('code')} /> : null}
      {problem ? <ErrorAlert id={form.problemId}>{problem}</ErrorAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={props.action.busy}>
          {t('passkeys.create')}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          {t('couple.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Removing: the password again, like every change that protects the account. */
function RemovePasskeyStep(props: {
  passkey: PasskeyInfo;
  action: Action;
  onCancel: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(removePasskeySchema, { defaultValues: { password: '' } });
  return (
    <>
      {props.action.error ? (
        <div className="mt-4">
          <ErrorAlert>{props.action.error}</ErrorAlert>
        </div>
      ) : null}
      <ProofForm
        intro={t('passkeys.removeIntro', { name: props.passkey.name })}
        submitLabel={t('passkeys.confirmRemove')}
        busy={props.action.busy}
        onCancel={props.onCancel}
        onSubmit={form.handleSubmit(({ password }) =>
          props.action.run(async () => {
            await removePasskey(props.passkey.id, password);
            await props.onDone();
          }),
        )}
      >
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
      </ProofForm>
    </>
  );
}

function SessionsCard({ state, reload }: { state: SecurityState; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const { busy, error, run } = useAction();
  const others = state.sessions.filter((s) => !s.current);
  const describe = (userAgent: string | null) => {
    const { browser, system } = deviceName(userAgent);
    if (browser && system) return t('security.deviceOn', { browser, system });
    return browser ?? system ?? t('security.unknownDevice');
  };
  return (
    <Card id="sessions" title={t('security.sessionsTitle')}>
      <p className="mt-2 text-stone-700">{t('security.sessionsBody')}</p>
      {error ? (
        <div className="mt-4">
          <ErrorAlert>{error}</ErrorAlert>
        </div>
      ) : null}
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
              {s.current ? null : (
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() =>
                    run(async () => {
                      await revokeSession(s.id);
                      await reload();
                    })
                  }
                  aria-label={`${t('security.signOutDevice')}: ${describe(s.user_agent)}`}
                >
                  {t('security.signOutDevice')}
                </Button>
              )}
            </li>
          ))}
      </ul>
      {others.length > 0 ? (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={busy}
          onClick={() =>
            run(async () => {
              await revokeOtherSessions();
              await reload();
            })
          }
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

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  beginTwoFactorSchema,
  disableTwoFactorSchema,
  enableTwoFactorSchema,
} from '../../../domain/security-requests.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { CodeField, TextField } from '../../components/ui/Field.tsx';
import { beginTwoFactor, disableTwoFactor, enableTwoFactor } from '../../lib/security-changes.ts';
import type { Action } from '../../lib/use-action.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { ProofFields, ProofForm } from './ProofForm.tsx';

/*
 * Turning two-factor sign-in on and off, fetched when someone is about to start either (the security
 * page's two-factor card).
 */

/**
 * Turning it on, both steps in one component: the second then needs no loading of its own, so no
 * spinner flashes between them.
 */
export function TurnOnSteps(props: {
  action: Action;
  onCancel: () => void;
  onDone: (backupCodes: string[]) => Promise<void>;
}) {
  const [setup, setSetup] = useState<{ qr: string; secret: string } | null>(null);
  return setup ? (
    <ConfirmCodeStep setup={setup} action={props.action} onDone={props.onDone} />
  ) : (
    <PasswordStep action={props.action} onCancel={props.onCancel} onDone={setSetup} />
  );
}

/** Step 1: the password, so a borrowed phone cannot tie the account to its app. */
function PasswordStep(props: {
  action: Action;
  onCancel: () => void;
  onDone: (setup: { qr: string; secret: string }) => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(beginTwoFactorSchema, { defaultValues: { password: '' } });
  const { setFocus } = form;
  useEffect(() => setFocus('password'), [setFocus]);
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
      {props.action.error ? <ErrorAlert>{props.action.error}</ErrorAlert> : null}
    </ProofForm>
  );
}

/** Step 2: scan the key, then prove it with the app's first code. */
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
      {props.action.error ? <ErrorAlert>{props.action.error}</ErrorAlert> : null}
      <Button type="submit" disabled={props.action.busy}>
        {t('security.confirmOn')}
      </Button>
    </form>
  );
}

/** Turning off: a code from the app or a backup code, so a known password is not enough. */
export function DisableStep(props: { action: Action; onCancel: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const form = useSchemaForm(disableTwoFactorSchema, { summary: true, defaultValues: { password: '', code: '' } });
  const { setFocus } = form;
  useEffect(() => setFocus('password'), [setFocus]);
  return (
    <ProofForm
      intro={t('security.codeToTurnOff')}
      submitLabel={t('security.confirmOff')}
      busy={props.action.busy}
      onCancel={props.onCancel}
      onSubmit={form.handleSubmit(({ password, code }) =>
        props.action.run(async () => {
          await disableTwoFactor(password, code);
          await props.onDone();
        }),
      )}
    >
      <ProofFields field={form.field} withCode />
      {(props.action.error ?? form.problem) ? (
        <ErrorAlert id={form.problemId}>{props.action.error ?? form.problem}</ErrorAlert>
      ) : null}
    </ProofForm>
  );
}

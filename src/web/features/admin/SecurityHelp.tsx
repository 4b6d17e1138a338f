import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Named, WithAddress } from '../../components/Named.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { CheckboxField } from '../../components/ui/Field.tsx';
import { adminQueries, endAllSessions, type PersonView, resetSecondFactors } from '../../lib/admin-api.ts';
import { closeOnEscape } from '../../lib/close-on-escape.ts';
import { useAction } from '../../lib/use-action.ts';
import { useOpenInPlace } from '../../lib/use-open-in-place.ts';

/**
 * Helping a person under attack or without their authenticator (docs/security.md, "Operators"): ending
 * every session of the account, and removing its two-factor sign-in and passkeys. Each is asked for
 * twice, and the second time the operator confirms the identity check the procedure asks for: a request
 * from the account's confirmed address, with details only its owner knows. An unconfirmed address proves
 * nothing, so the actions are not offered for one; its owner's own way back is "Forgot your password?".
 */
export function SecurityHelp({ person }: { person: PersonView }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [done, setDone] = useState<ReactNode>(null);
  // The result takes the focus: the button that asked may be gone (nothing left to remove).
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) result.current?.focus();
  }, [done]);
  const hasFactors = person.two_factor || person.passkeys > 0;
  return (
    <section aria-labelledby={titleId} className="mt-6 border-t border-stone-200 pt-4">
      <h4 id={titleId} className="text-sm font-semibold text-stone-900">
        {t('admin.help.title')}
      </h4>
      {person.email_verified ? (
        <>
          <p className="mt-2 text-sm text-stone-700">{t('admin.help.intro')}</p>
          <div className="mt-3 space-y-3">
            <HelpAction
              person={person}
              label={t('admin.help.endSessions')}
              effect={<Named i18nKey="admin.help.endSessionsEffect" names={{ name: person.name }} />}
              confirm={t('admin.help.endSessionsConfirm')}
              act={async () => {
                const { sessions_ended } = await endAllSessions(person.id);
                setDone(
                  <Named i18nKey="admin.help.ended" names={{ name: person.name }} values={{ count: sessions_ended }} />,
                );
              }}
            />
            {hasFactors ? (
              <HelpAction
                person={person}
                label={t('admin.help.resetFactors')}
                effect={<Named i18nKey="admin.help.resetFactorsEffect" names={{ name: person.name }} />}
                confirm={t('admin.help.resetFactorsConfirm')}
                act={async () => {
                  await resetSecondFactors(person.id);
                  setDone(<Named i18nKey="admin.help.reset" names={{ name: person.name }} />);
                }}
              />
            ) : (
              <p className="text-sm text-stone-600">{t('admin.help.noFactors')}</p>
            )}
          </div>
        </>
      ) : (
        <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('admin.help.unconfirmed')}</p>
      )}
      <p ref={result} tabIndex={-1} role="status" className="mt-3 text-sm font-medium text-brand-800 outline-none">
        {done}
      </p>
    </section>
  );
}

interface HelpActionProps {
  person: PersonView;
  label: string;
  effect: ReactNode;
  confirm: string;
  act: () => Promise<void>;
}

/**
 * One action: a button, then in its place what it does, the identity check to confirm and the button
 * that does it. Focus goes to the check when it opens and back to the button when it closes.
 */
function HelpAction(props: HelpActionProps) {
  const panel = useOpenInPlace();
  if (panel.open) return <Confirmation {...props} close={panel.close} finish={panel.closeToResult} />;
  return (
    <Button ref={panel.opener(true)} variant="secondary" onClick={() => panel.show(true)}>
      {props.label}
    </Button>
  );
}

/** `finish`: closes it after the action, leaving focus to the result that SecurityHelp shows. */
function Confirmation(props: HelpActionProps & { close: () => void; finish: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const action = useAction();
  const [checked, setChecked] = useState(false);
  const effectId = useId();
  const check = useRef<HTMLInputElement>(null);
  useEffect(() => check.current?.focus(), []);
  return (
    <fieldset
      className="space-y-3 rounded-2xl border border-stone-200 p-4"
      aria-describedby={effectId}
      onKeyDown={closeOnEscape(props.close)}
    >
      {/* Floated, the legend sits inside the box like a heading, and wraps there on a narrow screen. */}
      <legend className="float-start w-full font-semibold text-stone-900">{props.label}</legend>
      <p id={effectId} className="text-sm text-stone-700">
        {props.effect}
      </p>
      <CheckboxField
        ref={check}
        label={<WithAddress i18nKey="admin.help.identityChecked" email={props.person.email} />}
        checked={checked}
        onChange={(event) => setChecked(event.currentTarget.checked)}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={!checked || action.busy}
          className="bg-rose-700 hover:bg-rose-800 active:bg-rose-900"
          onClick={() =>
            action.run(async () => {
              await props.act();
              props.finish();
              await queryClient.invalidateQueries({ queryKey: adminQueries.person(props.person.id).queryKey });
            })
          }
        >
          {props.confirm}
        </Button>
        <Button variant="secondary" onClick={props.close}>
          {t('couple.cancel')}
        </Button>
      </div>
      {action.error ? <ErrorAlert>{action.error}</ErrorAlert> : null}
    </fieldset>
  );
}

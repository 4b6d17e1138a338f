import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { closeOnEscape } from '../../lib/close-on-escape.ts';

/**
 * One step that asks for proof (the password or a code) before a change that protects the account,
 * with a way back (Cancel or Escape).
 */
export function ProofForm(props: {
  intro: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => unknown;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form noValidate className="mt-5 space-y-4" onKeyDown={closeOnEscape(props.onCancel)} onSubmit={props.onSubmit}>
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

import type { FormEvent, ReactNode } from 'react';
import { FormActions } from '../../components/ui/FormActions.tsx';
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
  return (
    <form noValidate className="mt-5 space-y-4" onKeyDown={closeOnEscape(props.onCancel)} onSubmit={props.onSubmit}>
      <p className="text-stone-700">{props.intro}</p>
      {props.children}
      <FormActions submit={props.submitLabel} busy={props.busy} onCancel={props.onCancel} />
    </form>
  );
}

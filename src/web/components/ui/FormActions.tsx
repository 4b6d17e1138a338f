import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';

/**
 * A form's last row: its submit button, disabled while the form is being sent, and Cancel, which
 * closes the form without sending anything.
 */
export function FormActions(props: { submit: ReactNode; busy: boolean; onCancel: () => void; danger?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        type="submit"
        disabled={props.busy}
        className={props.danger ? 'bg-rose-700 hover:bg-rose-800 active:bg-rose-900' : ''}
      >
        {props.submit}
      </Button>
      <Button variant="secondary" onClick={props.onCancel}>
        {t('couple.cancel')}
      </Button>
    </div>
  );
}

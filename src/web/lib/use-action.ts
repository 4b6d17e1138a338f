import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api.ts';

/**
 * Runs an action with a busy flag and a readable error (the server's message, else a generic one).
 * `locked` says the error is the plan's (`plan_required`): the page shows its upgrade card instead.
 */
export function useAction() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setLocked(false);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.generic'));
      setLocked(failure instanceof ApiError && failure.code === 'plan_required');
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, locked, setError, run };
}

/** What `useAction` gives a component that runs its card's action (its busy flag and its error). */
export type Action = ReturnType<typeof useAction>;

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api.ts';

/** Runs an action with a busy flag and a readable error (the server's message, else a generic one). */
export function useAction() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
  return { busy, error, setError, run };
}

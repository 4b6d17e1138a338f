import { useState } from 'react';
import { resendVerification } from './recovery-api.ts';

/**
 * Sends the confirmation link to the signed-in person's address again. The answer is the same whatever
 * happens (the server caps these mails), so `sent` says it was sent.
 */
export function useResendConfirmation(email: string | undefined) {
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    if (!email) return;
    setBusy(true);
    await resendVerification(email).catch(() => undefined);
    setBusy(false);
    setSent(true);
  };
  return { sent, busy, resend };
}

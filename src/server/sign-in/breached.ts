import { createHash } from 'node:crypto';

/** Whether a password is in the breach corpus; `unknown` when the service could not say. */
export type BreachAnswer = 'breached' | 'not_found' | 'unknown';
export type BreachCheck = (password: string) => Promise<BreachAnswer>;

/** Long enough for the service on a slow day; short enough that a person at sign-up barely waits. */
const TIMEOUT_MS = 3000;

/**
 * A breached-password check through the k-anonymity range API of Have I Been Pwned's Pwned Passwords
 * (or a mirror speaking it), when the operator sets PWNED_PASSWORDS_URL (ASVS 6.2.12; decision 056).
 * Only the first five hex characters of the password's SHA-1 leave the server; the answer lists every
 * known suffix under that prefix, padded with zero-count decoys (`Add-Padding`) so its size says
 * nothing either. The suffix is compared here.
 */
export function breachedPasswords(baseUrl: string, timeoutMs = TIMEOUT_MS): BreachCheck {
  const base = baseUrl.replace(/\/+$/, '');
  return async (password) => {
    const hash = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
    const prefix = hash.slice(0, 5);
    const suffix = hash.slice(5);
    try {
      const response = await fetch(`${base}/range/${prefix}`, {
        headers: { 'Add-Padding': 'true', 'User-Agent': 'Wifaq password check' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return 'unknown';
      for (const line of (await response.text()).split('\n')) {
        const [candidate, count] = line.trim().split(':');
        if (candidate?.toUpperCase() === suffix) return Number(count) > 0 ? 'breached' : 'not_found';
      }
      return 'not_found';
    } catch {
      return 'unknown';
    }
  };
}

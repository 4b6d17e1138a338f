import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Operators the e2e server starts with (seed-operator.ts makes them before it starts): one per
 * interface language, so two specs running at once never switch each other's saved language. Each has
 * two-factor sign-in on, as the console asks (decision 058); the seed signs them in and leaves their
 * session cookies in OPERATOR_SESSIONS_FILE, which specs give their browser (operator-session.ts): a
 * code is accepted once, so specs at once could not each sign in with one.
 */
export const OPERATORS = {
  en: { name: 'Omar Operator', email: 'operator-en@e2e.example.test', password: 'a steady lantern 2026' },
  ar: { name: 'عمر المشغّل', email: 'operator-ar@e2e.example.test', password: 'a steady lantern 2026' },
} as const;

/** An operator who has not turned two-factor sign-in on: the console tells them to (decision 058). */
export const OPERATOR_WITHOUT_TWO_FACTOR = {
  name: 'Nadia Operator',
  email: 'operator-no-2fa@e2e.example.test',
  password: 'a steady lantern 2026',
} as const;

/** In the server's DATA_DIR: each operator's session cookies (`name=value; …`), by language or `withoutTwoFactor`. */
export const OPERATOR_SESSIONS_FILE = 'operator-sessions.json';

/** The cookies of a seeded operator's session on the server whose DATA_DIR is `dataDir`, for a browser at `url`. */
export async function operatorCookies(
  dataDir: string,
  which: keyof typeof OPERATORS | 'withoutTwoFactor',
  url: string,
): Promise<{ name: string; value: string; url: string }[]> {
  const sessions = JSON.parse(await readFile(path.join(dataDir, OPERATOR_SESSIONS_FILE), 'utf8')) as Record<
    string,
    string
  >;
  const cookie = sessions[which];
  if (!cookie) throw new Error(`no session for the operator ${which}`);
  return cookie.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), url };
  });
}

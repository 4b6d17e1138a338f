/**
 * Run before the e2e server starts, on its DATA_DIR: signs the operators of operators.ts up through the
 * real sign-up, turns on their two-factor sign-in through the real routes (decision 058), gives them the
 * role through the code of `npm run admin:grant` (decision 041) and keeps their sessions for the specs. The
 * embedded database is one process's at a time, which is why this happens before the server, not beside it.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { roleCommand } from '../../src/server/admin/role-command.ts';
import { createApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { user } from '../../src/server/db/schema.ts';
import { loadEnv } from '../../src/server/env.ts';
import { createLogger } from '../../src/server/logger.ts';
import { base32Decode, codeAt, currentStep } from '../../src/server/two-factor/totp.ts';
import { OPERATOR_SESSIONS_FILE, OPERATOR_WITHOUT_TWO_FACTOR, OPERATORS } from './operators.ts';

process.umask(0o077);
const env = loadEnv();
const database = await openDatabase(env);
await database.migrate();
const app = createApp({ env, database, logger: createLogger({ logLevel: 'warn' }), clientIp: () => '127.0.0.1' });
const headers = { origin: env.appUrl, 'content-type': 'application/json' };
const sessions: Record<string, string> = {};
const operators = [...Object.entries(OPERATORS), ['withoutTwoFactor', OPERATOR_WITHOUT_TWO_FACTOR] as const];
for (const [key, operator] of operators) {
  const signUp = await app.request(`${env.appUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...operator, consent: true }),
  });
  if (signUp.status !== 200) throw new Error(`operator sign-up failed: ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call = async (path: string, method: string, body: unknown) => {
    const response = await app.request(`${env.appUrl}${path}`, {
      method,
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`${path} failed: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  // Past the private check-in, with a confirmed address, as the fixtures' accounts are.
  await call('/api/safety-check', 'PUT', { skipped: true });
  await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, operator.email));
  // Two-factor sign-in on, through the real routes, as an operator turns it on before the console opens.
  if (key !== 'withoutTwoFactor') await turnOnTwoFactor(call, operator.password);
  const granted = await roleCommand(['grant', operator.email], database.db);
  if (granted.code !== 0) throw new Error(granted.message);
  sessions[key] = cookie;
}
await writeFile(path.join(env.dataDir, OPERATOR_SESSIONS_FILE), JSON.stringify(sessions), { mode: 0o600 });
await app.pdfPool.close();
await database.close();

async function turnOnTwoFactor(
  call: (path: string, method: string, body: unknown) => Promise<Record<string, unknown>>,
  password: string,
) {
  const { secret } = await call('/api/security/two-factor/setup', 'POST', { password });
  await call('/api/security/two-factor/enable', 'POST', { code: codeAt(base32Decode(String(secret)), currentStep()) });
}

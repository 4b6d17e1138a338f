/**
 * Run before the e2e server starts, on its DATA_DIR: signs the operators of operators.ts up through the
 * real sign-up and gives them the role through the code of `npm run admin:grant` (decision 041). The
 * embedded database is one process's at a time, which is why this happens before the server, not beside it.
 */
import { eq } from 'drizzle-orm';
import { roleCommand } from '../../src/server/admin/role-command.ts';
import { createApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { user } from '../../src/server/db/schema.ts';
import { loadEnv } from '../../src/server/env.ts';
import { createLogger } from '../../src/server/logger.ts';
import { OPERATORS } from './operators.ts';

process.umask(0o077);
const env = loadEnv();
const database = await openDatabase(env);
await database.migrate();
const app = createApp({ env, database, logger: createLogger({ logLevel: 'warn' }), clientIp: () => '127.0.0.1' });
const headers = { origin: env.appUrl, 'content-type': 'application/json' };
for (const operator of Object.values(OPERATORS)) {
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
  // Past the private check-in, with a confirmed address, as the fixtures' accounts are.
  await app.request(`${env.appUrl}/api/safety-check`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({ skipped: true }),
  });
  await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, operator.email));
  const granted = await roleCommand(['grant', operator.email], database.db);
  if (granted.code !== 0) throw new Error(granted.message);
}
await app.pdfPool.close();
await database.close();

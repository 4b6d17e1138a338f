/**
 * `npm run admin:grant -- EMAIL` and `npm run admin:revoke -- EMAIL`: gives an account the operator
 * role (the /admin console) or takes it back, on the database the server uses (DATABASE_URL, else the
 * embedded one in DATA_DIR), with an audit row. Decision 041.
 */
import { roleCommand } from '../src/server/admin/role-command.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { type Env, EnvError, loadEnv } from '../src/server/env.ts';

/**
 * The embedded database is one process's at a time: opened beside a running server, both would write
 * the same files. A server that answers on this configuration's port is taken as that server.
 */
async function serverIsRunning(env: Env): Promise<boolean> {
  const host = env.host === '0.0.0.0' || env.host === '::' ? '127.0.0.1' : env.host;
  try {
    await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${env.port}/api/health`, {
      signal: AbortSignal.timeout(1500),
    });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  // Whatever this process creates in DATA_DIR is the server account's only, as the server's own files are.
  process.umask(0o077);
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (!env.databaseUrl && (await serverIsRunning(env))) {
    console.error(
      `The server is running on port ${env.port} with the embedded database, which one process opens at a time. ` +
        'Stop it, run this again, then start it (or set DATABASE_URL to use PostgreSQL).',
    );
    return 1;
  }
  const database = await openDatabase(env);
  try {
    await database.migrate();
    const { code, message } = await roleCommand(process.argv.slice(2), database.db);
    (code === 0 ? console.log : console.error)(message);
    return code;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The role could not be changed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

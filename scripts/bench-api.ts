/**
 * `npm run bench:api`: load on the real app, in process, over loopback HTTP. Sign-ins, dashboard
 * reads and answer autosaves at 1, 10 and 50 concurrent users, each for a few seconds; prints
 * requests per second and p50/p99 latency, then checks that every autosave the server acknowledged
 * is in the database. PGlite by default; PostgreSQL with BENCH_DATABASE_URL (a scratch database is
 * created on that server and dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { findAssessmentType } from '../src/domain/assessment/catalogue.ts';
import { createApp } from '../src/server/app.ts';
import { type Database, fromPostgres, openDatabase } from '../src/server/db/client.ts';
import { assessments } from '../src/server/db/schema.ts';
import { loadEnv } from '../src/server/env.ts';
import { socketClientIp } from '../src/server/http/client-ip.ts';
import { createLogger } from '../src/server/logger.ts';

const USERS = 50;
const LEVELS = [1, 10, 50];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PASSWORD = 'correct horse 42';
const TARGET = { readsPerSecond: 1500, p99Ms: 50 };

const dataDir = mkdtempSync(path.join(tmpdir(), 'wifaq-bench-'));
/** Set when a scratch PostgreSQL database was created, to drop it at the end. */
const cleanup: { dropDatabase?: () => Promise<void> } = {};

async function openBenchDatabase(): Promise<Database> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir });
  const name = `wifaq_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanup.dropDatabase = async () => {
    const again = new pg.Client({ connectionString: serverUrl });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  };
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return fromPostgres(url.toString(), 20);
}

const database = await openBenchDatabase();
await database.migrate();
const env = loadEnv({
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
  APP_URL: 'http://localhost:3450',
  DATA_DIR: dataDir,
  TRUSTED_PROXIES: '127.0.0.1,::1',
});
const app = createApp({
  env,
  database,
  logger: createLogger({ logLevel: 'silent' }),
  clientIp: socketClientIp(env.trustedProxies),
});
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 3450 });
const base = 'http://127.0.0.1:3450';
const origin = env.appUrl;
const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** People to load the app with: each signed in, with one assessment under way. */
interface BenchUser {
  email: string;
  cookie: string;
  assessmentId: string;
}
const users: BenchUser[] = [];
for (let i = 0; i < USERS; i++) {
  const email = `bench-${i}-${Date.now()}@example.test`;
  const headers = { 'content-type': 'application/json', origin, 'x-forwarded-for': address() };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: `Bench ${i}`, email, password: PASSWORD, consent: true }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const created = await fetch(`${base}/api/assessments`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ assessment_type: 'values' }),
  });
  users.push({ email, cookie, assessmentId: ((await created.json()) as { id: string }).id });
}
const keys = (findAssessmentType('values')?.questions ?? []).flatMap((q) => [`${q.key}_phase1`, `${q.key}_phase2`]);

interface Row {
  scenario: string;
  users: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}
const rows: Row[] = [];
/** What was sent and what the server acknowledged, per assessment and answer key. */
const sent = new Map<string, number[]>();
const acknowledged = new Map<string, number[]>();

type Context = { user?: number; pair?: string; value?: number };
let sequence = 0;
let nextUser = 0;
const userOf = (context: Context) => {
  context.user ??= nextUser++ % USERS;
  return users[context.user] as BenchUser;
};

const scenarios = {
  'dashboard reads': (): autocannon.Request[] => [
    {
      method: 'GET',
      path: '/api/assessments',
      // As the web app sends them: it names its interface language on every call (src/web/lib/api.ts).
      setupRequest: (request, context: Context) => ({
        ...request,
        headers: { cookie: userOf(context).cookie, 'accept-language': 'en' },
      }),
    },
  ],
  'answer autosaves': (): autocannon.Request[] => [
    {
      method: 'PATCH',
      setupRequest: (request, context: Context) => {
        // A global sequence spreads the writes over people and answers (autocannon's context is per request).
        const n = sequence++;
        const user = users[n % USERS] as BenchUser;
        context.pair = `${user.assessmentId}|${keys[Math.floor(n / USERS) % keys.length]}`;
        context.value = (Math.floor(n / (USERS * keys.length)) % 5) + 1;
        sent.set(context.pair, [...(sent.get(context.pair) ?? []), context.value]);
        return {
          ...request,
          path: `/api/assessments/${user.assessmentId}/answers`,
          headers: { cookie: user.cookie, origin, 'content-type': 'application/json', 'accept-language': 'en' },
          body: JSON.stringify({ responses: { [context.pair.split('|')[1] as string]: context.value } }),
        };
      },
      onResponse: (status, _body, context: Context) => {
        if (status !== 200 || !context.pair) return;
        acknowledged.set(context.pair, [...(acknowledged.get(context.pair) ?? []), context.value as number]);
      },
    },
  ],
  'sign-ins': (): autocannon.Request[] => [
    {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      setupRequest: (request, context: Context) => ({
        ...request,
        headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': address() },
        body: JSON.stringify({ email: userOf(context).email, password: PASSWORD }),
      }),
    },
  ],
};

for (const [scenario, requests] of Object.entries(scenarios)) {
  for (const connections of LEVELS) {
    nextUser = 0;
    const result = await autocannon({ url: base, connections, duration: SECONDS, requests: requests() });
    rows.push({
      scenario,
      users: connections,
      requests: result.requests.total,
      perSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
}

// Every acknowledged autosave must be in the database. An answer written once must hold exactly that
// value; one written several times holds one of the values sent (whichever committed last, which may
// be a request the run stopped waiting for).
let missing = 0;
const stored = new Map<string, Record<string, number>>();
for (const user of users) {
  const [row] = await database.db.select().from(assessments).where(eq(assessments.id, user.assessmentId));
  stored.set(user.assessmentId, row?.responses.responses ?? {});
}
for (const [pair, values] of acknowledged) {
  const [assessmentId, key] = pair.split('|') as [string, string];
  const value = stored.get(assessmentId)?.[key];
  const all = sent.get(pair) ?? values;
  if (value === undefined || (all.length === 1 ? value !== values[0] : !all.includes(value))) missing++;
}

console.log(`\nbench:api on ${database.engine}, ${SECONDS} s per run, ${USERS} people\n`);
console.log('scenario           users   requests    req/s   p50 ms   p99 ms   non-2xx  errors');
for (const r of rows) {
  console.log(
    `${r.scenario.padEnd(18)} ${String(r.users).padStart(5)} ${String(r.requests).padStart(10)} ${String(r.perSecond).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(7)}`,
  );
}
const reads50 = rows.find((r) => r.scenario === 'dashboard reads' && r.users === 50);
console.log(
  `\nacknowledged autosaves: ${[...acknowledged.values()].flat().length} (${acknowledged.size} distinct answers); missing in the database: ${missing}`,
);
if (reads50 && database.engine === 'postgres') {
  const met = reads50.perSecond >= TARGET.readsPerSecond && reads50.p99 <= TARGET.p99Ms;
  console.log(
    `target (PostgreSQL, 50 users, reads ≥ ${TARGET.readsPerSecond} req/s, p99 ≤ ${TARGET.p99Ms} ms): ${met ? 'met' : 'not met'} (${reads50.perSecond} req/s, p99 ${reads50.p99} ms)`,
  );
}

// Let requests that autocannon stopped waiting for finish before the database closes.
await new Promise((resolve) => server.close(() => resolve(undefined)));
await new Promise((resolve) => setTimeout(resolve, 1000));
await database.close();
await cleanup.dropDatabase?.();
rmSync(dataDir, { recursive: true, force: true });
if (missing > 0 || rows.some((r) => r.errors > 0)) process.exitCode = 1;

import { randomBytes, randomUUID } from 'node:crypto';
import type { Agent as HttpsAgent } from 'node:https';
import { eq } from 'drizzle-orm';
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema.ts';
import { type Env, loadEnv } from '../env.ts';
import { createWorkLimit, type WorkLimit } from '../http/work-limit.ts';
import { createLogger } from '../logger.ts';
import { publicFigures } from '../marketing/figures.ts';
import { STEP_SECONDS } from '../two-factor/totp.ts';
import { createTestDatabase } from './test-db.ts';

export const TEST_APP_URL = 'http://localhost:3999';
/** In-process requests have no socket; tests say who is calling with this header instead. */
const TEST_IP_HEADER = 'x-test-client-ip';

/** A clock that moves only when a test moves it. */
export interface TestClock {
  now(): number;
  /** Moves it on by whole time steps of two-factor codes (30 s each). */
  advanceSteps(steps?: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let now = start;
  return {
    now: () => now,
    advanceSteps: (steps = 1) => {
      now += steps * STEP_SECONDS * 1000;
    },
  };
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: Database;
  env: Env;
  /** The clock two-factor codes are checked against: it stands still until a test moves it. */
  totpClock: TestClock;
  close(): Promise<void>;
}

/** The real app over a fresh migrated database, with no network and no files outside .tmp. */
export async function createTestApp(
  overrides: Partial<Env> = {},
  options: {
    logger?: ReturnType<typeof createLogger>;
    /** A built web app to serve (default: none). */
    webRoot?: string;
    /** The clock of the landing's figures (marketing/figures.ts), to see a count age. */
    figuresClock?: () => number;
    /** Expensive work per person (http/work-limit.ts); when not given, the app's but unpaced (below). */
    workLimit?: WorkLimit;
    /** A database the test made itself (default: a fresh migrated copy); closed with the app. */
    database?: Database;
    /** The clock of two-factor codes; a still one from now when not given. */
    totpClock?: TestClock;
    /** How Web Push reaches push services (a local one's certificate: testing/push-receiver.ts). */
    pushAgent?: HttpsAgent;
  } = {},
): Promise<TestContext> {
  const database = options.database ?? (await createTestDatabase());
  const env = {
    ...loadEnv({
      NODE_ENV: 'test',
      APP_URL: TEST_APP_URL,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: '.tmp/test-data',
    }),
    ...overrides,
  };
  const totpClock = options.totpClock ?? testClock();
  const app = createApp({
    env,
    clock: totpClock.now,
    database,
    logger: options.logger ?? createLogger({ logLevel: 'silent' }),
    webRoot: options.webRoot ?? '.tmp/no-web-build',
    figures: options.figuresClock ? publicFigures(database.db, { now: options.figuresClock }) : undefined,
    clientIp: (c) => c.req.header(TEST_IP_HEADER),
    pushAgent: options.pushAgent,
    // Two at a time as in the app, but not a quarter of the time: a test's person asks for more in
    // seconds than anyone would, and on a busy machine would be paced for it. work-limit.test.ts holds
    // the pacing.
    workLimit: options.workLimit ?? createWorkLimit({ share: Number.POSITIVE_INFINITY }),
  });
  const close = async () => {
    await app.pdfPool.close();
    await database.close();
  };
  return { app, database, env, totpClock, close };
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  /** Send the Origin header a browser would send (default true). */
  origin?: string | false;
}

/**
 * One visitor: its own address (so rate limits count per visitor, as in production) and its own
 * cookie jar, kept the way a browser keeps it.
 */
export class TestClient {
  readonly ip: string;
  private readonly cookies = new Map<string, string>();
  readonly ctx: TestContext;
  /** `ip`: share an address with other clients (a household behind one router). */
  constructor(ctx: TestContext, options: { ip?: string } = {}) {
    this.ctx = ctx;
    this.ip = options.ip ?? `10.${rand()}.${rand()}.${rand()}`;
  }

  async request(path: string, options: RequestOptions = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    headers.set(TEST_IP_HEADER, this.ip);
    if (options.origin !== false) headers.set('origin', options.origin ?? this.ctx.env.appUrl);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers.set('content-type', 'application/json');
    }
    const response = await this.ctx.app.request(`${this.ctx.env.appUrl}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  async json<T = Record<string, unknown>>(path: string, options: RequestOptions = {}) {
    const response = await this.request(path, options);
    return { status: response.status, headers: response.headers, body: (await response.json()) as T };
  }

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /**
   * Marks the signed-in person's address confirmed, as following the mailed link does (that flow has its
   * own tests): a second way in (two-factor, a passkey) is only added to a confirmed address.
   */
  async confirmAddress() {
    const session = await this.json<{ user?: { id: string } } | null>('/api/auth/get-session');
    const id = session.body?.user?.id;
    if (!id) throw new Error('confirmAddress: not signed in');
    await this.ctx.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
  }

  /** Signs up through the real endpoint; the client then holds the session cookie. */
  async signUp(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
    const account = { name: 'Layla Haddad', email: uniqueEmail(), password: 'correct horse 42', ...overrides };
    const response = await this.json<{ user: { id: string; email: string } }>('/api/auth/sign-up/email', {
      json: { ...account, consent: true },
    });
    if (response.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(response.body)}`);
    return { ...account, id: response.body.user.id };
  }
}

const rand = () => Math.floor(Math.random() * 254) + 1;
export const uniqueEmail = () => `person-${randomUUID()}@example.test`;

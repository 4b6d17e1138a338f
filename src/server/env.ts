import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod/mini';
import { PLANS_MODES, type PlansMode } from '../domain/plans.ts';
import { BILLING_PERIODS, type BillingPeriod, PAID_PLAN_IDS, type PaidPlanId } from '../domain/pricing.ts';
import { DEFAULT_SAFETY_EXIT_URL } from '../domain/safety.ts';
import type { SafetyResourcesConfig } from '../domain/safety-requests.ts';
import { loadSafetyResources } from './safety/resources.ts';
import './zod-messages.ts';

export const EMAIL_VERIFICATION_MODES = ['optional', 'required'] as const;
export type EmailVerificationMode = (typeof EMAIL_VERIFICATION_MODES)[number];

/**
 * The one place that reads process.env. Everything else receives a validated `Env`.
 * Empty strings count as unset, so `FOO=` in a shell or compose file means "use the default".
 */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(emptyAsUnset), z.optional(schema));

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** One Stripe price per paid plan and period, e.g. STRIPE_PRICE_COUPLE_YEARLY. */
const stripePriceVariable = (plan: PaidPlanId, period: BillingPeriod) =>
  `STRIPE_PRICE_${plan.toUpperCase()}_${period.toUpperCase()}`;
const STRIPE_PRICE_VARIABLES = PAID_PLAN_IDS.flatMap((plan) =>
  BILLING_PERIODS.map((period) => stripePriceVariable(plan, period)),
);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const rawSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(65535))),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')),
  ),
  /**
   * The role that migrates the schema and owns it (ASVS 13.2.2): with it, DATABASE_URL's role needs only
   * to read and write rows, and is granted exactly that at each start.
   */
  DATABASE_MIGRATION_URL: optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')),
  ),
  APP_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://wifaq.example' })),
  TRUSTED_ORIGINS: optional(
    z
      .string()
      .check(
        z.refine(
          (value) => list(value).every((origin) => /^https?:\/\//.test(origin) && URL.canParse(origin)),
          'must be a comma-separated list of http(s) origins',
        ),
      ),
  ),
  TRUSTED_PROXIES: optional(z.string()),
  BETTER_AUTH_SECRET: optional(
    z.string().check(z.minLength(32, 'must be at least 32 characters (openssl rand -base64 32)')),
  ),
  /** The secret BETTER_AUTH_SECRET replaced, while values made under it are re-made (docs/security.md). */
  BETTER_AUTH_PREVIOUS_SECRET: optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
  SHUTDOWN_TIMEOUT_MS: optional(z.coerce.number().check(z.int(), z.gte(0))),
  JOB_LEASE_SECONDS: optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(3600))),
  JOB_POLL_SECONDS: optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(3600))),
  AI_API_KEY: optional(z.string().check(z.minLength(1))),
  AI_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of an OpenAI-compatible API' })),
  AI_MODEL: optional(z.string().check(z.minLength(1), z.maxLength(200))),
  AI_TIMEOUT_MS: optional(z.coerce.number().check(z.int(), z.gte(1))),
  AI_MAX_RETRIES: optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(10))),
  AI_DAILY_LIMIT: optional(z.coerce.number().check(z.int(), z.gte(0))),
  AI_PROVIDER_NAME: optional(z.string().check(z.minLength(1), z.maxLength(100))),
  SMTP_URL: optional(
    z
      .string()
      .check(z.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587')),
  ),
  MAIL_FROM: optional(z.string().check(z.minLength(3), z.maxLength(200))),
  EMAIL_VERIFICATION: optional(
    z.enum(EMAIL_VERIFICATION_MODES, {
      error: 'must be optional (a banner asks to verify) or required (sign-in waits for it)',
    }),
  ),
  PLANS_MODE: optional(z.enum(PLANS_MODES, { error: 'must be open (everything for everyone) or billing' })),
  STRIPE_SECRET_KEY: optional(
    z.string().check(z.regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_live_…)')),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().check(z.regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')),
  ),
  STRIPE_API_BASE: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL (tests only)' })),
  ...Object.fromEntries(
    STRIPE_PRICE_VARIABLES.map((name) => [
      name,
      optional(z.string().check(z.regex(/^price_\w+$/, 'must be a Stripe price id'))),
    ]),
  ),
  SAFETY_RESOURCES_FILE: optional(z.string()),
  ALLOW_HTTP_APP_URL: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  SAFETY_EXIT_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of a neutral site, e.g. https://www.google.com/' }),
  ),
  /** Push services besides the browsers' own that the server may post to (a test's local one): origins, comma-separated. */
  PUSH_SERVICE_ORIGINS: optional(z.string()),
  PWNED_PASSWORDS_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.pwnedpasswords.com' }),
  ),
});

export interface Env {
  /** What the start should tell the operator (unencrypted connections in production); never fatal. */
  warnings: string[];
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_MIGRATION_URL: migrations run as this role, which grants DATABASE_URL's role row access only. */
  databaseMigrationUrl: string | undefined;
  appUrl: string;
  /**
   * Origins allowed to send state-changing requests: APP_URL first, then (in development with APP_URL
   * unset) 127.0.0.1 and [::1] on the same port, then TRUSTED_ORIGINS.
   */
  trustedOrigins: string[];
  /** Proxy addresses whose X-Forwarded-For is believed; nobody else's is. */
  trustedProxies: string[];
  authSecret: string;
  /** Web Push (issue 30, item 3): extra push service origins (tests) and the VAPID subject. */
  push: { serviceOrigins: string[]; subject: string };
  /**
   * BETTER_AUTH_PREVIOUS_SECRET during a rotation: its keys only read two-factor seeds and backup codes
   * made under it (each is made again under the current secret when used); null otherwise.
   */
  authPreviousSecret: string | null;
  logLevel: (typeof LOG_LEVELS)[number];
  shutdownTimeoutMs: number;
  /** How long a worker holds a job before another may take it, unless it extends it (decision 066); 60 s by default. */
  jobLeaseSeconds: number | undefined;
  /** How often each instance looks for due jobs it was not woken for (retries, deferred work, other instances' jobs). */
  jobPollSeconds: number;
  /** Outgoing mail through SMTP; `null` when SMTP_URL is unset (each mail is then written to DATA_DIR/mail). */
  mail: { smtpUrl: string; from: string } | null;
  /** `optional`: a banner asks people to verify; `required`: sign-in waits until they have (decision 034). */
  emailVerification: EmailVerificationMode;
  /** `open`: every account gets every feature; `billing`: plan tiers are enforced (DESIGN.md 3b). */
  plansMode: PlansMode;
  /** Payments through Stripe (decision 040); `null` when STRIPE_SECRET_KEY is unset (tiers are then set by hand). */
  stripe: StripeConfig | null;
  /** The AI provider; `null` when no key is set (the built-in advisor then writes all advice). */
  ai: AiConfig | null;
  /** The safety check's help resources (SAFETY_RESOURCES_FILE) and where its quick exit leads (decision 030). */
  safety: { resources: SafetyResourcesConfig; exitUrl: string };
  /**
   * A Pwned Passwords range API that new passwords are also checked against (decision 056); `null`, the
   * default, when PWNED_PASSWORDS_URL is unset: then no password-derived data leaves the server.
   */
  pwnedPasswordsUrl: string | null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's price id for each paid plan and period. */
  prices: Record<PaidPlanId, Record<BillingPeriod, string>>;
  /** Where the SDK sends its requests: undefined = api.stripe.com; tests point it at a local server. */
  apiBase: URL | undefined;
}

export interface AiConfig {
  apiKey: string;
  /** undefined = the SDK's default (OpenAI). */
  baseUrl: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** Model calls one person may cause per day; past it, the built-in advice stays. */
  dailyLimit: number;
  /** Who receives the scores, as the consent text names them (AI_PROVIDER_NAME, else the API's host). */
  providerName: string;
}

export class EnvError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/**
 * Outside production the auth secret may be left unset: one is generated on first start and kept in
 * DATA_DIR, so `npm ci && npm start` needs no configuration and sessions survive a restart.
 */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * The other names of this machine's own address on the same port. A newcomer opens the app at
 * http://127.0.0.1:3000 as often as at localhost; without these, sign-up refused them as a foreign
 * origin. Only in development with APP_URL unset: a deployment names its one public origin.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopback = (url: string) => LOOPBACK.has(new URL(url).hostname);
/** https, or a loopback address that never leaves the machine (benchmarks, a local proxy in front). */
const servedSafely = (url: string) => url.startsWith('https://') || isLoopback(url);

/**
 * Connections to outside services that may travel in the clear in production (ASVS 12.3, issue 27):
 * told at start, not refused, since a private network or a local socket can make them safe.
 */
function transportWarnings(raw: {
  DATABASE_URL?: string;
  SMTP_URL?: string;
  AI_BASE_URL?: string;
  STRIPE_API_BASE?: string;
}): string[] {
  const warnings: string[] = [];
  for (const name of ['AI_BASE_URL', 'STRIPE_API_BASE'] as const) {
    const url = raw[name];
    if (url && !servedSafely(url)) warnings.push(`${name}: http:// sends keys and scores in the clear; use https://`);
  }
  if (raw.DATABASE_URL && !isLoopback(raw.DATABASE_URL.replace(/^postgres(ql)?:/, 'http:'))) {
    const mode = new URL(raw.DATABASE_URL).searchParams.get('sslmode');
    if (!mode || !['require', 'verify-ca', 'verify-full'].includes(mode))
      warnings.push('DATABASE_URL: no sslmode=require (or verify-full): answers may cross the network unencrypted');
  }
  if (raw.SMTP_URL?.startsWith('smtp://') && !isLoopback(raw.SMTP_URL.replace(/^smtp:/, 'http:'))) {
    const url = new URL(raw.SMTP_URL);
    if (url.searchParams.get('requireTLS') !== 'true')
      warnings.push(
        'SMTP_URL: smtp:// without requireTLS=true sends mail in the clear when the server offers no STARTTLS; use smtps:// or add ?requireTLS=true',
      );
  }
  return warnings;
}

const loopbackAliases = (port: number) => [`http://127.0.0.1:${port}`, `http://[::1]:${port}`];

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = rawSchema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const raw = parsed.data;
  const nodeEnv = raw.NODE_ENV ?? 'development';
  if (nodeEnv === 'production' && !raw.BETTER_AUTH_SECRET) {
    throw new EnvError(['BETTER_AUTH_SECRET: required when NODE_ENV=production (openssl rand -base64 32)']);
  }
  if (raw.DATABASE_MIGRATION_URL && !(raw.DATABASE_URL && new URL(raw.DATABASE_URL).username)) {
    throw new EnvError(['DATABASE_MIGRATION_URL: needs DATABASE_URL, naming the role the server runs as']);
  }
  const resources = loadSafetyResources(raw.SAFETY_RESOURCES_FILE);
  if (!resources.ok) throw new EnvError(resources.problems.map((p) => `SAFETY_RESOURCES_FILE: ${p}`));
  const stripe = stripeConfig(raw);
  const port = raw.PORT ?? 3000;
  const dataDir = path.resolve(raw.DATA_DIR ?? './data');
  const appUrl = new URL(raw.APP_URL ?? `http://localhost:${port}`).origin;
  if (nodeEnv === 'production' && !servedSafely(appUrl) && raw.ALLOW_HTTP_APP_URL !== 'true') {
    throw new EnvError([
      'APP_URL: must be https:// when NODE_ENV=production: sessions and passwords would cross the network in the clear (ALLOW_HTTP_APP_URL=true only for a server no one reaches but over a private network)',
    ]);
  }
  return {
    warnings: nodeEnv === 'production' ? transportWarnings(raw) : [],
    nodeEnv,
    port,
    host: raw.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    databaseMigrationUrl: raw.DATABASE_MIGRATION_URL,
    appUrl,
    trustedOrigins: [
      appUrl,
      ...(raw.APP_URL === undefined && nodeEnv !== 'production' ? loopbackAliases(port) : []),
      ...list(raw.TRUSTED_ORIGINS).map((o) => new URL(o).origin),
    ],
    trustedProxies: list(raw.TRUSTED_PROXIES),
    authSecret: raw.BETTER_AUTH_SECRET ?? developmentSecret(dataDir),
    authPreviousSecret: raw.BETTER_AUTH_PREVIOUS_SECRET ?? null,
    logLevel: raw.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    jobLeaseSeconds: raw.JOB_LEASE_SECONDS,
    jobPollSeconds: raw.JOB_POLL_SECONDS ?? 15,
    plansMode: raw.PLANS_MODE ?? 'open',
    safety: { resources: resources.config, exitUrl: raw.SAFETY_EXIT_URL ?? DEFAULT_SAFETY_EXIT_URL },
    pwnedPasswordsUrl: raw.PWNED_PASSWORDS_URL ?? null,
    push: {
      serviceOrigins: list(raw.PUSH_SERVICE_ORIGINS).map((o) => new URL(o).origin),
      // Who runs this server, for the push services' operators (RFC 8292): an https: site or a mail address.
      subject: appUrl.startsWith('https:') ? appUrl : `mailto:no-reply@${new URL(appUrl).hostname}`,
    },
    mail: raw.SMTP_URL
      ? { smtpUrl: raw.SMTP_URL, from: raw.MAIL_FROM ?? `Wifaq <no-reply@${new URL(appUrl).hostname}>` }
      : null,
    emailVerification: raw.EMAIL_VERIFICATION ?? 'optional',
    stripe,
    ai: raw.AI_API_KEY
      ? {
          apiKey: raw.AI_API_KEY,
          baseUrl: raw.AI_BASE_URL,
          model: raw.AI_MODEL ?? 'gpt-4o-mini',
          // The spec's client defaults (and the SDK's): 10 minutes, 2 retries with back-off.
          timeoutMs: raw.AI_TIMEOUT_MS ?? 600_000,
          maxRetries: raw.AI_MAX_RETRIES ?? 2,
          dailyLimit: raw.AI_DAILY_LIMIT ?? 20,
          // Named to people in the consent text: who receives their scores.
          providerName: raw.AI_PROVIDER_NAME ?? (raw.AI_BASE_URL ? new URL(raw.AI_BASE_URL).hostname : 'OpenAI'),
        }
      : null,
  };
}

/**
 * Stripe is on when its secret key is set; then the webhook secret and every price are required, and
 * it makes sense only with PLANS_MODE=billing (in open mode there is nothing to sell).
 */
function stripeConfig(raw: z.infer<typeof rawSchema>): StripeConfig | null {
  const values = raw as Record<string, string | undefined>;
  if (!raw.STRIPE_SECRET_KEY) return null;
  const missing = ['STRIPE_WEBHOOK_SECRET', ...STRIPE_PRICE_VARIABLES].filter((name) => !values[name]);
  const problems = missing.map((name) => `${name}: required when STRIPE_SECRET_KEY is set`);
  if (raw.PLANS_MODE !== 'billing') problems.push('STRIPE_SECRET_KEY: set PLANS_MODE=billing to take payments');
  if (problems.length > 0) throw new EnvError(problems);
  const prices = Object.fromEntries(
    PAID_PLAN_IDS.map((plan) => [
      plan,
      Object.fromEntries(
        BILLING_PERIODS.map((period) => [period, values[stripePriceVariable(plan, period)] as string]),
      ),
    ]),
  ) as StripeConfig['prices'];
  return {
    secretKey: raw.STRIPE_SECRET_KEY,
    webhookSecret: raw.STRIPE_WEBHOOK_SECRET as string,
    prices,
    apiBase: raw.STRIPE_API_BASE ? new URL(raw.STRIPE_API_BASE) : undefined,
  };
}

import type { Agent as HttpsAgent } from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { processingRoutes } from './account/processing-routes.ts';
import { accountRoutes } from './account/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { assessmentTypeRoutes } from './assessment-types/routes.ts';
import { assessmentHotRoutes, assessmentRoutes } from './assessments/routes.ts';
import { type Auth, createAuth, sessionCookieName } from './auth.ts';
import { billingRoutes, billingWebhookRoutes } from './billing/routes.ts';
import { type Billing, billingService } from './billing/service.ts';
import { stripeWebhook } from './billing/webhook.ts';
import { contactRoutes } from './contact/routes.ts';
import { counsellorRoutes } from './counsellors/routes.ts';
import { coupleRoutes } from './couple/routes.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { notFound } from './errors.ts';
import { familyRoutes } from './family/routes.ts';
import { healthRoutes } from './health/routes.ts';
import type { AppEnv } from './http/app-env.ts';
import { authRoutes } from './http/auth-bridge.ts';
import { limitBodies } from './http/body-limit.ts';
import { type ClientIpResolver, socketClientIp } from './http/client-ip.ts';
import { closeAfterRefusedBody } from './http/close-after-refusal.ts';
import { compressResponses } from './http/compression.ts';
import { handleError } from './http/error-handler.ts';
import { readerLanguage } from './http/language.ts';
import { noStoreByDefault } from './http/no-store.ts';
import {
  type Limit,
  rateLimit,
  SECURITY_LIMIT,
  signInLimit,
  signUpLimit,
  VERIFY_EMAIL_LIMIT,
} from './http/rate-limit.ts';
import { requestId } from './http/request-id.ts';
import { requestLog } from './http/request-log.ts';
import { requireJsonBodies, requireTrustedOrigin, securityHeaders } from './http/security.ts';
import { loadSession, sessionTokens } from './http/session.ts';
import { spaRoutes } from './http/spa.ts';
import { createWorkLimit, limitWork, type WorkLimit } from './http/work-limit.ts';
import { createInsights, type Insights } from './insights/service.ts';
import { createJobs, type Jobs } from './jobs/jobs.ts';
import type { Logger } from './logger.ts';
import { accountMail } from './mail/account-mail.ts';
import { createOutbox, type Outbox } from './mail/outbox.ts';
import { createMailTransport, type MailTransport } from './mail/transport.ts';
import { type Figures, publicFigures } from './marketing/figures.ts';
import { figureRoutes } from './marketing/routes.ts';
import { createMonthlyReports, type MonthlyReports } from './monthly/report.ts';
import { noticeEvents as createNoticeEvents, type NoticeEvents } from './notices/events.ts';
import { createNotices } from './notices/notify.ts';
import { pushSender, vapidKeys } from './notices/push.ts';
import { handlePushJobs, pushRoutes } from './notices/push-routes.ts';
import { retakeReminderRoutes } from './notices/reminder-routes.ts';
import { noticeRoutes, unsubscribeRoutes, webStylesheet } from './notices/routes.ts';
import { unsubscribeTokens } from './notices/unsubscribe-token.ts';
import { passkeyService } from './passkeys/service.ts';
import { planRoutes } from './plans/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { progressRoutes } from './progress/routes.ts';
import { createPdfPool, type PdfPool } from './reports/render-pool.ts';
import { safetyCheckRoutes, safetyResourceRoutes } from './safety/routes.ts';
import { timelineRoutes } from './timeline/routes.ts';
import { securityRoutes } from './two-factor/routes.ts';
import { twoFactorService } from './two-factor/service.ts';
import { weeklyPlanRoutes } from './weekly-plans/routes.ts';

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** Where the built SPA lives; defaults to dist/web. */
  webRoot?: string;
  /** How to find the caller's address; tests inject one, the server reads the socket. */
  clientIp?: ClientIpResolver;
  auth?: Auth;
  insights?: Insights;
  /** Where queued mail goes; SMTP or `.eml` files from the environment when not given. */
  mailTransport?: MailTransport;
  /** The worker threads that render PDF reports; made here when not given. Close with `app.pdfPool.close()`. */
  pdfPool?: PdfPool;
  /** The landing's figures from the database; tests give one with their own clock. */
  figures?: Figures;
  /** How much expensive work one person may have in flight (decision 051); the defaults when not given. */
  workLimit?: WorkLimit;
  /** The clock two-factor codes are checked against (decision 058); tests give one they move. */
  clock?: () => number;
  /** How Web Push reaches push services; tests give one that trusts their local service's certificate. */
  pushAgent?: HttpsAgent;
}

const DEFAULT_WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');
/** Generous for answers to 50 questions × 2 phases, small enough to refuse junk. */
const API_BODY_LIMIT = 256 * 1024;

export function createApp(deps: AppDeps) {
  const { env, database, logger } = deps;
  const twoFactor = twoFactorService(
    database.db,
    { current: env.authSecret, previous: env.authPreviousSecret },
    deps.clock,
  );
  const jobs = createJobs({ db: database.db, logger, leaseSeconds: env.jobLeaseSeconds });
  const outbox = createOutbox({
    jobs,
    transport: deps.mailTransport ?? createMailTransport(env, logger),
    logger,
  });
  const mail = accountMail(database.db, outbox, (kind, error) =>
    logger.error({ event: 'mail_not_queued', kind, err: error }, 'a mail could not be queued'),
  );
  const auth = deps.auth ?? createAuth(database.db, env, twoFactor, mail, logger);
  outbox.handle('reset_request', auth.mailResetTo);
  const push = pushSender({ keys: vapidKeys(env.dataDir), subject: env.push.subject, agent: deps.pushAgent });
  handlePushJobs(jobs, database.db, push);
  const clientIp = deps.clientIp ?? socketClientIp(env.trustedProxies);
  const passkeys = passkeyService(database.db, env.appUrl);
  const insights = deps.insights ?? createInsights({ db: database.db, logger, ai: env.ai });
  const pdfPool = deps.pdfPool ?? createPdfPool({ logger });
  const billing = billingService({ db: database.db, env, mail, logger });
  const webhook =
    billing.stripe && billing.config
      ? stripeWebhook({
          db: database.db,
          billing,
          stripe: billing.stripe,
          config: billing.config,
          mail,
          logger,
          appUrl: env.appUrl,
        })
      : null;
  const figures = deps.figures ?? publicFigures(database.db);
  const unsubscribe = unsubscribeTokens({ current: env.authSecret, previous: env.authPreviousSecret });
  const monthly = createMonthlyReports({
    db: database.db,
    jobs,
    outbox,
    pdfPool,
    tokens: unsubscribe,
    plansMode: env.plansMode,
    appUrl: env.appUrl,
    logger,
  });
  const notices = createNotices({
    db: database.db,
    jobs,
    outbox,
    tokens: unsubscribe,
    plansMode: env.plansMode,
    appUrl: env.appUrl,
    logger,
  });
  const noticeEvents = createNoticeEvents({ db: database.db, notices, logger });
  const tokens = sessionTokens(env.authSecret, sessionCookieName(env.appUrl));
  const session = loadSession(auth, database.db, tokens);
  const limited = (limit: Limit) => rateLimit({ db: database.db, clientIp, ...limit });
  const workLimit = deps.workLimit ?? createWorkLimit();
  const heavy = limitWork(workLimit);

  const api = new Hono<AppEnv>()
    .use(noStoreByDefault())
    .use(limitBodies({ maxSize: API_BODY_LIMIT }))
    // RFC 8058's one-click POST is form-encoded and sent with no cookie and no Origin: before both checks,
    // the signed token alone deciding (decision 067).
    .route(
      '/unsubscribe',
      unsubscribeRoutes(database.db, unsubscribe, { stylesheet: webStylesheet(deps.webRoot ?? DEFAULT_WEB_ROOT) }),
    )
    // JSON first: a cross-site form is a 415 whether or not its Origin names one of ours.
    .use(requireJsonBodies())
    .use(requireTrustedOrigin(env.trustedOrigins))
    .route('/health', healthRoutes(database))
    .route(
      '/auth',
      authRoutes(auth, clientIp, {
        'POST /api/auth/sign-in/email': [limited(signInLimit(env.authSecret))],
        'POST /api/auth/sign-up/email': [limited(signUpLimit(env.authSecret))],
        // Security changes of a signed-in person: the session first, to know whose allowance they use.
        'POST /api/auth/change-password': [session, limited(SECURITY_LIMIT)],
        'POST /api/auth/change-email': [session, limited(SECURITY_LIMIT)],
        'POST /api/auth/verify-email': [limited(VERIFY_EMAIL_LIMIT)],
      }),
    )
    .route('/assessment-types', assessmentTypeRoutes())
    .route('/safety-resources', safetyResourceRoutes(env.safety))
    .route('/billing/webhook', billingWebhookRoutes(webhook))
    .route('/figures', figureRoutes(figures))
    // The dashboard list and autosaves check the session in their own statement (decision 044).
    .route('/assessments', assessmentHotRoutes(database.db, tokens))
    .use(session)
    .use(readerLanguage(database.db))
    // Expensive work, at most a few requests of one person at a time (decision 051). By path, whatever
    // the method, so a route that changes its method or body stays counted.
    .use('/account/export', heavy)
    .use('/assessments/:id/result', heavy)
    .use('/assessments/:id/complete', heavy)
    .use('/assessments/:id/report.pdf', heavy)
    .use('/progress/*', heavy)
    .use('/timeline/*', limitWork(workLimit, ['GET', 'HEAD']))
    .use('/couple/shared/:id/report', heavy)
    .use('/couple/shared/:id/report.pdf', heavy)
    .use('/family/assessments/:id/report', heavy)
    .use('/family/assessments/:id/report.pdf', heavy)
    .route('/profile', profileRoutes(database.db))
    .route('/safety-check', safetyCheckRoutes(database.db))
    .route(
      '/assessments',
      assessmentRoutes({
        db: database.db,
        insights,
        plansMode: env.plansMode,
        pdfPool,
        appUrl: env.appUrl,
        noticeEvents,
      }),
    )
    .route('/contact', contactRoutes(database.db, clientIp))
    .route('/plans', planRoutes(env.plansMode))
    .route('/billing', billingRoutes(billing))
    .route('/processing', processingRoutes(env.ai?.providerName ?? null))
    .route('/account', accountRoutes({ db: database.db, auth, clientIp, twoFactor, mail, billing, appUrl: env.appUrl }))
    .route(
      '/security',
      securityRoutes({ db: database.db, auth, twoFactor, passkeys, clientIp, mail, appUrl: env.appUrl }),
    )
    .route('/family', familyRoutes({ db: database.db, env, clientIp, pdfPool }))
    .route('/progress', progressRoutes(database.db, env.plansMode))
    .route('/timeline', timelineRoutes(database.db, env.plansMode))
    .route('/weekly-plans', weeklyPlanRoutes(database.db, env.plansMode))
    .route('/push', pushRoutes({ db: database.db, jobs, sender: push, serviceOrigins: env.push.serviceOrigins }))
    .route('/notices', noticeRoutes(database.db, env.plansMode))
    .route('/retake-reminders', retakeReminderRoutes({ db: database.db, events: noticeEvents }))
    .route('/couple', coupleRoutes({ db: database.db, env, clientIp, mail, insights, pdfPool, billing }))
    .route('/counsellors', counsellorRoutes(database.db))
    .route('/admin', adminRoutes({ db: database.db, env, outbox, mail, billing }))
    // Unknown API paths are a JSON 404, never the SPA's index.html.
    .all('*', () => {
      throw notFound();
    });

  const app = new Hono()
    .use(requestId(logger, clientIp))
    .use(requestLog(logger))
    .use(closeAfterRefusedBody())
    .use(compressResponses())
    .use(securityHeaders({ https: env.appUrl.startsWith('https://') }))
    .route('/api', api)
    .route(
      '/',
      spaRoutes(deps.webRoot ?? DEFAULT_WEB_ROOT, {
        completedAssessments: () => figures.completedAssessments(),
        plansMode: env.plansMode,
        safety: env.safety,
      }),
    );
  app.onError(handleError(logger, database.db));
  api.onError(handleError(logger, database.db));
  const services: AppServices = { insights, auth, pdfPool, jobs, outbox, billing, workLimit, monthly, noticeEvents };
  return Object.assign(app, services);
}

/** What `createApp` attaches beside its routes, for the entry point and the tests. */
interface AppServices {
  insights: Insights;
  auth: Auth;
  pdfPool: PdfPool;
  /** Durable jobs (decision 066): start them in the server (`jobs.start()`); tests run them with `outbox.deliverDue()`. */
  jobs: Jobs;
  /** Mail, queued as jobs. */
  outbox: Outbox;
  /** Payments (decision 040); the operator console refunds through it. */
  billing: Billing;
  /** Expensive work in flight per person (decision 051). */
  workLimit: WorkLimit;
  /** The monthly report's schedule (decision 067): started in the server; tests call `schedule(now)`. */
  monthly: MonthlyReports;
  /** What people are told about (decision 073): plan weeks scheduled in the server; tests call `scheduleWeeks(now)`. */
  noticeEvents: NoticeEvents;
}

/**
 * The HTTP routes alone: the browser's typed client (`hc<App>`, web/lib/api-client.ts) reads their
 * schema from this type. hono/client cannot read it through the services attached beside the routes.
 */
export type App = ReturnType<typeof createApp> extends infer Routes & AppServices ? Routes : never;

/**
 * The signed-in person as `/api/auth/get-session`, sign-up and sign-in answer (better-auth's own user, passed
 * through the auth bridge): the browser reads its type from here, since those routes are not typed Hono routes.
 */
export type SessionUser = Pick<Auth['$Infer']['Session']['user'], 'id' | 'email' | 'name'>;

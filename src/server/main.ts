import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { rescoreStoredResults } from './assessments/service.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { EnvError, loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { setAsideCoupleAdviceOfOldPatterns } from './pairs/advice.ts';

async function main() {
  // Whatever this process writes (DATA_DIR, the generated secret, the database) is its own account's only.
  process.umask(0o077);
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`Wifaq cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env);
  for (const warning of env.warnings) logger.warn({ event: 'configuration' }, warning);
  const database = await openDatabase(env);
  await migrateDatabase(database, env);
  // Results written under older pattern rules get the current ones (decision 028); a no-op once done.
  const rescored = await rescoreStoredResults(database.db, {
    onError: (resultId, error) => logger.error({ resultId, err: error }, 'could not rescore a stored result'),
  });
  // A couple's model advice written for a pattern the current rules no longer give is set aside (decision 055).
  const coupleAdviceSetAside = await setAsideCoupleAdviceOfOldPatterns(database.db, {
    onError: (pairId, error) => logger.error({ pairId, err: error }, 'could not check a couple’s stored advice'),
  });
  logger.info({ engine: database.engine, rescored, coupleAdviceSetAside }, 'database ready');

  const app = createApp({ env, database, logger });
  // Jobs queued before a restart run now; this instance's new ones at once; retries, deferred jobs and
  // other instances' jobs when polled (JOB_POLL_SECONDS, 15 s by default).
  app.jobs.start(env.jobPollSeconds * 1000);
  app.monthly.start();
  app.noticeEvents.start();
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, () => {
    logger.info({ url: env.appUrl, port: env.port }, 'Wifaq is listening');
  });

  // Finish the requests in flight, then close the database, so a deploy never cuts an answer off.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('shutdown timed out; closing remaining connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, env.shutdownTimeoutMs);
    force.unref();
    server.close(async () => {
      // Advice being written by the model is stored if it arrives in time; otherwise the built-in stays.
      await Promise.race([
        app.insights.idle(),
        new Promise((resolve) => setTimeout(resolve, env.shutdownTimeoutMs).unref()),
      ]);
      // No request is left to wait for a PDF: the render workers can stop.
      await app.pdfPool.close();
      app.monthly.stop();
      app.noticeEvents.stop();
      await app.jobs.stop();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Wifaq failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

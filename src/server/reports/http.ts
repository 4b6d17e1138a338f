import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { addressContext } from '../../domain/address.ts';
import { knownTimeZone } from '../../domain/dates.ts';
import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ReportContext } from './documents.ts';
import type { PdfPool } from './render-pool.ts';
import type { ReportDocument } from './report-document.ts';

/**
 * The reader's language (`c.var.language`: the page's `?language=` first, http/language.ts) and time
 * zone (`?tz=`, as the browser knows it): a report is read in the language the page was in, with its
 * dates as the reader lives them. `appUrl` (the server's APP_URL) makes the printed links whole. The
 * profile's gender addresses the reader in the words the file speaks to them in (decision 063).
 */
export async function readerContext(
  c: Context<AppEnv>,
  appUrl: string,
  db: Db,
  userId: string,
): Promise<ReportContext> {
  const [profile] = await db.select({ gender: profiles.gender }).from(profiles).where(eq(profiles.id, userId));
  return {
    language: c.get('language'),
    timeZone: knownTimeZone(c.req.query('tz')),
    appUrl,
    address: addressContext(profile?.gender),
  };
}

/**
 * A report as a private download: never cached by a shared cache, saved under a plain ASCII name.
 * A place in the PDF pool is taken first, so a refused request (503 with Retry-After) costs no
 * database work beyond reading the session; then `prepare` checks access and gathers the report, and
 * the pool's worker lays it out. (How many one person may have in flight is counted before this, with
 * the rest of their expensive work: app.ts, decision 051.)
 */
export async function pdfResponse(
  c: Context,
  pdfPool: PdfPool,
  prepare: () => Promise<{ doc: ReportDocument; fileName: string }>,
) {
  const slot = pdfPool.reserve();
  try {
    const { doc, fileName } = await prepare();
    const { pdf } = await slot.render(doc);
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  } finally {
    slot.release();
  }
}

/** A report file is made only once both sides have finished; until then the page says who is left. */
export const reportNotReady = () => new AppError(409, 'report_not_ready', 'errors.reportNotReady');

import type { Context } from 'hono';
import { knownTimeZone } from '../../domain/dates.ts';
import { isLanguage, type Language } from '../../domain/language.ts';
import { currentProfile } from '../couple/service.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { ReportContext } from './documents.ts';
import type { PdfPool } from './render-pool.ts';
import type { ReportDocument } from './report-document.ts';

/**
 * The reader's language (`?language=`, else their profile's) and time zone (`?tz=`, as the browser
 * knows it): a report is read in the language the page was in, with its dates as the reader lives them.
 */
export async function readerContext(c: Context, db: Db, userId: string): Promise<ReportContext> {
  const asked = c.req.query('language');
  const language: Language = isLanguage(asked)
    ? asked
    : (((await currentProfile(db, userId))?.language_preference as Language | undefined) ?? 'en');
  return { language: isLanguage(language) ? language : 'en', timeZone: knownTimeZone(c.req.query('tz')) };
}

/**
 * A report as a private download: never cached by a shared cache, saved under a plain ASCII name.
 * The reader's place in the PDF pool is taken first, so a refused request (429 or 503 with
 * Retry-After) costs no database work beyond reading the session; then `prepare` checks access and
 * gathers the report, and the pool's worker lays it out.
 */
export async function pdfResponse(
  c: Context,
  pdfPool: PdfPool,
  userId: string,
  prepare: () => Promise<{ doc: ReportDocument; fileName: string }>,
) {
  const slot = pdfPool.reserve(userId);
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

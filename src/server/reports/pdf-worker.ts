import { threadId } from 'node:worker_threads';
import { renderReportPdf } from './pdf.ts';
import type { ReportDocument } from './report-document.ts';

/**
 * The pool's worker (render-pool.ts): the real renderer, in a worker thread, so the layout work never
 * holds the server's event loop. Node 24 loads this file by type stripping, as it does the server.
 * It gets plain data (a ReportDocument) and hands back plain data: no database, no request.
 */

export interface RenderedPdf {
  pdf: Uint8Array<ArrayBuffer>;
  /** The worker thread that made it (never 0, the main thread's): the tests check where it ran. */
  threadId: number;
}

export default async function renderInWorker(doc: ReportDocument): Promise<RenderedPdf> {
  const pdf = await renderReportPdf(doc);
  // Its own exact-size copy: a Buffer may be a view on a larger shared slab, all of which would be cloned.
  return { pdf: new Uint8Array(pdf), threadId };
}

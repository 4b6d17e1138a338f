import { z } from 'zod/mini';

/**
 * GET /api/couple/kept: the couple reports the caller keeps from ended links (decision 062), one row per
 * copy, newest completed first. Every plan reaches it: it is the way back to what a person kept, whatever
 * their plan (the timeline, which also lists them, is progress tracking). The server answers through this
 * schema and the web app reads its type.
 */
export const keptReportSchema = z.object({
  /** The shared assessment's id: the report page is /couple/{id}. */
  id: z.string(),
  assessment_type: z.string(),
  /** The other partner by their name now, as the report names them; null once their account is deleted. */
  partner_name: z.nullable(z.string()),
  completed_at: z.string(),
  /** When the link ended and the copy was made. */
  kept_at: z.string(),
  partner_deleted: z.boolean(),
});
/** The dashboard's section of them, which the partner_unlinked and partner_account_deleted mails open. */
export const KEPT_REPORTS_ANCHOR = 'kept-reports';
export const keptReportsPath = `/dashboard#${KEPT_REPORTS_ANCHOR}`;

export const keptReportsSchema = z.array(keptReportSchema);
export type KeptReportSummary = z.infer<typeof keptReportSchema>;

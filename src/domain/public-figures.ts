/**
 * What the landing page may say of how much Wifaq is used: counted in the database, never typed in
 * (issue #19, decision 043).
 */

/** `GET /api/figures`; a figure is null while it is below its threshold. */
export interface PublicFigures {
  completed_assessments: number | null;
}

/**
 * Below this many completed assessments the landing shows no count: a small number says "hardly anyone
 * uses this" more than it says anything useful, and on a household's own server it would be theirs alone.
 */
export const COMPLETED_ASSESSMENTS_THRESHOLD = 1000;

/** Where the landing's prerendered variant with figures has the count; the server writes it per request. */
export const COMPLETED_ASSESSMENTS_SLOT = '%COMPLETED_ASSESSMENTS%';

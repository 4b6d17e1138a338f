import { count, eq } from 'drizzle-orm';
import { COMPLETED_ASSESSMENTS_THRESHOLD } from '../../domain/public-figures.ts';
import type { Db } from '../db/client.ts';
import { assessments } from '../db/schema.ts';

/** How long a count is shown before it is taken again: the landing is served often, the count moves slowly. */
export const FIGURES_MAX_AGE_MS = 10 * 60 * 1000;

export interface Figures {
  /** Completed assessments, or null while below the threshold (or when the database cannot say). */
  completedAssessments(): Promise<number | null>;
}

/**
 * The landing's figures from the database (issue #19, decision 043), counted at most once every ten
 * minutes, however many pages are served meanwhile; requests that arrive during a count share it.
 */
export function publicFigures(db: Db, options: { now?: () => number } = {}): Figures {
  const now = options.now ?? Date.now;
  let cached: { value: number; at: number } | null = null;
  let counting: Promise<number> | null = null;

  const countCompleted = async () => {
    const [row] = await db.select({ n: count() }).from(assessments).where(eq(assessments.status, 'completed'));
    return row?.n ?? 0;
  };

  return {
    async completedAssessments() {
      if (!cached || now() - cached.at >= FIGURES_MAX_AGE_MS) {
        counting ??= countCompleted().finally(() => {
          counting = null;
        });
        try {
          cached = { value: await counting, at: now() };
        } catch {
          // The page is served without the band; the next request counts again.
          return null;
        }
      }
      return cached.value >= COMPLETED_ASSESSMENTS_THRESHOLD ? cached.value : null;
    },
  };
}

import { and, eq, sql } from 'drizzle-orm';
import type { CoupleAdviceState, SourcedAdvice } from '../../domain/advice/ai-analysis.ts';
import type { Language } from '../../domain/language.ts';
import type { Db } from '../db/client.ts';
import { assessments, pairAssessments } from '../db/schema.ts';
import type { PairKind } from './kind.ts';

/**
 * The model's joint advice on a pair report, kept in `pair_assessments.advice` per language with its
 * claim marks (`CoupleAdviceState`; couples today; built-in advice is computed on read). Asking the model is the insights
 * service's job; claiming a language once and storing the outcome is the pair's.
 */

/** Both completed sides' answers and the pair's type and bank version, for the joint advice prompt. */
export async function completedSidesOf(db: Db, kind: PairKind, pairId: string) {
  const [pair] = await db.select().from(pairAssessments).where(eq(pairAssessments.id, pairId));
  const sides = await db
    .select({ responses: assessments.responses })
    .from(assessments)
    .where(and(eq(assessments[kind.sideColumn], pairId), eq(assessments.status, 'completed')));
  return {
    type: pair?.assessment_type ?? null,
    version: pair?.content_version ?? null,
    sides: sides.map((side) => side.responses),
  };
}

/** Claims a language for a pair report's joint advice, once, atomically across instances. */
export async function claimPairAdvice(db: Db, pairId: string, language: Language): Promise<boolean> {
  const rows = await db
    .update(pairAssessments)
    .set({
      advice: sql`${pairAssessments.advice} || jsonb_build_object(
        'pending', coalesce(${pairAssessments.advice} -> 'pending', '[]'::jsonb) || to_jsonb(${language}::text),
        'attempted', coalesce(${pairAssessments.advice} -> 'attempted', '[]'::jsonb) || to_jsonb(${language}::text),
        'pendingSince', ${new Date().toISOString()}::text)`,
    })
    .where(
      and(
        eq(pairAssessments.id, pairId),
        sql`not (coalesce(${pairAssessments.advice} -> 'attempted', '[]'::jsonb) ? ${language})`,
      ),
    )
    .returning({ id: pairAssessments.id });
  return rows.length > 0;
}

/** Ends a claim: the language is no longer pending, and the model's advice (when it gave any) is kept. */
export async function settlePairAdvice(db: Db, pairId: string, language: Language, advice: SourcedAdvice | null) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(pairAssessments).where(eq(pairAssessments.id, pairId)).for('update');
    if (!row) return;
    const current = row.advice;
    const next: CoupleAdviceState = { ...current, pending: (current.pending ?? []).filter((l) => l !== language) };
    if (advice) next.translations = { ...current.translations, [language]: advice };
    if (next.pending?.length === 0) delete next.pendingSince;
    await tx.update(pairAssessments).set({ advice: next }).where(eq(pairAssessments.id, pairId));
  });
}

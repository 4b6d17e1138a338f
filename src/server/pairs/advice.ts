import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { type CoupleAdviceState, RULES_VERSION, type SourcedAdvice } from '../../domain/advice/ai-analysis.ts';
import { typeAtVersion } from '../../domain/assessment/catalogue.ts';
import { LANGUAGES, type Language } from '../../domain/language.ts';
import { comparePair } from '../../domain/pair/compare.ts';
import type { Db } from '../db/client.ts';
import { assessments, pairAssessments } from '../db/schema.ts';
import { couple } from './couple.ts';
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

/** The pair's pattern under the current rules, from both completed sides; null until both have finished. */
export async function currentPairPattern(db: Db, kind: PairKind, pairId: string): Promise<string | null> {
  const { type: typeId, version, sides } = await completedSidesOf(db, kind, pairId);
  const type = typeId && version ? typeAtVersion(typeId, version) : undefined;
  const [a, b] = sides;
  return type && a && b ? comparePair(type.questions, a, b).pattern.id : null;
}

/**
 * Ends a claim: the language is no longer pending, and the model's advice (when it gave any) is kept with
 * the pattern it was written for (the pair's pattern when the prompt was built).
 */
export async function settlePairAdvice(
  db: Db,
  pairId: string,
  language: Language,
  advice: { advice: SourcedAdvice; pattern: string } | null,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(pairAssessments).where(eq(pairAssessments.id, pairId)).for('update');
    if (!row) return;
    const current = row.advice;
    const next: CoupleAdviceState = { ...current, pending: (current.pending ?? []).filter((l) => l !== language) };
    if (advice) {
      next.translations = { ...current.translations, [language]: advice.advice };
      next.writtenFor = { ...current.writtenFor, [language]: { pattern: advice.pattern, rules: RULES_VERSION } };
    }
    if (next.pending?.length === 0) delete next.pendingSince;
    await tx.update(pairAssessments).set({ advice: next }).where(eq(pairAssessments.id, pairId));
  });
}

/**
 * A couple's model advice after a rules change (decision 055, revised), at start like the personal results'
 * rescoring: advice written under older rules is kept when the couple's pattern is still the one it was
 * written for, and set aside (`superseded`, never deleted) when the pattern changed or was never recorded
 * (advice stored before the pattern was). A language set aside may be asked of the model again, so the
 * next reading writes advice for the current pattern; until then the built-in advice is shown. Idempotent,
 * and safe on several instances at once (each row is rewritten in its own locked transaction). Returns
 * how many couples' advice it set aside.
 */
export async function setAsideCoupleAdviceOfOldPatterns(
  db: Db,
  options: { batch?: number; onError?: (pairId: string, error: unknown) => void } = {},
): Promise<number> {
  const withModelAdvice = and(
    eq(pairAssessments.kind, couple.id),
    sql`coalesce(${pairAssessments.advice} -> 'translations', '{}'::jsonb) <> '{}'::jsonb`,
  );
  const stale = (state: CoupleAdviceState) =>
    LANGUAGES.filter((l) => state.translations?.[l] && (state.writtenFor?.[l]?.rules ?? 0) < RULES_VERSION);
  let setAside = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ id: pairAssessments.id, advice: pairAssessments.advice })
      .from(pairAssessments)
      .where(and(withModelAdvice, gt(pairAssessments.id, after)))
      .orderBy(asc(pairAssessments.id))
      .limit(options.batch ?? 200);
    if (rows.length === 0) return setAside;
    for (const row of rows) {
      after = row.id;
      if (stale(row.advice).length === 0) continue;
      try {
        const pattern = await currentPairPattern(db, couple, row.id);
        const changed = await db.transaction(async (tx) => {
          const [locked] = await tx
            .select({ advice: pairAssessments.advice })
            .from(pairAssessments)
            .where(eq(pairAssessments.id, row.id))
            .for('update');
          if (!locked) return false;
          const state = locked.advice;
          const languages = stale(state);
          if (languages.length === 0) return false;
          const translations = { ...state.translations };
          const writtenFor = { ...state.writtenFor };
          const superseded = { ...state.superseded };
          let attempted = state.attempted ?? [];
          let any = false;
          for (const language of languages) {
            const written = writtenFor[language];
            if (written && pattern !== null && written.pattern === pattern) {
              writtenFor[language] = { pattern, rules: RULES_VERSION };
              continue;
            }
            superseded[language] = translations[language];
            delete translations[language];
            delete writtenFor[language];
            attempted = attempted.filter((l) => l !== language);
            any = true;
          }
          const next: CoupleAdviceState = { ...state, translations, writtenFor, attempted };
          if (any) next.superseded = superseded;
          await tx.update(pairAssessments).set({ advice: next }).where(eq(pairAssessments.id, row.id));
          return any;
        });
        if (changed) setAside += 1;
      } catch (error) {
        options.onError?.(row.id, error);
      }
    }
  }
}

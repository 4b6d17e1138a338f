import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import { type Advice, importantGaps } from '../../domain/advice/advisor.ts';
import type { AiAnalysis } from '../../domain/advice/ai-analysis.ts';
import { addressFor } from '../../domain/advice/template.ts';
import { typeAtVersion } from '../../domain/assessment/catalogue.ts';
import { familySideQuestions } from '../../domain/assessment/family-questions.ts';
import { isPerspective } from '../../domain/assessment/family-types.ts';
import { parseAssessmentType } from '../../domain/assessment/kind.ts';
import { analyze } from '../../domain/assessment/scoring.ts';
import type { Language } from '../../domain/language.ts';
import { comparePair } from '../../domain/pair/compare.ts';
import type { Db } from '../db/client.ts';
import { aiUsage, assessmentResults, assessments, profiles } from '../db/schema.ts';
import type { AiConfig } from '../env.ts';
import type { Logger } from '../logger.ts';
import { claimPairAdvice, completedSidesOf, currentPairPattern, settlePairAdvice } from '../pairs/advice.ts';
import { couple } from '../pairs/couple.ts';
import { buildCoupleMessages, buildFamilyMessages, buildMessages, type ChatMessage } from './prompt.ts';
import { type ModelAdvisor, openAiAdvisor } from './provider.ts';

export interface Insights {
  /** True when a provider is configured; without one the built-in advice is final. */
  enabled: boolean;
  /**
   * Asks the model for advice in `language` in the background, at most once per result and
   * language, and stores it when valid. `claimed` says the caller already marked it pending.
   */
  start(resultId: string, userId: string, language: Language, options?: { claimed?: boolean }): Promise<boolean>;
  /** The same for a couple report's joint advice (stored on the shared assessment), once per language. */
  startCouple(sharedId: string, userId: string, language: Language): Promise<boolean>;
  /** Hides a `pending` mark left by a process that died mid-call, so pages stop waiting for it. */
  visible(analysis: AiAnalysis): AiAnalysis;
  /** The languages still being written for a couple report, without orphaned marks. */
  pendingCouple(advice: { pending?: Language[]; pendingSince?: string }): Language[];
  /** Resolves when no model call is running (graceful shutdown, tests). */
  idle(): Promise<void>;
}

export function createInsights(deps: {
  db: Db;
  logger: Logger;
  ai: AiConfig | null;
  advisor?: ModelAdvisor;
}): Insights {
  const { db, logger, ai } = deps;
  const advisor = deps.advisor ?? (ai ? openAiAdvisor(ai) : null);
  const running = new Set<Promise<void>>();
  // A call cannot outlive its timeouts and retries; a pending mark older than that is an orphan.
  const orphanAfterMs = ai ? ai.timeoutMs * (ai.maxRetries + 1) + 60_000 : 0;
  const orphaned = (marks: { pending?: Language[]; pendingSince?: string }) =>
    Boolean(marks.pending?.length && marks.pendingSince && Date.now() - Date.parse(marks.pendingSince) > orphanAfterMs);

  /** Marks the language pending and attempted, unless it was attempted before. Atomic across instances. */
  async function claim(resultId: string, userId: string, language: Language): Promise<boolean> {
    const rows = await db
      .update(assessmentResults)
      .set({
        ai_analysis: sql`${assessmentResults.ai_analysis} || jsonb_build_object(
          'pending', coalesce(${assessmentResults.ai_analysis} -> 'pending', '[]'::jsonb) || to_jsonb(${language}::text),
          'attempted', coalesce(${assessmentResults.ai_analysis} -> 'attempted', '[]'::jsonb) || to_jsonb(${language}::text),
          'pendingSince', ${new Date().toISOString()}::text)`,
      })
      .where(
        and(
          eq(assessmentResults.id, resultId),
          eq(assessmentResults.user_id, userId),
          sql`not (coalesce(${assessmentResults.ai_analysis} -> 'attempted', '[]'::jsonb) ? ${language})`,
        ),
      )
      .returning({ id: assessmentResults.id });
    return rows.length > 0;
  }

  /** One more model call today for this person, unless the daily cap is reached. */
  async function withinDailyLimit(userId: string): Promise<boolean> {
    if (!ai) return false;
    const rows = await db
      .insert(aiUsage)
      .values({ user_id: userId, day: sql`current_date`, calls: 1 })
      .onConflictDoUpdate({
        target: [aiUsage.user_id, aiUsage.day],
        set: { calls: sql`${aiUsage.calls} + 1` },
        setWhere: sql`${aiUsage.calls} < ${ai.dailyLimit}`,
      })
      .returning({ calls: aiUsage.calls });
    return rows.length > 0 && ai.dailyLimit > 0;
  }

  /** Stores the model's advice (or just clears `pending`), re-reading the row under a lock. */
  async function finish(
    resultId: string,
    language: Language,
    advice: Omit<AiAnalysis['translations']['en'], 'source'> | null,
  ) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(assessmentResults).where(eq(assessmentResults.id, resultId)).for('update');
      if (!row) return;
      const current = row.ai_analysis;
      const pending = (current.pending ?? []).filter((l) => l !== language);
      let next: AiAnalysis = { ...current, pending };
      if (advice && advisor) {
        const sourced = { ...advice, source: advisor.model };
        next = { ...next, translations: { ...current.translations, [language]: sourced } };
        if (current.language === language) next = { ...next, ...advice, source: advisor.model };
      }
      if (pending.length === 0) delete next.pendingSince;
      await tx.update(assessmentResults).set({ ai_analysis: next }).where(eq(assessmentResults.id, resultId));
    });
  }

  /**
   * One model call with the daily cap, then `store` with the advice (or null to keep the built-in
   * one). Logs only the kind of outcome: never the reply's content or the request.
   */
  async function run(
    userId: string,
    language: Language,
    messages: () => Promise<ChatMessage[]>,
    store: (advice: Advice | null) => Promise<void>,
  ) {
    const started = performance.now();
    let outcome = 'model';
    let advice = null;
    try {
      if (!advisor) throw new Error('no provider');
      if (!(await withinDailyLimit(userId))) outcome = 'daily_limit';
      else advice = await advisor.advise(await messages());
    } catch (error) {
      outcome = 'fallback';
      logger.warn({ event: 'insights', reason: failureKind(error) }, 'model advice unavailable; built-in advice kept');
    }
    await store(advice);
    logger.info({ event: 'insights', outcome, language, ms: Math.round(performance.now() - started) }, 'insights done');
  }

  async function resultMessages(resultId: string, language: Language) {
    const [row] = await db
      .select({
        responses: assessments.responses,
        type: assessments.assessment_type,
        perspective: assessments.perspective,
        version: assessments.content_version,
        // Only for Arabic grammar (decision 031); nothing else of the profile reaches the prompt.
        gender: profiles.gender,
      })
      .from(assessmentResults)
      .innerJoin(assessments, eq(assessments.id, assessmentResults.assessment_id))
      .leftJoin(profiles, eq(profiles.id, assessments.user_id))
      .where(eq(assessmentResults.id, resultId));
    if (!row) throw new Error('result not found');
    const analysis = analyze(row.responses.responses, row.responses.importance);
    // One side of a parent-child assessment: the family counselor, speaking to the reader's role.
    const kind = parseAssessmentType(row.type);
    const familySide = familySideQuestions(kind, row.perspective, row.version);
    if (kind?.kind === 'family' && familySide && isPerspective(row.perspective)) {
      const gaps = importantGaps(familySide, row.responses.responses, row.responses.importance);
      return buildFamilyMessages({
        ageGroup: kind.group,
        pairing: kind.pairing,
        reader: row.perspective,
        analysis,
        gaps,
        language,
      });
    }
    // The statements as the person read them: the version they answered (decision 029).
    const type = typeAtVersion(row.type, row.version);
    if (!type) throw new Error('result not found');
    const gaps = importantGaps(type.questions, row.responses.responses, row.responses.importance);
    return buildMessages({ type, analysis, gaps, language, address: addressFor(row.gender) });
  }

  async function coupleMessages(sharedId: string, language: Language) {
    const { type: typeId, version, sides } = await completedSidesOf(db, couple, sharedId);
    const type = typeId && version && typeAtVersion(typeId, version);
    const [a, b] = sides;
    if (!type || !a || !b) throw new Error('couple report not ready');
    return buildCoupleMessages({
      type,
      comparison: comparePair(type.questions, a, b),
      partners: [analyze(a.responses, a.importance), analyze(b.responses, b.importance)],
      language,
    });
  }

  async function finishCouple(sharedId: string, language: Language, advice: Advice | null) {
    // The pattern the prompt was written for is the couple's now: their answers are final once both finished.
    const pattern = advice && advisor ? await currentPairPattern(db, couple, sharedId) : null;
    await settlePairAdvice(
      db,
      sharedId,
      language,
      advice && advisor && pattern ? { advice: { ...advice, source: advisor.model }, pattern } : null,
    );
  }

  const track = (task: Promise<void>) => {
    const guarded = task.catch((error: unknown) => {
      logger.error({ event: 'insights', reason: failureKind(error) }, 'insights could not be stored');
    });
    running.add(guarded);
    void guarded.finally(() => running.delete(guarded));
  };

  return {
    enabled: advisor !== null,
    async start(resultId, userId, language, options = {}) {
      if (!advisor) return false;
      if (!options.claimed && !(await claim(resultId, userId, language))) return false;
      track(
        run(
          userId,
          language,
          () => resultMessages(resultId, language),
          (advice) => finish(resultId, language, advice),
        ),
      );
      return true;
    },
    async startCouple(sharedId, userId, language) {
      if (!advisor || !(await claimPairAdvice(db, sharedId, language))) return false;
      track(
        run(
          userId,
          language,
          () => coupleMessages(sharedId, language),
          (advice) => finishCouple(sharedId, language, advice),
        ),
      );
      return true;
    },
    visible(analysis) {
      return orphaned(analysis) ? { ...analysis, pending: [] } : analysis;
    },
    pendingCouple(advice) {
      return orphaned(advice) ? [] : (advice.pending ?? []);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

function failureKind(error: unknown): string {
  if (error && typeof error === 'object') {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number') return `http_${status}`;
    const name = (error as { name?: unknown }).name;
    // zod/mini throws a $ZodError (classic zod's was named ZodError): the model's reply had the wrong shape.
    if (error instanceof z.core.$ZodError) return 'invalid_shape';
    if (name === 'SyntaxError') return 'invalid_json';
    if (typeof name === 'string') return name;
  }
  return 'unknown';
}

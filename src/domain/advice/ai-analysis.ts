import type { Pattern, SignalId } from '../assessment/scoring.ts';
import type { Language } from '../language.ts';
import type { Advice } from './advisor.ts';

/** Advice in one language, and who wrote it: `builtin` or the model's name. */
export interface SourcedAdvice extends Advice {
  source: string;
}

export const BUILTIN_SOURCE = 'builtin';

/**
 * The marks of model advice in the works, stored beside the advice they will replace: `pending` lists
 * languages whose model advice is being written right now (since `pendingSince`), `attempted` those
 * asked of the model already (each at most once). Written by SQL claims, so every mark is optional.
 */
export interface AdviceClaims {
  pending?: Language[];
  pendingSince?: string;
  attempted?: Language[];
}

/**
 * `assessment_results.ai_analysis`. The five parts at the top level are in the person's language
 * (`language`); `translations` holds both languages. Every row has had this shape since the column
 * was first written (the claim marks are added later, by `AdviceClaims`).
 */
export interface AiAnalysis extends Advice, AdviceClaims {
  pattern: Pattern;
  averageGap: number;
  language: Language;
  source: string;
  translations: Record<Language, SourcedAdvice>;
  /** The overall level of today (`Analysis.reality`); set by rules 2 and later. */
  reality?: number;
  /** What the score alone would hide (`Analysis.signals`); set by rules 2 and later. */
  signals?: SignalId[];
  /** With `uniform_answers`, the answer repeated (`Analysis.uniformAnswer`); set by rules 3 and later. */
  uniformAnswer?: number | null;
  /** Which pattern and advice rules wrote this (absent = 1, the spec's own); see RULES_VERSION. */
  rules?: number;
  /** Model advice set aside when a rules change gave the result another pattern (kept, never shown). */
  superseded?: Partial<Record<Language, SourcedAdvice>>;
}

/**
 * The pattern and advice rules stored results are written by. 2: decision 028 (shortfall-only
 * Dreamer, 2+ strong is growth, the level of today and its signals, no strength below 60 today).
 * 3: decision 055 (today governs the pattern, strength counts the shortfall at 80 or more, exact
 * values against the thresholds, `above_hopes`, words that follow the shortfall and name ties together).
 * Raising it makes the server rewrite older results' derived parts at start (never the numbers).
 */
export const RULES_VERSION = 3;

/**
 * `shared_assessments.advice`: the model's joint advice per language once written, and its claims.
 * Starts as `{}`; the built-in joint advice is computed on read, never stored.
 */
export interface CoupleAdviceState extends AdviceClaims {
  translations?: Partial<Record<Language, SourcedAdvice>>;
  /**
   * The pair pattern each language's model advice was written for, under which rules. Advice without it,
   * or written for another pattern than the current rules give, is never shown (decision 055, revised).
   */
  writtenFor?: Partial<Record<Language, { pattern: string; rules: number }>>;
  /** Model advice set aside when a rules change gave the pair another pattern (kept, never shown). */
  superseded?: Partial<Record<Language, SourcedAdvice>>;
}
